import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { onMailStateChange } from '../mail/mail-events.ts';

let following = false;

/**
 * Keeps each recipient's delivery state in step with its outbox message: the mail worker calls
 * this inside the transaction that records the outcome, so both commit together. A message that
 * will be retried stays 'pending' with the reason of the failed attempt.
 */
export function followQuotationDeliveries(): void {
  if (following) return;
  following = true;
  onMailStateChange('quotation', async (tx, change) => {
    const status = change.status === 'sent' ? 'sent' : change.status === 'failed' ? 'failed' : 'pending';
    await queryRows(
      tx,
      sql`
      update quotation_recipients set
        status = ${status},
        reason = ${status === 'sent' ? null : change.lastError},
        sent_at = case when ${status} = 'sent' then now() else null end,
        updated_at = now()
      where message_id = ${change.messageId}`,
    );
  });
}
