import { formatPrice } from '@abasto/domain/sourcing';

/** An amount with its currency code: `PYG 1.250.000`; without a currency, the amount alone. */
export function formatMoney(value: number, currency: string | null | undefined): string {
  return currency ? `${currency} ${formatPrice(value, currency)}` : formatPrice(value, 'PYG');
}
