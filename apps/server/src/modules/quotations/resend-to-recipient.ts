import { MSG } from '@abasto/domain/messages';
import type { QuotationDetail } from '@abasto/domain/quotation';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { quotationAttachments, quotationRecipients, quotations } from '../../db/schema/quotations.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { resendMail } from '../sourcing/create-sourcing.ts';
import { quotationMail, supplierAddress } from './quotation-mail.ts';
import { quotationDetail } from './quotation-queries.ts';
import { refuseIneligible } from './request-eligibility.ts';

/**
 * Sends a quotation again to one recipient whose delivery failed: a new outbox message to the
 * supplier's current address (it may have been corrected since), or to the recorded one when the
 * supplier is gone. The other recipients are not touched.
 */
export async function resendToRecipient({
  ctx,
  quotationId,
  recipientId,
}: {
  ctx: AppContext;
  quotationId: number;
  recipientId: number;
}): Promise<QuotationDetail> {
  await ctx.db.transaction(async (tx) => {
    const [quotation] = await tx.select().from(quotations).where(eq(quotations.id, quotationId));
    if (!quotation) throw AppError.notFound(MSG.quotationNotFound);
    const [recipient] = await tx
      .select()
      .from(quotationRecipients)
      .where(and(eq(quotationRecipients.id, recipientId), eq(quotationRecipients.quotationId, quotationId)))
      .for('update');
    if (!recipient) throw AppError.notFound(MSG.quotationRecipientNotFound);
    if (recipient.status !== 'failed') throw AppError.conflict(MSG.quotationRecipientNotFailed);

    let address = recipient.email;
    if (recipient.supplierId !== null) {
      const [supplier] = await tx
        .select({
          id: suppliers.id,
          email: suppliers.email,
          emailEjecutivo: suppliers.emailEjecutivo,
          razon_social: suppliers.razonSocial,
          nombre_fantasia: suppliers.nombreFantasia,
          calificacion: suppliers.calificacion,
          admision: suppliers.admision,
        })
        .from(suppliers)
        .where(eq(suppliers.id, recipient.supplierId));
      // Rated Rechazado or not accepted since it was sent: no new message (docs/product.md#qualification).
      if (supplier) refuseIneligible([supplier]);
      if (supplier) address = supplierAddress(supplier);
    }
    if (!address) throw AppError.conflict(MSG.quotationRecipientNoEmail);

    const files = await tx
      .select()
      .from(quotationAttachments)
      .where(eq(quotationAttachments.quotationId, quotationId))
      .orderBy(asc(quotationAttachments.position));
    const messageId = await enqueueMail(
      tx,
      // A sourcing request's resend carries a new answer link, which replaces the earlier ones.
      await resendMail(ctx, tx, recipientId, quotationId, quotationMail({
        quotationId,
        title: quotation.title,
        descripcion: quotation.descripcion,
        authorName: quotation.authorName,
        authorEmail: quotation.authorEmail,
        to: address,
        toName: recipient.supplierName,
        attachments: files.map((f) => ({ attachmentId: f.attachmentId, filename: f.filename, contentType: f.contentType })),
      })),
    );
    await tx
      .update(quotationRecipients)
      .set({ email: address, messageId, status: 'pending', reason: null, sentAt: null, updatedAt: new Date() })
      .where(eq(quotationRecipients.id, recipientId));
  });
  return (await quotationDetail(ctx.db, quotationId))!;
}
