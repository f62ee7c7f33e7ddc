import { fillMessage as fill } from '@abasto/domain/fill-message';
import { PROCUREMENT_VERSION_TEXTS, staleVersion } from '../../lib/record-version.ts';
import { MSG } from '@abasto/domain/messages';
import {
  type AwardInput,
  type ChangeRequestInput,
  formatPrice,
  needsReminder,
  roundMoney,
  SOURCING_EARLIER_DEADLINE_MIN_HOURS,
} from '@abasto/domain/sourcing';
import { mayReceiveRequests } from '@abasto/domain/supplier-rating';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';
import { enqueueMails, type OutgoingMail, storeMailAttachment } from '../mail/enqueue-mail.ts';
import { decodeAttachments } from '../quotations/decode-attachments.ts';
import { getComparison, loadComparison, resolveAward } from './follow-up.ts';
import { formatDeadline, simpleMail } from './sourcing-mail.ts';
import {
  answerUrl,
  assertOpen,
  clockOf,
  newAnswerToken,
  recipientStates,
  requireRequest,
  type SourcingRequest,
  stateOf,
  storeTokens,
} from './sourcing-store.ts';

const userName = (u: Pick<UserRow, 'name' | 'lastName' | 'email'>) => `${u.name} ${u.lastName}`.trim() || u.email;

/**
 * Reminder e-mails to the recipients that have neither answered nor declined (and have an
 * address), each with a fresh link of its own, through the outbox. Returns how many went.
 */
async function sendReminders(ctx: AppContext, tx: Tx, request: SourcingRequest): Promise<number> {
  const states = await recipientStates(tx, request);
  // A supplier rated Rechazado or no longer accepted since the request went gets no reminder
  // (docs/product.md#qualification); its answer link stays as it was.
  const suppliersNow = await queryRows<{ id: number; admision: string | null; calificacion: string | null }>(
    tx,
    sql`select s.id, s.admision, s.calificacion from quotation_recipients r join suppliers s on s.id = r.supplier_id
        where r.quotation_id = ${request.id}`,
  );
  const outOfReach = new Set(suppliersNow.filter((s) => !mayReceiveRequests(s)).map((s) => s.id));
  const due = states.filter((s) => needsReminder(s.estado) && s.email && !(s.proveedorId !== null && outOfReach.has(s.proveedorId)));
  const deadline = request.fechaLimite ? formatDeadline(request.fechaLimite) : '—';
  const tokens: { recipientId: number; hash: string }[] = [];
  const mails = due.map((s) => {
    const { token, hash } = newAnswerToken();
    tokens.push({ recipientId: s.recipientId, hash });
    return simpleMail({
      quotationId: request.id,
      to: { address: s.email!, name: s.name },
      subject: fill(MSG.sourcingMailReminderSubject, { title: request.title }),
      heading: request.title,
      paragraphs: [fill(MSG.sourcingMailReminderText, { title: request.title, deadline })],
      url: answerUrl(ctx, token),
      replyTo: request.authorEmail,
    });
  });
  await storeTokens(tx, tokens);
  await enqueueMails(tx, mails);
  return mails.length;
}

/** POST /api/cotizacion/{id}/recordatorio: "Recordar a los que no respondieron". */
export async function remind(ctx: AppContext, id: number, user: UserRow): Promise<{ enviados: number }> {
  return ctx.db.transaction(async (tx) => {
    const request = await requireRequest(tx, id, { lock: true });
    assertOpen(request, clockOf(ctx));
    const enviados = await sendReminders(ctx, tx, request);
    await queryRows(
      tx,
      sql`insert into sourcing_reminders (quotation_id, kind, recipients, sent_by) values (${id}, 'manual', ${enviados}, ${user.id})`,
    );
    return { enviados };
  });
}

/**
 * The automatic reminder, `hours` before each open request's deadline, once per request: the
 * unique 'auto' row is claimed in the transaction that queues the mails, so with several servers
 * only one sends (the others wait on the row and then find it taken). A request sent less than
 * `hours` before its deadline gets none.
 */
export async function runDueReminders(ctx: AppContext, hours: number): Promise<number> {
  if (hours <= 0) return 0;
  const now = clockOf(ctx).toISOString();
  const due = await queryRows<{ quotation_id: number }>(
    ctx.db,
    sql`
    select s.quotation_id from sourcing_requests s join quotations q on q.id = s.quotation_id
    where s.fecha_limite is not null and s.cancelled_at is null and s.closed_at is null and s.awarded_at is null
      and s.fecha_limite > ${now}::timestamptz
      and s.fecha_limite - make_interval(hours => ${hours}) <= ${now}::timestamptz
      and q.created_at < s.fecha_limite - make_interval(hours => ${hours})
      and not exists (select 1 from sourcing_reminders r where r.quotation_id = s.quotation_id and r.kind = 'auto')
    order by s.fecha_limite limit 100`,
  );
  let sent = 0;
  for (const { quotation_id: id } of due) {
    sent += await ctx.db.transaction(async (tx) => {
      const [claimed] = await queryRows<{ id: number }>(
        tx,
        sql`insert into sourcing_reminders (quotation_id, kind, recipients) values (${id}, 'auto', 0)
            on conflict (quotation_id) where kind = 'auto' do nothing returning id`,
      );
      if (!claimed) return 0;
      const request = await requireRequest(tx, id, { lock: true });
      if (stateOf(request, clockOf(ctx)) !== MSG.sourcingStateOpen) return 0;
      const n = await sendReminders(ctx, tx, request);
      await queryRows(tx, sql`update sourcing_reminders set recipients = ${n} where id = ${claimed.id}`);
      return n;
    });
  }
  return sent;
}

/** Runs the automatic reminders every minute in this process (safe with several servers). */
export function startReminderJob(ctx: AppContext, log: { error: (o: unknown, m: string) => void }): () => void {
  const hours = ctx.config.REMINDER_HOURS_BEFORE_DEADLINE;
  if (hours <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueReminders(ctx, hours)
      .catch((err: unknown) => log.error({ err }, 'automatic reminders failed'))
      .finally(() => {
        running = false;
      });
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

async function mailRecipients(
  tx: Tx,
  request: SourcingRequest,
  who: { email: string | null; name: string }[],
  subject: string,
  text: string,
) {
  const mails: OutgoingMail[] = who
    .filter((s) => s.email)
    .map((s) =>
      simpleMail({
        quotationId: request.id,
        to: { address: s.email!, name: s.name },
        subject: fill(subject, { title: request.title }),
        heading: request.title,
        paragraphs: [fill(text, { title: request.title })],
        replyTo: request.authorEmail,
      }),
    );
  await enqueueMails(tx, mails);
}

/** POST /api/cotizacion/{id}/cancelacion: "Cancelar pedido", telling every recipient. */
export async function cancelRequest(ctx: AppContext, id: number, user: UserRow, motivo: string | null) {
  await ctx.db.transaction(async (tx) => {
    const request = await requireRequest(tx, id, { lock: true });
    if (request.cancelledAt) throw AppError.conflict(MSG.sourcingAlreadyCancelled);
    if (request.awardedAt) throw AppError.conflict(MSG.sourcingAwarded);
    await queryRows(
      tx,
      sql`update sourcing_requests set cancelled_at = ${clockOf(ctx).toISOString()}, cancelled_by = ${user.id}, cancel_reason = ${motivo}
          where quotation_id = ${id}`,
    );
    const states = await recipientStates(tx, request);
    await mailRecipients(tx, request, states, MSG.sourcingMailCancelSubject, MSG.sourcingMailCancelText);
  });
}

/** POST /api/cotizacion/{id}/cierre: "Cerrar ahora" (unsealed only), telling those that have not answered. */
export async function closeNow(ctx: AppContext, id: number, user: UserRow) {
  await ctx.db.transaction(async (tx) => {
    const request = await requireRequest(tx, id, { lock: true });
    const now = clockOf(ctx);
    assertOpen(request, now);
    if (request.sobreCerrado) throw AppError.conflict(MSG.sourcingCloseSealed);
    await queryRows(
      tx,
      sql`update sourcing_requests set closed_at = ${now.toISOString()}, closed_by = ${user.id} where quotation_id = ${id}`,
    );
    const states = await recipientStates(tx, request);
    const waiting = states.filter((s) => needsReminder(s.estado));
    await mailRecipients(tx, request, waiting, MSG.sourcingMailClosedSubject, MSG.sourcingMailClosedText);
  });
}

const money = (v: number, moneda: string | null) => `${formatPrice(v, moneda ?? 'PYG')} ${moneda ?? ''}`.trim();

/**
 * POST /api/cotizacion/{id}/adjudicacion: the whole request to one supplier or line by line,
 * once it is closed. A note is required when a chosen price is not the lowest of its line.
 * Each winner gets "Adjudicación: {title}" with what it won; the others who answered a
 * courteous e-mail unless `avisarOtros` is false. Who, when and why are recorded.
 */
export async function award(ctx: AppContext, id: number, user: UserRow, input: AwardInput) {
  await ctx.db.transaction(async (tx) => {
    const locked = await requireRequest(tx, id, { lock: true });
    const now = clockOf(ctx);
    const state = stateOf(locked, now);
    if (state === MSG.sourcingStateCancelled) throw AppError.conflict(MSG.sourcingCancelled);
    if (state === MSG.sourcingStateAwarded) throw AppError.conflict(MSG.sourcingAwarded);
    if (state === MSG.sourcingStateOpen) throw AppError.conflict(MSG.sourcingAwardBeforeDeadline);
    const { request, states, comparison } = await loadComparison(tx, ctx, id);
    const lines = resolveAward(request, states, comparison, input);
    if (lines.length === 0) throw AppError.badRequest(MSG.sourcingAwardLinesRequired);
    const nota = input.nota?.trim() || null;
    if (lines.some((l) => l.needsNote) && !nota) throw AppError.badRequest(MSG.sourcingAwardNoteRequired);
    const by = userName(user);
    const rows = lines.map((l) => ({
      item_id: l.itemId,
      recipient_id: l.recipient.recipientId,
      answer_id: l.recipient.latest!.id,
      precio_unitario: l.precioUnitario,
      moneda: l.recipient.latest!.moneda,
    }));
    await queryRows(
      tx,
      sql`
      insert into sourcing_awards (quotation_id, item_id, recipient_id, answer_id, precio_unitario, moneda, note, awarded_by, awarded_by_name, awarded_at)
      select ${id}, x.item_id, x.recipient_id, x.answer_id, x.precio_unitario, x.moneda, ${nota}, ${user.id}, ${by}, ${now.toISOString()}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(item_id int, recipient_id int, answer_id int, precio_unitario numeric, moneda text)`,
    );
    await queryRows(
      tx,
      sql`update sourcing_requests set awarded_at = ${now.toISOString()}, awarded_by = ${user.id}, awarded_by_name = ${by},
            award_note = ${nota} where quotation_id = ${id}`,
    );

    const winners = new Map<number, typeof lines>();
    for (const l of lines) winners.set(l.recipient.recipientId, [...(winners.get(l.recipient.recipientId) ?? []), l]);
    const mails: OutgoingMail[] = [];
    // The award and the "not chosen" notices differ only in subject and text.
    const resultMail = (address: string, name: string, subject: string, paragraphs: string[]) =>
      simpleMail({
        quotationId: id,
        to: { address, name },
        subject: fill(subject, { title: request.title }),
        heading: request.title,
        paragraphs,
        replyTo: request.authorEmail,
      });
    for (const won of winners.values()) {
      const s = won[0]!.recipient;
      if (!s.email) continue;
      const moneda = s.latest!.moneda;
      const detail = won.map((l) => {
        if (l.itemId === null) return MSG.sourcingMailAwardWhole;
        const item = request.items.find((i) => i.id === l.itemId)!;
        const total = roundMoney(l.precioUnitario! * item.cantidad);
        return `${item.descripcion}: ${formatPrice(item.cantidad, 'PYG')} ${item.unidad} × ${money(l.precioUnitario!, moneda)} = ${money(total, moneda)}`;
      });
      mails.push(
        resultMail(s.email, s.name, MSG.sourcingMailAwardSubject, [fill(MSG.sourcingMailAwardText, { title: request.title }), ...detail]),
      );
    }
    if (input.avisarOtros) {
      for (const s of states) {
        if (winners.has(s.recipientId) || !s.email || !s.latest || s.latest.declina) continue;
        const text = fill(MSG.sourcingMailResultText, { title: request.title });
        mails.push(resultMail(s.email, s.name, MSG.sourcingMailResultSubject, [text]));
      }
    }
    await enqueueMails(tx, mails);
  });
  return getComparison(ctx, id);
}

/**
 * Replaces a request's files by `files` (in that order). Answers whether they differ from the
 * files it had: same names, same bytes (stored once, by SHA-256) in the same order is no change.
 */
async function replaceRequestFiles(tx: Tx, id: number, files: ReturnType<typeof decodeAttachments>): Promise<boolean> {
  const before = await queryRows<{ filename: string; attachment_id: number }>(
    tx,
    sql`select filename, attachment_id from quotation_attachments where quotation_id = ${id} order by position`,
  );
  const after: { filename: string; attachmentId: number; contentType: string; size: number }[] = [];
  for (const f of files) {
    const attachmentId = await storeMailAttachment(tx, f.content);
    after.push({ filename: f.filename, attachmentId, contentType: f.contentType, size: f.content.length });
  }
  const same =
    before.length === after.length &&
    before.every((b, n) => b.filename === after[n]!.filename && Number(b.attachment_id) === after[n]!.attachmentId);
  if (same) return false;
  await queryRows(tx, sql`delete from quotation_attachments where quotation_id = ${id}`);
  if (after.length > 0) {
    const rows = after.map((a, position) => ({
      position,
      filename: a.filename,
      content_type: a.contentType,
      size: a.size,
      attachment_id: a.attachmentId,
    }));
    await queryRows(
      tx,
      sql`insert into quotation_attachments (quotation_id, position, filename, content_type, size, attachment_id)
          select ${id}, x.position, x.filename, x.content_type, x.size, x.attachment_id
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as x(position int, filename text, content_type text, size int, attachment_id int)`,
    );
  }
  return true;
}

/**
 * PUT /api/cotizacion/{id}/pedido: changes a sent, open request. New or changed lines, or other
 * files (`archivos`), mark every answer already given «Debe reconfirmar» and e-mail those
 * suppliers a fresh link; a new deadline is told to every recipient. Moving the deadline earlier
 * must leave at least 48 hours. A request closed, awarded or cancelled refuses every change (409).
 */
export async function changeRequest(ctx: AppContext, id: number, input: ChangeRequestInput, expected?: number) {
  if (!input.items && !input.fechaLimite && !input.archivos) throw AppError.badRequest(MSG.sourcingChangeNothing);
  // Decoded and checked before the transaction: a refused file changes nothing.
  const files = input.archivos ? decodeAttachments(input.archivos) : null;
  await ctx.db.transaction(async (tx) => {
    const request = await requireRequest(tx, id, { lock: true });
    // Someone changed the request since it was read (docs/product.md#concurrent-edits): nothing changes.
    if (expected !== undefined && request.version !== expected) throw staleVersion(PROCUREMENT_VERSION_TEXTS, request.version);
    const now = clockOf(ctx);
    assertOpen(request, now);
    let fechaLimite = request.fechaLimite;
    if (input.fechaLimite) {
      const next = new Date(input.fechaLimite);
      if (next.getTime() <= now.getTime()) throw AppError.badRequest(MSG.sourcingDeadlinePast);
      const earlier = request.fechaLimite !== null && next.getTime() < request.fechaLimite.getTime();
      if (earlier && next.getTime() - now.getTime() < SOURCING_EARLIER_DEADLINE_MIN_HOURS * 3_600_000) {
        throw AppError.conflict(MSG.sourcingDeadlineEarlierTooLate);
      }
      fechaLimite = next;
      await queryRows(tx, sql`update sourcing_requests set fecha_limite = ${next.toISOString()} where quotation_id = ${id}`);
    }
    let linesChanged = false;
    if (input.items) {
      const known = new Map(request.items.map((i) => [i.id, i]));
      for (const line of input.items) {
        if (line.id !== undefined && !known.has(line.id)) {
          throw AppError.badRequest(MSG.sourcingItemUnknown.replace('{itemId}', String(line.id)));
        }
      }
      const keep = new Set(input.items.flatMap((l) => (l.id === undefined ? [] : [l.id])));
      const removed = request.items.filter((i) => !keep.has(i.id)).map((i) => i.id);
      const same = (a: { descripcion: string; cantidad: number; unidad: string }, b: typeof a) =>
        a.descripcion === b.descripcion && a.cantidad === b.cantidad && a.unidad === b.unidad;
      const changedAt = (l: (typeof input.items)[number], position: number) =>
        l.id === undefined || !same(known.get(l.id)!, l) || known.get(l.id)!.position !== position;
      linesChanged = removed.length > 0 || input.items.some(changedAt);
      if (linesChanged) {
        // Positions are unique per request: park the kept lines out of the way, then renumber.
        await queryRows(tx, sql`update sourcing_items set position = position + 100000 where quotation_id = ${id}`);
        if (removed.length > 0) {
          await queryRows(
            tx,
            sql`delete from sourcing_items where id in (select (jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))::int)`,
          );
        }
        for (const [position, line] of input.items.entries()) {
          if (line.id === undefined) {
            await queryRows(
              tx,
              sql`insert into sourcing_items (quotation_id, position, descripcion, cantidad, unidad)
                  values (${id}, ${position}, ${line.descripcion}, ${line.cantidad}, ${line.unidad})`,
            );
          } else {
            await queryRows(
              tx,
              sql`update sourcing_items set position = ${position}, descripcion = ${line.descripcion}, cantidad = ${line.cantidad},
                    unidad = ${line.unidad} where id = ${line.id}`,
            );
          }
        }
      }
    }
    const filesChanged = files !== null && (await replaceRequestFiles(tx, id, files));
    if (linesChanged || filesChanged) {
      // lines_changed_at is when the request last changed in a way an answer must be given again for.
      await queryRows(tx, sql`update sourcing_requests set lines_changed_at = ${now.toISOString()} where quotation_id = ${id}`);
    }
    const reconfirm = linesChanged || filesChanged;
    const states = await recipientStates(tx, request);
    const deadline = fechaLimite ? formatDeadline(fechaLimite) : '—';
    const mails: OutgoingMail[] = [];
    const tokens: { recipientId: number; hash: string }[] = [];
    for (const s of states) {
      if (!s.email) continue;
      const answered = s.latest !== null && !s.latest.declina;
      const paragraphs: string[] = [];
      if (linesChanged && answered) paragraphs.push(fill(MSG.sourcingMailReconfirmText, { title: request.title, deadline }));
      if (filesChanged && answered) paragraphs.push(fill(MSG.sourcingMailFilesChangedText, { title: request.title, deadline }));
      if (input.fechaLimite) paragraphs.push(fill(MSG.sourcingMailDeadlineText, { title: request.title, deadline }));
      if (paragraphs.length === 0) continue;
      const { token, hash } = newAnswerToken();
      tokens.push({ recipientId: s.recipientId, hash });
      mails.push(
        simpleMail({
          quotationId: id,
          to: { address: s.email, name: s.name },
          subject: fill(reconfirm && answered ? MSG.sourcingMailReconfirmSubject : MSG.sourcingMailDeadlineSubject, {
            title: request.title,
          }),
          heading: request.title,
          paragraphs,
          url: answerUrl(ctx, token),
          replyTo: request.authorEmail,
        }),
      );
    }
    await storeTokens(tx, tokens);
    await enqueueMails(tx, mails);
  });
}
