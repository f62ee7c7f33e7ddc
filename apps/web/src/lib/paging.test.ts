import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './paging.ts';

describe('pageCount', () => {
  it('counts the pages a list fills, an empty one being one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('gives the items of the page asked for', () => {
    expect(pageOf(items, 2, 10)).toEqual({ items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], page: 2, pages: 3 });
    expect(pageOf(items, 3, 10).items).toEqual([21, 22, 23]);
  });

  it('shows the last page for a page past the end, and the first for none', () => {
    expect(pageOf(items, 7, 10)).toMatchObject({ page: 3, items: [21, 22, 23] });
    expect(pageOf([], 4, 10)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf(items, 0, 10).page).toBe(1);
  });
});
