const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "qua., 10/03/2030, 14:00 – 15:00", or both dates when the event spans days. 24 hours. */
export function formatEventPeriod(start: string, end: string): string {
  const s = new Date(start);
  const e = new Date(end);
  if (sameDay(s, e)) return `${dayFormat.format(s)}, ${timeFormat.format(s)} – ${timeFormat.format(e)}`;
  return `${dayFormat.format(s)}, ${timeFormat.format(s)} – ${dayFormat.format(e)}, ${timeFormat.format(e)}`;
}
