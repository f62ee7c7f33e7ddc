// Written out instead of through Intl, as lib/format-count.ts does for Spanish: building the first
// Intl formatter of a page loads the locale data (49 to 62 ms of the prescriptions' first load,
// docs/benchmarks.md). Pinned to Intl's pt-BR output by the test beside it. Its two-digit helper is
// its own, not format-count's: importing that module would add a file to the prescriptions' first load.

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The moment `iso` names, or null when it names none. */
function moment(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

const day = (d: Date) => `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${d.getFullYear()}`;

/** A prescription's issue date as a Brazilian reader expects it: 21/11/2026. What is not a date is returned as it came. */
export function formatIssueDate(iso: string): string {
  const d = moment(iso);
  return d ? day(d) : iso;
}

/** With the time, on the 24-hour clock: 21/11/2026, 14:05. */
export function formatIssueDateTime(iso: string): string {
  const d = moment(iso);
  return d ? `${day(d)}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}` : iso;
}
