const DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** A prescription's issue date as a Brazilian reader expects it: 21/11/2026. */
export function formatIssueDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** With the time: 21/11/2026, 14:05. */
export function formatIssueDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
