import { MSG } from './messages.ts';

/**
 * What the quotation history (`/cotizaciones`, docs/product.md#quotations) reads from the domain.
 * No zod here: the history is drawn with the first screens' code, where zod and the schemas are
 * not loaded; quotation.ts re-exports it.
 */

export const QUOTATION_PAGE_SIZE = 10;

/**
 * Where one recipient's e-mail is: waiting or being sent, delivered, failed with a reason, or
 * cancelled (the supplier was deleted before it went out).
 */
export const RECIPIENT_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  pending: MSG.quotationRecipientPending,
  sent: MSG.quotationRecipientSent,
  failed: MSG.quotationRecipientFailed,
  cancelled: MSG.quotationRecipientCancelled,
};
