/** A moment's date and time on a zone's wall clock, 24-hour clock. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * A moment on a zone's wall clock (Intl's time-zone data): the server writes deadlines in the
 * company's zone with it, and the compose screen reads a typed hour in a zone back to a moment.
 */
export function wallClockOf(at: Date | number, zone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** A moment on a zone's wall clock as `aaaa-mm-ddThh:mm`, the form the API sends (`fechaLimiteLocal`). */
export function wallClockText(at: Date | number | string, zone: string): string {
  const c = wallClockOf(typeof at === 'string' ? new Date(at) : at, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}
