/** How many pages `total` items fill at `pageSize` a page; an empty list is one empty page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pages of a server list whose count stopped at a cap (docs/product.md#supplier-list): the
 * capped pages, and always one more past the page shown, so paging goes on without a known last page.
 */
export function openPageCount(total: number, pageSize: number, capped: boolean | undefined, page: number): number {
  const pages = pageCount(total, pageSize);
  return capped ? Math.max(pages, page) + 1 : pages;
}

/**
 * One page of a list held whole in the browser: its items, the page shown (a page past the end,
 * left by a search that narrowed the list, shows the last one) and how many pages there are.
 */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
