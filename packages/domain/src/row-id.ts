/**
 * Row ids without zod: the web app's route table (part of the login page's code, which the build
 * keeps free of zod) and the domain's schemas read the same bounds from here.
 */

/** The largest row id: ids are PostgreSQL `integer` columns, and a larger number is refused by the database. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The row id a value names: a whole number from 1 to MAX_ROW_ID given as a number, or as text
 * of digits only (no sign, exponent or leading '+'; surrounding spaces allowed). Otherwise null.
 */
export function rowIdOf(raw: number | string): number | null {
  const n = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID ? n : null;
}

/** A path segment that may name a row, as a regular expression's source: digits only, no leading zero, at most 10. */
export const ROW_ID_SEGMENT = '[1-9][0-9]{0,9}';

const WHOLE_ROW_ID_SEGMENT = new RegExp(`^${ROW_ID_SEGMENT}$`);

/** Whether a path segment names a row: ROW_ID_SEGMENT, and 1 to MAX_ROW_ID. */
export function isRowIdSegment(value: string): boolean {
  return WHOLE_ROW_ID_SEGMENT.test(value) && Number(value) <= MAX_ROW_ID;
}
