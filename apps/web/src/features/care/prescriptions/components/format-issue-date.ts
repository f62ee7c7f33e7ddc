// Written out instead of through Intl, as lib/format-count.ts does for Spanish: building the first
// Intl formatter of a page loads the locale data (45 to 60 ms of the prescriptions' first load,
// docs/benchmarks.md). Pinned to Intl's pt-BR output by the test beside it.

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A prescription's issue date as a Brazilian reader expects it: 21/11/2026. What is not a date is returned as it came. */
export function formatIssueDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** With the time, on the 24-hour clock: 21/11/2026, 14:05. */
export function formatIssueDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatIssueDate(iso)}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}
