import { MSG } from '@abasto/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Mail to a supplier that is being deleted and that has not gone out yet is cancelled: its
 * quotation messages, its activation e-mail and whatever was on its way to its login. A message
 * marked 'cancelled' is never taken by the worker, and one a worker has claimed but not yet
 * handed to SMTP is dropped too, since the worker renews its claim (status 'sending') just
 * before sending. The quotation's delivery log shows the recipient as cancelled, with the reason.
 */
async function cancelUndeliveredMail(tx: Tx, supplierId: number, loginIds: string[]): Promise<void> {
  const cancelled = await queryRows<{ id: number }>(
    tx,
    sql`
    update mail_messages set status = 'cancelled', locked_by = null, locked_until = null,
      last_error = ${MSG.quotationRecipientSupplierDeleted}, updated_at = now()
    where status in ('pending', 'sending') and (
      id in (select message_id from quotation_recipients where supplier_id = ${supplierId} and message_id is not null)
      or (ref_kind = 'supplier-registration' and ref_id = ${String(supplierId)})
      or (ref_kind in ('user-invitation', 'password-recovery', 'login-code')
          and ref_id in (select (jsonb_array_elements_text(${JSON.stringify(loginIds)}::jsonb))))
    )
    returning id`,
  );
  if (cancelled.length === 0) return;
  await queryRows(
    tx,
    sql`
    update quotation_recipients set status = 'cancelled', reason = ${MSG.quotationRecipientSupplierDeleted}, updated_at = now()
    where message_id in (select (jsonb_array_elements_text(${JSON.stringify(cancelled.map((c) => c.id))}::jsonb))::int)`,
  );
}

/** Erases a supplier and its login (docs/product.md#decisions). */
export async function deleteSupplier({ ctx, id }: { ctx: AppContext; id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Locks the supplier first: a quotation being sent to it at the same time waits or sees it gone.
    const [found] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).for('update');
    if (!found) throw AppError.notFound(MSG.supplierNotFound);
    const logins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.supplierId, id), eq(users.role, 'proveedor')));
    await cancelUndeliveredMail(tx, id, logins.map((l) => String(l.id)));
    await tx.delete(suppliers).where(eq(suppliers.id, id));
    await tx.delete(users).where(and(eq(users.supplierId, id), eq(users.role, 'proveedor')));
  });
}
