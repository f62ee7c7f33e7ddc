import { MSG } from '@abasto/domain/messages';
import { wallClockOf, wallClockText } from '@abasto/domain/wall-clock';

/** The zone the browser runs in, the fallback when the server names none. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `24/11/2026 18:00 (America/Asuncion)`: a moment in a zone, with the zone's name. */
export function formatInZone(iso: string, zone?: string): string {
  const tz = zone || browserZone();
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = new Intl.DateTimeFormat('es-PY', {
    timeZone: tz,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // Not `hour12: false`, which writes the hour after midnight as 24 (`24:05`).
    hourCycle: 'h23',
  }).format(d);
  return `${text.replace(',', '')} (${tz})`;
}

/**
 * `24/11/2026 18:00 (America/Asuncion)` from a wall clock the server wrote (`aaaa-mm-ddThh:mm`) and
 * its zone: the same text as `formatInZone`, without building a time-zone formatter (the first one
 * a page builds costs some 60 ms of its first load: docs/benchmarks.md). Anything else is shown as
 * it came.
 */
export function formatWallClock(local: string, zone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return local;
  return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]} (${zone})`;
}

/** `2 días 3 horas`, `5 horas 10 minutos`, `4 minutos`; null once the moment has passed. */
export function timeLeft(iso: string, now: number = Date.now()): string | null {
  const ms = new Date(iso).getTime() - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${MSG.sourcingDays(days)} ${MSG.sourcingHours(hours)}` : MSG.sourcingDays(days);
  if (hours > 0) return mins > 0 ? `${MSG.sourcingHours(hours)} ${MSG.sourcingMinutes(mins)}` : MSG.sourcingHours(hours);
  return MSG.sourcingMinutes(Math.max(1, mins));
}

/** Today's date in a zone as `aaaa-mm-dd` (to compare with a typed date). */
export function todayIn(zone?: string, now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone || browserZone() }).format(new Date(now));
}

/** How far a zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function zoneOffset(zone: string, at: number): number {
  const c = wallClockOf(at, zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000;
}

/**
 * An hour typed on the 24-hour clock, as a person types it — `18:00`, `18.00`, `1800`, `6:30`,
 * `630`, `18` — as `hh:mm`; null when it names no hour of the day (docs/sourcing.md).
 */
export function readHour(typed: string): string | null {
  const text = typed.trim();
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(text);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A date (`aaaa-mm-dd`) and time (`hh:mm`) on a zone's wall clock → the ISO instant, or null. */
export function wallTimeToIso(date: string, time: string, zone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  let at = wall - zoneOffset(zone, wall);
  at = wall - zoneOffset(zone, at);
  return new Date(at).toISOString();
}

/** An ISO instant → the date and time on a zone's wall clock (`aaaa-mm-dd`, `hh:mm`). */
export function isoToWallTime(iso: string, zone: string): { date: string; time: string } {
  const [date = '', time = ''] = wallClockText(iso, zone).split('T');
  return { date, time };
}
