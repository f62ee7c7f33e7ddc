// What changed between two readings of a record (docs/product.md#concurrent-edits), without zod:
// the forms that compare them load no schema for it (record-version.ts re-exports it).

/**
 * The fields whose value differs between two readings of a record (what another person changed
 * between the one a form loaded and the current one). Values are compared as JSON.
 */
export function changedFields<T extends object>(loaded: T, current: T, fields: readonly (keyof T)[]): (keyof T)[] {
  return fields.filter((f) => JSON.stringify(loaded[f] ?? null) !== JSON.stringify(current[f] ?? null));
}
