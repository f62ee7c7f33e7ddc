/**
 * Reads a day as a person types it in Paraguay and Brazil: day, month, year (dd/mm/yyyy; one-digit
 * day and month, and '-' or '.' between them, are accepted). Anything else — a part missing, a
 * two-digit year, 31/02 — is not a day: null, never a guess. Answers the day as YYYY-MM-DD.
 */
export function parseTypedDay(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC maps years 0-99 to 1900-1999; setting the year again keeps what was typed.
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A day held as YYYY-MM-DD, shown as it is typed (dd/mm/yyyy); no day (null) is empty, and any
 * other text is shown as it is. The one way a held day is written back into a day input.
 */
export function formatDay(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : text;
}
