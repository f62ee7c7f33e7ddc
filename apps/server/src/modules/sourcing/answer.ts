import crypto from 'node:crypto';
import { fillMessage as fill } from '@abasto/domain/fill-message';
import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import {
  type AnswerBody,
  checkAnswer,
  DECLINE_REASONS,
  formatPrice,
  roundMoney,
  SOURCING_UNITS,
  type SupplierRequest,
  tokenValidUntil,
} from '@abasto/domain/sourcing';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail, storeMailAttachment } from '../mail/enqueue-mail.ts';
import { decodeAttachments } from '../quotations/decode-attachments.ts';
import { companyTimeZone, formatDeadline, simpleMail } from './sourcing-mail.ts';
import {
  answerUrl,
  assertOpen,
  clockOf,
  isoOf,
  newAnswerToken,
  recipientOfToken,
  recipientStates,
  requireRequest,
  type SourcingRequest,
  stateOf,
  storeTokens,
} from './sourcing-store.ts';

/** What the supplier sees: the request, its lines and files, and its own latest answer. */
async function supplierView(db: Db | Tx, ctx: AppContext, request: SourcingRequest, recipientId: number): Promise<SupplierRequest> {
  const now = clockOf(ctx);
  const [me] = await recipientStates(db, request, { recipientIds: [recipientId] });
  const files = await queryRows<{ filename: string; content_type: string; size: number }>(
    db,
    sql`select filename, content_type, size from quotation_attachments where quotation_id = ${request.id} order by position`,
  );
  const estado = stateOf(request, now);
  const mensaje =
    estado === MSG.sourcingStateCancelled
      ? MSG.sourcingCancelled
      : estado === MSG.sourcingStateAwarded
        ? MSG.sourcingAwarded
        : estado === MSG.sourcingStateClosed
          ? MSG.sourcingClosed
          : null;
  const latest = me?.latest ?? null;
  return {
    id: request.id,
    empresa: PRODUCT_NAME,
    title: request.title,
    descripcion: request.descripcion,
    proveedor: me?.name ?? '',
    estado,
    fechaLimite: isoOf(request.fechaLimite),
    zonaHoraria: companyTimeZone(),
    monedas: request.monedas,
    aceptaRespuestas: mensaje === null,
    mensaje,
    items: request.items,
    archivos: files.map((f) => ({ filename: f.filename, contentType: f.content_type, size: f.size })),
    motivosDeclinacion: [...DECLINE_REASONS],
    unidades: [...SOURCING_UNITS],
    respuesta: latest
      ? {
          version: latest.version,
          respondidaAt: latest.submittedAt.toISOString(),
          declina: latest.declina,
          motivo: latest.motivo,
          motivoTexto: latest.motivoTexto,
          moneda: latest.moneda,
          plazoEntregaDias: latest.plazoEntregaDias,
          validaHasta: latest.validaHasta,
          condicionesPago: latest.condicionesPago,
          notas: latest.notas,
          items: latest.items,
          archivos: latest.archivos,
        }
      : null,
    debeReconfirmar: me?.debeReconfirmar ?? false,
  };
}

async function recordView(db: Db | Tx, recipientId: number, now: Date) {
  await queryRows(
    db,
    sql`insert into sourcing_views (recipient_id, first_viewed_at) values (${recipientId}, ${now.toISOString()})
        on conflict (recipient_id) do nothing`,
  );
}

/** A link opens its request until 30 days after the deadline (or the close). */
function assertLinkAlive(request: SourcingRequest, now: Date) {
  const until = tokenValidUntil(request);
  if (until && until.getTime() < now.getTime()) throw AppError.notFound(MSG.sourcingTokenExpired);
}

/** GET /api/respuesta/{token}: the request as its recipient sees it; the first call marks it 'Vista'. */
export async function openByToken(ctx: AppContext, token: string): Promise<SupplierRequest> {
  const { recipientId, quotationId } = await recipientOfToken(ctx.db, token);
  const request = await requireRequest(ctx.db, quotationId);
  const now = clockOf(ctx);
  assertLinkAlive(request, now);
  await recordView(ctx.db, recipientId, now);
  return supplierView(ctx.db, ctx, request, recipientId);
}

/** The logged-in proveedor's recipient row of a request: its own only (another's is 404). */
export async function recipientOfSupplier(db: Db, supplierId: number | null, quotationId: number): Promise<number> {
  if (supplierId === null) throw new AppError(403, 'SUPPLIER_NOT_LINKED', MSG.sourcingSupplierNotLinked);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
    select r.id from quotation_recipients r join sourcing_requests s on s.quotation_id = r.quotation_id
    where r.quotation_id = ${quotationId} and r.supplier_id = ${supplierId}
    order by r.position limit 1`,
  );
  if (!row) throw AppError.notFound(MSG.sourcingRequestNotFound);
  return row.id;
}

export async function openForSupplier(ctx: AppContext, supplierId: number | null, quotationId: number): Promise<SupplierRequest> {
  const recipientId = await recipientOfSupplier(ctx.db, supplierId, quotationId);
  const request = await requireRequest(ctx.db, quotationId);
  await recordView(ctx.db, recipientId, clockOf(ctx));
  return supplierView(ctx.db, ctx, request, recipientId);
}

export interface SubmitParams {
  ctx: AppContext;
  recipientId: number;
  quotationId: number;
  body: AnswerBody;
  idempotencyKey: string | null;
  via: 'link' | 'login';
  userId: number | null;
}

const money = (v: number, moneda: string) => `${formatPrice(v, moneda)} ${moneda}`;

/**
 * A submit: a new immutable version n+1 of the recipient's answer, with its lines and files,
 * and a copy e-mailed to the supplier, in one transaction. The recipient's row is locked, so two
 * tabs submitting at once give two versions; the same idempotency key again adds nothing (and
 * with other content is refused, 409). Refused once the request is closed, awarded or cancelled.
 */
export async function submitAnswer(p: SubmitParams): Promise<{ version: number; repeated: boolean; data: SupplierRequest }> {
  const { ctx } = p;
  const files = p.body.declina === true ? [] : decodeAttachments(p.body.file ?? []);
  const key = p.idempotencyKey ?? p.body.idempotencyKey ?? null;
  const result = await ctx.db.transaction(async (tx) => {
    const [recipient] = await queryRows<{ id: number; supplier_name: string; email: string | null }>(
      tx,
      sql`select id, supplier_name, email from quotation_recipients where id = ${p.recipientId} for update`,
    );
    if (!recipient) throw AppError.notFound(MSG.sourcingTokenNotFound);
    const request = await requireRequest(tx, p.quotationId);
    const now = clockOf(ctx);
    assertOpen(request, now);
    const checked = checkAnswer(p.body, {
      itemIds: request.items.map((i) => i.id),
      monedas: request.monedas,
      today: now.toISOString().slice(0, 10),
    });
    if (!checked.ok) throw AppError.badRequest(checked.issues[0]!.message, checked.issues);
    const answer = checked.value;
    const contentHash = crypto
      .createHash('sha256')
      .update(JSON.stringify({ answer, files: files.map((f) => [f.filename, crypto.createHash('sha256').update(f.content).digest('hex')]) }))
      .digest('hex');

    if (key) {
      const [earlier] = await queryRows<{ version: number; content_hash: string }>(
        tx,
        sql`select version, content_hash from sourcing_answers where recipient_id = ${p.recipientId} and idempotency_key = ${key}`,
      );
      if (earlier) {
        if (earlier.content_hash !== contentHash) throw AppError.conflict(MSG.sourcingIdempotencyKeyReused);
        return { version: earlier.version, repeated: true, request };
      }
    }
    const [{ next } = { next: 1 }] = await queryRows<{ next: number }>(
      tx,
      sql`select coalesce(max(version), 0) + 1 as next from sourcing_answers where recipient_id = ${p.recipientId}`,
    );
    const version = Number(next);
    const offer = answer.declina ? null : answer;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`
      insert into sourcing_answers (recipient_id, version, idempotency_key, content_hash, declina, motivo, motivo_texto, moneda,
        plazo_entrega_dias, valida_hasta, condiciones_pago, notas, via, user_id, submitted_at)
      values (${p.recipientId}, ${version}, ${key}, ${contentHash}, ${answer.declina},
        ${answer.declina ? answer.motivo : null}, ${answer.declina ? answer.motivoTexto : null}, ${offer?.moneda ?? null},
        ${offer?.plazoEntregaDias ?? null}, ${offer?.validaHasta ?? null}, ${offer?.condicionesPago ?? null}, ${offer?.notas ?? null},
        ${p.via}, ${p.userId}, ${now.toISOString()})
      returning id`,
    );
    if (offer && offer.items.length > 0) {
      await queryRows(
        tx,
        sql`
        insert into sourcing_answer_lines (answer_id, item_id, precio_unitario, nota)
        select ${row!.id}, x.item_id, x.precio_unitario, x.nota
        from jsonb_to_recordset(${JSON.stringify(offer.items.map((i) => ({ item_id: i.itemId, precio_unitario: i.precioUnitario, nota: i.nota })))}::jsonb)
          as x(item_id int, precio_unitario numeric, nota text)`,
      );
    }
    for (const [position, f] of files.entries()) {
      const attachmentId = await storeMailAttachment(tx, f.content);
      await queryRows(
        tx,
        sql`insert into sourcing_answer_files (answer_id, position, attachment_id, filename, content_type, size)
            values (${row!.id}, ${position}, ${attachmentId}, ${f.filename}, ${f.contentType}, ${f.content.length})`,
      );
    }

    // The copy of the answer, with a fresh link of its own (the earlier ones keep working).
    if (recipient.email) {
      const { token, hash } = newAnswerToken();
      await storeTokens(tx, [{ recipientId: p.recipientId, hash }]);
      const deadline = request.fechaLimite ? formatDeadline(request.fechaLimite) : '—';
      const paragraphs = answer.declina
        ? [fill(MSG.sourcingMailCopyDeclined, { title: request.title, motivo: answer.motivoTexto ?? answer.motivo })]
        : [
            fill(MSG.sourcingMailCopyText, { title: request.title, version, deadline }),
            ...request.items.map((item, n) => {
              const price = answer.items.find((l) => l.itemId === item.id)?.precioUnitario ?? null;
              return price === null
                ? `${n + 1}. ${item.descripcion}: ${MSG.sourcingColNotQuoted.toLowerCase()}`
                : `${n + 1}. ${item.descripcion}: ${formatPrice(item.cantidad, 'PYG')} ${item.unidad} × ${money(price, answer.moneda)} = ${money(roundMoney(price * item.cantidad), answer.moneda)}`;
            }),
          ];
      await enqueueMail(
        tx,
        simpleMail({
          quotationId: request.id,
          to: { address: recipient.email, name: recipient.supplier_name },
          subject: fill(MSG.sourcingMailCopySubject, { title: request.title }),
          heading: request.title,
          paragraphs,
          url: answerUrl(ctx, token),
          replyTo: request.authorEmail,
        }),
      );
    }
    return { version, repeated: false, request };
  });
  return { version: result.version, repeated: result.repeated, data: await supplierView(ctx.db, ctx, result.request, p.recipientId) };
}

export async function submitByToken(ctx: AppContext, token: string, body: AnswerBody, idempotencyKey: string | null) {
  const { recipientId, quotationId } = await recipientOfToken(ctx.db, token);
  return submitAnswer({ ctx, recipientId, quotationId, body, idempotencyKey, via: 'link', userId: null });
}
