/**
 * Numbers and dates the way Spanish writes them, written out instead of through Intl: the first
 * Intl formatter a page builds loads the locale data, some 45 ms on a desktop CPU and four times
 * that on a phone, in the middle of a first render (the supplier list's count, the supplier
 * detail's creation date, the rating's points, the cotizaciones' dates). Each is pinned to Intl's
 * own output by its test.
 */

/**
 * A whole number as `Intl.NumberFormat('es')` writes it: thousands grouped with '.', and only from
 * five digits on (1234, 12.345).
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 ? `-${grouped}` : grouped;
}

/**
 * A number as `n.toLocaleString('es', { maximumFractionDigits })` writes it: the whole part as
 * formatCount, then ',' and the decimals, rounded half away from zero as Intl rounds: on the
 * number's shortest decimal form (59.9995 → 60, where toFixed would see 59.99949…), without
 * trailing zeros.
 */
export function formatDecimal(n: number, maximumFractionDigits = 3): string {
  const plain = String(Math.abs(n));
  if (!Number.isFinite(n) || plain.includes('e')) return n.toLocaleString('es', { maximumFractionDigits });
  const [whole = '0', fraction = ''] = plain.split('.');
  let units = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') units += 1n;
  const scale = 10n ** BigInt(maximumFractionDigits);
  const decimals = maximumFractionDigits > 0 ? (units % scale).toString().padStart(maximumFractionDigits, '0').replace(/0+$/, '') : '';
  const text = `${formatCount(Number(units / scale))}${decimals ? `,${decimals}` : ''}`;
  return n < 0 ? `-${text}` : text;
}

/** A moment's day in the browser's time zone as `toLocaleDateString('es')` writes it: 5/3/2026. */
export function formatShortDate(value: string | number | Date): string {
  const d = new Date(value);
  return `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The hour on Spanish's 12-hour clock, as Intl writes it: `2:05 p. m.`, `12:07 a. m.`; with `:09` seconds when asked. */
function clock12(d: Date, seconds: boolean): string {
  const h = d.getHours();
  const time = `${h % 12 || 12}:${twoDigits(d.getMinutes())}${seconds ? `:${twoDigits(d.getSeconds())}` : ''}`;
  return `${time} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}

/**
 * A moment in the browser's time zone as `toLocaleString('es-PY', { dateStyle: 'short', timeStyle: 'short' })`
 * writes it: 29/11/26, 2:05 p. m. What cannot be read as a moment is returned as it came.
 */
export function formatShortDateTime(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${d.getDate()}/${d.getMonth() + 1}/${twoDigits(d.getFullYear() % 100)}, ${clock12(d, false)}`;
}

/** As `toLocaleString('es-PY')` writes it: 29/11/2026, 2:05:09 p. m. What cannot be read as a moment is returned as it came. */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${formatShortDate(d)}, ${clock12(d, true)}`;
}
