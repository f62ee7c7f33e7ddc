/**
 * Numbers and dates the way Spanish writes them, written out instead of through Intl: the first
 * Intl formatter a page builds loads the locale data, some 45 ms on a desktop CPU and four times
 * that on a phone, in the middle of a first render (the supplier list's count, the supplier
 * detail's creation date, the rating's points). Each is pinned to Intl's own output by its test.
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
