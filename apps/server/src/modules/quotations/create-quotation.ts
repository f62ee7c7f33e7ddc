import crypto from 'node:crypto';
import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import {
  type CreateQuotationSchema,
  QUOTATION_DESCRIPTION_MAX,
  QUOTATION_MAX_FILES,
  QUOTATION_TOTAL_MAX_BYTES,
  QUOTATION_TITLE_MAX,
  type QuotationCreated,
} from '@abasto/domain/quotation';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows } from '../../db/client.ts';
import type { users } from '../../db/schema/core.ts';
import { mailAttachments } from '../../db/schema/mail.ts';
import { quotationAttachments, quotations } from '../../db/schema/quotations.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMailing, enqueueMails, type MailAttachmentRef, storeMailAttachment } from '../mail/enqueue-mail.ts';
import { type DecodedAttachment, decodeAttachments } from './decode-attachments.ts';
import { quotationContent, supplierAddress, supplierDisplayName } from './quotation-mail.ts';
import { sourcingOf, sourcingMails, storeSourcing } from '../sourcing/create-sourcing.ts';
import { quotationDetail } from './quotation-queries.ts';
import { refuseIneligible } from './request-eligibility.ts';
import { isBlankDescription, sanitizeDescription } from './sanitize-description.ts';

type Author = Pick<typeof users.$inferSelect, 'id' | 'name' | 'lastName' | 'email'>;

export interface CreateQuotationParams {
  ctx: AppContext;
  author: Author;
  input: z.output<typeof CreateQuotationSchema>;
}

const uniqueInOrder = (ids: number[]) => [...new Set(ids)];

interface ChosenSupplier {
  id: number;
  razon_social: string;
  nombre_fantasia: string | null;
  email: string | null;
  email_ejecutivo: string[] | null;
  calificacion: string | null;
  admision: string | null;
}

/** The chosen suppliers in the order given; the ids travel as one parameter, however many. */
async function loadSuppliers(db: Db, ids: number[]) {
  // One row holding them all as JSON: the embedded driver reads one row faster than thousands.
  const [found] = await queryRows<{ rows: string | null }>(
    db,
    sql`
    select json_agg(json_build_object('id', id, 'razon_social', razon_social, 'nombre_fantasia', nombre_fantasia,
      'email', email, 'email_ejecutivo', email_ejecutivo, 'calificacion', calificacion, 'admision', admision))::text as rows
    from suppliers
    where id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
  );
  const rows = JSON.parse(found?.rows ?? '[]') as ChosenSupplier[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ') + (missing.length > 10 ? '…' : '');
    throw AppError.badRequest(fillMessage(MSG.quotationUnknownSuppliers, { ids: shown }));
  }
  refuseIneligible(rows);
  return ids.map((id) => {
    const s = byId.get(id)!;
    const shape = { emailEjecutivo: s.email_ejecutivo, email: s.email, nombreFantasia: s.nombre_fantasia, razonSocial: s.razon_social };
    return { id, name: supplierDisplayName(shape), address: supplierAddress(shape) };
  });
}

async function findRepeat(db: Db, authorId: number, clientRequestId: string, fingerprint: string) {
  const [row] = await db
    .select({ id: quotations.id, fingerprint: quotations.requestFingerprint })
    .from(quotations)
    .where(and(eq(quotations.authorId, authorId), eq(quotations.clientRequestId, clientRequestId)));
  if (!row) return null;
  // The same id with other content: an edited draft retried. Answering "sent" would be a lie.
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) throw AppError.conflict(MSG.quotationRequestIdReused);
  return row.id;
}

/** A file of the request: uploaded now (bytes) or kept from an earlier quotation (stored bytes). */
type RequestFile = { filename: string; contentType: string; size: number; sha256: string } & (
  | { content: Buffer; attachmentId?: undefined }
  | { content?: undefined; attachmentId: number }
);

const uploaded = (f: DecodedAttachment): RequestFile => ({
  ...f,
  size: f.content.length,
  sha256: crypto.createHash('sha256').update(f.content).digest('hex'),
});

/**
 * The files of an earlier quotation named in `adjuntosDe`, by reference to their stored bytes
 * ("Enviar Nuevo pedido de cotización", docs/product.md#quotation-detail); a file uploaded now
 * under the same name replaces the earlier one.
 */
async function keptFiles(db: Db, from: { cotizacionId: number; archivos: string[] }, replaced: Set<string>): Promise<RequestFile[]> {
  const wanted = [...new Set(from.archivos)].filter((name) => !replaced.has(name));
  const [source] = await db.select({ id: quotations.id }).from(quotations).where(eq(quotations.id, from.cotizacionId));
  if (!source) throw AppError.notFound(MSG.quotationNotFound);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      filename: quotationAttachments.filename,
      contentType: quotationAttachments.contentType,
      size: quotationAttachments.size,
      attachmentId: quotationAttachments.attachmentId,
      sha256: mailAttachments.sha256,
    })
    .from(quotationAttachments)
    .innerJoin(mailAttachments, eq(mailAttachments.id, quotationAttachments.attachmentId))
    .where(eq(quotationAttachments.quotationId, from.cotizacionId))
    .orderBy(quotationAttachments.position);
  const byName = new Map(rows.map((r) => [r.filename, r]));
  return wanted.map((name) => {
    const row = byName.get(name);
    if (!row) throw AppError.badRequest(fillMessage(MSG.quotationSourceFileMissing, { name }));
    return row;
  });
}

/** What a request asks for, as one hash: title, description, suppliers in order, files (name, type, bytes). */
function requestFingerprint(title: string, descripcion: string, supplierIds: number[], files: RequestFile[]) {
  const canonical = JSON.stringify({
    title,
    descripcion,
    supplierIds,
    files: files.map((f) => [f.filename, f.contentType, f.sha256]),
  });
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/**
 * POST /api/cotizacion/: stores the quotation, its files, one recipient per supplier (name and
 * address as they are now) and one outbox message per supplier that has an address, all in one
 * transaction; the mail worker delivers them afterwards. A supplier without an address is
 * recorded as failed with the reason. A repeated call with the same clientRequestId (double
 * click, retry after a lost answer) returns the first quotation and sends nothing; the same id
 * with other content (an edited draft) is refused with 409.
 */
export async function createQuotation({ ctx, author, input }: CreateQuotationParams): Promise<QuotationCreated> {
  const title = input.title.replaceAll('\u0000', '').trim();
  if (input.descripcion.length > QUOTATION_DESCRIPTION_MAX * 2) throw AppError.badRequest(MSG.quotationDescriptionTooLong);
  const descripcion = sanitizeDescription(input.descripcion.replaceAll('\u0000', ''));
  if (title === '' || isBlankDescription(descripcion)) throw AppError.badRequest(MSG.quotationFieldsRequired);
  if (title.length > QUOTATION_TITLE_MAX) {
    throw AppError.badRequest(fillMessage(MSG.quotationTitleTooLong, { max: QUOTATION_TITLE_MAX }));
  }
  if (descripcion.length > QUOTATION_DESCRIPTION_MAX) throw AppError.badRequest(MSG.quotationDescriptionTooLong);
  const decoded = decodeAttachments(input.file ?? []);
  const kept = input.adjuntosDe ? await keptFiles(ctx.db, input.adjuntosDe, new Set(decoded.map((f) => f.filename))) : [];
  const files: RequestFile[] = [...kept, ...decoded.map(uploaded)];
  if (files.reduce((sum, f) => sum + f.size, 0) > QUOTATION_TOTAL_MAX_BYTES) {
    throw new AppError(413, 'FILES_TOO_LARGE', MSG.quotationFilesTooLarge);
  }
  if (files.length > QUOTATION_MAX_FILES) {
    throw AppError.badRequest(fillMessage(MSG.quotationTooManyFiles, { max: QUOTATION_MAX_FILES }));
  }
  // Lines or a deadline make it a sourcing request (docs/sourcing.md); otherwise nothing changes.
  const sourcing = sourcingOf(ctx, input);
  const requestId = input.clientRequestId ?? null;

  const repeat = async (id: number): Promise<QuotationCreated> => ({
    data: (await quotationDetail(ctx.db, id))!,
    repeated: true,
  });
  const supplierIds = uniqueInOrder(input.fornecedores.map((f) => f._id));
  const fingerprint = requestFingerprint(title, descripcion, supplierIds, files);
  if (requestId) {
    const earlier = await findRepeat(ctx.db, author.id, requestId, fingerprint);
    if (earlier !== null) return repeat(earlier);
  }

  const chosen = await loadSuppliers(ctx.db, supplierIds);
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
        requestFingerprint: fingerprint,
      })
      .onConflictDoNothing({ target: [quotations.authorId, quotations.clientRequestId] })
      .returning({ id: quotations.id });
    // Another call with the same request id committed first: this one adds nothing.
    if (!created) return null;

    const refs: MailAttachmentRef[] = [];
    for (const [position, f] of files.entries()) {
      const attachmentId = f.content ? await storeMailAttachment(tx, f.content, f.sha256) : f.attachmentId;
      refs.push({ attachmentId, filename: f.filename, contentType: f.contentType });
      await tx.insert(quotationAttachments).values({
        quotationId: created.id,
        position,
        attachmentId,
        filename: f.filename,
        contentType: f.contentType,
        size: f.size,
      });
    }

    // One content for every supplier: the outbox stores the body and files once.
    const content = quotationContent({
      quotationId: created.id,
      title,
      descripcion,
      authorName,
      authorEmail: author.email,
      attachments: refs,
    });
    const addressed = chosen.filter((s) => s.address !== null);
    // A sourcing request gives each recipient its own answer link, so each its own body.
    const linked = sourcing ? sourcingMails(ctx, content, sourcing, addressed) : null;
    // Otherwise one content and one small row per supplier (enqueueMailing).
    const messageIds = linked
      ? await enqueueMails(tx, linked.mails)
      : await enqueueMailing(tx, content, addressed.map((s) => ({ to: s.address!, toName: s.name })));
    const messageOf = new Map(addressed.map((s, i) => [s.id, messageIds[i]!]));
    // All recipients in one statement with one parameter, however many there are: per row only
    // what differs (supplier, name, address, message), in order; a supplier without an address
    // is recorded as failed with the reason.
    const rows = JSON.stringify(chosen.map((s) => [s.id, s.name, s.address, messageOf.get(s.id) ?? null]));
    const [inserted] = await queryRows<{ recipients: string | null }>(
      tx,
      sql`
      with r as (
        insert into quotation_recipients (quotation_id, position, supplier_id, supplier_name, email, message_id, status, reason)
        select ${created.id}, (r.ord - 1)::int, (r.v ->> 0)::int, r.v ->> 1, r.v ->> 2, (r.v ->> 3)::int,
               case when r.v ->> 2 is null then 'failed' else 'pending' end,
               case when r.v ->> 2 is null then ${MSG.quotationRecipientNoEmail} end
        from jsonb_array_elements(${rows}::jsonb) with ordinality as r(v, ord)
        returning id, supplier_id
      )
      select json_agg(json_build_object('id', id, 'supplier_id', supplier_id))::text as recipients from r`,
    );
    if (sourcing) {
      const recipients = JSON.parse(inserted?.recipients ?? '[]') as { id: number; supplier_id: number }[];
      await storeSourcing(tx, created.id, sourcing, recipients, linked!.tokens);
    }
    return created.id;
  });

  if (createdId === null) return repeat((await findRepeat(ctx.db, author.id, requestId!, fingerprint))!);
  return { data: (await quotationDetail(ctx.db, createdId))!, repeated: false };
}
