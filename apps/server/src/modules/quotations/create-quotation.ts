import { MSG } from '@abasto/domain/messages';
import {
  type CreateQuotationSchema,
  fill,
  QUOTATION_DESCRIPTION_MAX,
  QUOTATION_TITLE_MAX,
  type QuotationCreated,
} from '@abasto/domain/quotation';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/core.ts';
import { quotationAttachments, quotationRecipients, quotations } from '../../db/schema/quotations.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMails, type MailAttachmentRef, storeMailAttachment } from '../mail/enqueue-mail.ts';
import { decodeAttachments } from './decode-attachments.ts';
import { quotationMail, supplierAddress, supplierDisplayName } from './quotation-mail.ts';
import { quotationDetail } from './quotation-queries.ts';
import { isBlankDescription, sanitizeDescription } from './sanitize-description.ts';

type Author = Pick<typeof users.$inferSelect, 'id' | 'name' | 'lastName' | 'email'>;

export interface CreateQuotationParams {
  ctx: AppContext;
  author: Author;
  input: z.output<typeof CreateQuotationSchema>;
}

const uniqueInOrder = (ids: number[]) => [...new Set(ids)];

async function loadSuppliers(db: Db, ids: number[]) {
  const rows: {
    id: number;
    razonSocial: string;
    nombreFantasia: string | null;
    email: string | null;
    emailEjecutivo: string[];
  }[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await db
        .select({
          id: suppliers.id,
          razonSocial: suppliers.razonSocial,
          nombreFantasia: suppliers.nombreFantasia,
          email: suppliers.email,
          emailEjecutivo: suppliers.emailEjecutivo,
        })
        .from(suppliers)
        .where(inArray(suppliers.id, ids.slice(i, i + 1000)))),
    );
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ') + (missing.length > 10 ? '…' : '');
    throw AppError.badRequest(fill(MSG.quotationUnknownSuppliers, { ids: shown }));
  }
  return ids.map((id) => byId.get(id)!);
}

async function findRepeat(db: Db, authorId: number, clientRequestId: string) {
  const [row] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.authorId, authorId), eq(quotations.clientRequestId, clientRequestId)));
  return row?.id ?? null;
}

/**
 * POST /api/cotizacion/: stores the quotation, its files, one recipient per supplier (name and
 * address as they are now) and one outbox message per supplier that has an address, all in one
 * transaction; the mail worker delivers them afterwards. A supplier without an address is
 * recorded as failed with the reason. A repeated call with the same clientRequestId (double
 * click, retry after a lost answer) returns the first quotation and sends nothing.
 */
export async function createQuotation({ ctx, author, input }: CreateQuotationParams): Promise<QuotationCreated> {
  const title = input.title.replaceAll('\u0000', '').trim();
  if (input.descripcion.length > QUOTATION_DESCRIPTION_MAX * 2) throw AppError.badRequest(MSG.quotationDescriptionTooLong);
  const descripcion = sanitizeDescription(input.descripcion.replaceAll('\u0000', ''));
  if (title === '' || isBlankDescription(descripcion)) throw AppError.badRequest(MSG.quotationFieldsRequired);
  if (title.length > QUOTATION_TITLE_MAX) {
    throw AppError.badRequest(fill(MSG.quotationTitleTooLong, { max: QUOTATION_TITLE_MAX }));
  }
  if (descripcion.length > QUOTATION_DESCRIPTION_MAX) throw AppError.badRequest(MSG.quotationDescriptionTooLong);
  const files = decodeAttachments(input.file ?? []);
  const requestId = input.clientRequestId ?? null;

  const repeat = async (id: number): Promise<QuotationCreated> => ({
    data: (await quotationDetail(ctx.db, id))!,
    repeated: true,
  });
  if (requestId) {
    const earlier = await findRepeat(ctx.db, author.id, requestId);
    if (earlier !== null) return repeat(earlier);
  }

  const chosen = await loadSuppliers(ctx.db, uniqueInOrder(input.fornecedores.map((f) => f._id)));
  const authorName = `${author.name} ${author.lastName}`.trim() || null;

  const createdId = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(quotations)
      .values({
        title,
        descripcion,
        authorId: author.id,
        authorName,
        authorEmail: author.email,
        clientRequestId: requestId,
      })
      .onConflictDoNothing({ target: [quotations.authorId, quotations.clientRequestId] })
      .returning({ id: quotations.id });
    // Another call with the same request id committed first: this one adds nothing.
    if (!created) return null;

    const refs: MailAttachmentRef[] = [];
    for (const [position, f] of files.entries()) {
      const attachmentId = await storeMailAttachment(tx, f.content);
      refs.push({ attachmentId, filename: f.filename, contentType: f.contentType });
      await tx.insert(quotationAttachments).values({
        quotationId: created.id,
        position,
        attachmentId,
        filename: f.filename,
        contentType: f.contentType,
        size: f.content.length,
      });
    }

    const recipients = chosen.map((s) => ({ supplier: s, address: supplierAddress(s), name: supplierDisplayName(s) }));
    const addressed = recipients.filter((r) => r.address !== null);
    const messageIds = await enqueueMails(
      tx,
      addressed.map((r) =>
        quotationMail({
          quotationId: created.id,
          title,
          descripcion,
          authorName,
          authorEmail: author.email,
          to: r.address!,
          toName: r.name,
          attachments: refs,
        }),
      ),
    );
    const messageOf = new Map(addressed.map((r, i) => [r.supplier.id, messageIds[i]!]));
    const rows = recipients.map((r, position) => ({
      quotationId: created.id,
      position,
      supplierId: r.supplier.id,
      supplierName: r.name,
      email: r.address,
      messageId: messageOf.get(r.supplier.id) ?? null,
      status: r.address === null ? ('failed' as const) : ('pending' as const),
      reason: r.address === null ? MSG.quotationRecipientNoEmail : null,
    }));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(quotationRecipients).values(rows.slice(i, i + 1000));
    return created.id;
  });

  if (createdId === null) return repeat((await findRepeat(ctx.db, author.id, requestId!))!);
  return { data: (await quotationDetail(ctx.db, createdId))!, repeated: false };
}
