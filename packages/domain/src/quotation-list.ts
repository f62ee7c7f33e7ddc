/**
 * What the quotation history (`/cotizaciones`, docs/product.md#quotation-list) reads from the domain.
 * No zod and no message catalogue here: the history is drawn without the schemas, and its first
 * call leaves from the small early script (apps/web/src/early.ts); quotation.ts re-exports it.
 */

export const QUOTATION_PAGE_SIZE = 10;

/**
 * Where one recipient's e-mail is: waiting or being sent, delivered, failed with a reason, or
 * cancelled (the supplier was deleted before it went out).
 */
export const RECIPIENT_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
