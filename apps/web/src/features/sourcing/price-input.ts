import { MSG } from '@abasto/domain/messages';

/** The largest unit price accepted: anything above is a typing accident, not a price. */
export const PRICE_MAX = 999_999_999_999;

export type PriceReading = { ok: true; value: number } | { ok: false; message: string };

const GROUPED = /^\d{1,3}(\d{3})*$/;

function groupsOk(intPart: string, sep: string): boolean {
  const groups = intPart.split(sep);
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/**
 * A price as a person types it, in Paraguay (`1.250.000`, `1.250.000,50`) or in the US
 * (`1,250,000.50`). When both separators appear, the last one is the decimal mark and the other
 * must group thousands exactly. One kind of separator repeated groups thousands. One separator
 * followed by exactly three digits groups thousands (`1.250` is one thousand two hundred and
 * fifty, as in Paraguay), unless the whole part is 0; otherwise it is the decimal mark (`12,5`).
 * Anything else is refused with a message, never guessed.
 */
export function parsePrice(raw: string): PriceReading {
  const text = raw.replace(/[\s\u00a0]/g, '');
  if (text === '') return { ok: false, message: MSG.sourcingPriceRequired };
  if (text.startsWith('-')) return { ok: false, message: MSG.sourcingPriceNotPositive };
  if (!/^[\d.,]+$/.test(text) || !/^\d/.test(text) || !/\d$/.test(text)) return { ok: false, message: MSG.sourcingPriceInvalid };

  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let intPart = text;
  let decimals = '';
  if (dots > 0 && commas > 0) {
    const decimalSep = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const groupSep = decimalSep === '.' ? ',' : '.';
    if (text.split(decimalSep).length - 1 !== 1) return { ok: false, message: MSG.sourcingPriceInvalid };
    [intPart, decimals] = text.split(decimalSep) as [string, string];
    if (!groupsOk(intPart, groupSep)) return { ok: false, message: MSG.sourcingPriceInvalid };
    intPart = intPart.split(groupSep).join('');
  } else if (dots + commas > 1) {
    const sep = dots > 0 ? '.' : ',';
    if (!groupsOk(text, sep)) return { ok: false, message: MSG.sourcingPriceInvalid };
    intPart = text.split(sep).join('');
  } else if (dots + commas === 1) {
    const sep = dots > 0 ? '.' : ',';
    const [a, b] = text.split(sep) as [string, string];
    if (b.length === 3 && /^[1-9]\d{0,2}$/.test(a)) {
      intPart = a + b;
    } else {
      intPart = a;
      decimals = b;
    }
  }
  if (!GROUPED.test(intPart) && !/^\d+$/.test(intPart)) return { ok: false, message: MSG.sourcingPriceInvalid };
  if (decimals.length > 2) return { ok: false, message: MSG.sourcingPriceTooManyDecimals };
  const value = Number(`${intPart}.${decimals || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, message: MSG.sourcingPriceInvalid };
  if (value > PRICE_MAX) return { ok: false, message: MSG.sourcingPriceTooLarge };
  if (value <= 0) return { ok: false, message: MSG.sourcingPriceNotPositive };
  return { ok: true, value };
}

/** An amount as shown in Paraguay: `1.250.000,5`; at most two decimals. */
export function formatAmount(value: number): string {
  return new Intl.NumberFormat('es-PY', { maximumFractionDigits: 2 }).format(value);
}

/** An amount with its currency code: `PYG 1.250.000`. */
export function formatMoney(value: number, currency: string): string {
  return `${currency} ${formatAmount(value)}`;
}
