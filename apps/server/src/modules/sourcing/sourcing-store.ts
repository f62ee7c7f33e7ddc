import { ROUTES } from '@abasto/domain/routes';
import crypto from 'node:crypto';
import { MSG } from '@abasto/domain/messages';
import {
  answerState,
  type AnswerState,
  type Currency,
  pricesVisible,
  requestState,
  type RequestState,
  type SourcingInfo,
} from '@abasto/domain/sourcing';
import { wallClockText } from '@abasto/domain/wall-clock';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyTimeZone } from './sourcing-mail.ts';

/** The sourcing rules' clock: the context's (tests move it) or the system's. */
export const clockOf = (ctx: AppContext): Date => ctx.clock?.() ?? new Date();

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const dateOf = (v: string | Date | null) => (v === null ? null : new Date(v));

export interface SourcingRequest {
  id: number;
  title: string;
  descripcion: string;
  authorName: string | null;
  authorEmail: string | null;
  createdAt: Date;
  fechaLimite: Date | null;
  sobreCerrado: boolean;
  monedas: Currency[];
  closedAt: Date | null;
  cancelledAt: Date | null;
  awardedAt: Date | null;
  linesChangedAt: Date | null;
  version: number;
  items: { id: number; position: number; descripcion: string; cantidad: number; unidad: string }[];
}

interface RequestRow {
  id: number;
  title: string;
  descripcion: string;
  author_name: string | null;
  author_email: string | null;
  created_at: string | Date;
  fecha_limite: string | Date | null;
  sobre_cerrado: boolean;
  monedas: Currency[] | string;
  closed_at: string | Date | null;
  cancelled_at: string | Date | null;
  awarded_at: string | Date | null;
  lines_changed_at: string | Date | null;
  version: number;
}

/** A text[] column read raw: an array on one driver, '{PYG,USD}' on the other. */
const textArray = (v: string[] | string): string[] => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

/** The request with its lines; null when the quotation does not exist or has no sourcing. */
export async function loadRequest(db: Db | Tx, id: number, opts: { lock?: boolean } = {}): Promise<SourcingRequest | null> {
  const [row] = await queryRows<RequestRow>(
    db,
    sql`
    select q.id, q.title, q.descripcion, q.author_name, q.author_email, q.created_at,
           s.fecha_limite, s.sobre_cerrado, s.monedas, s.closed_at, s.cancelled_at, s.awarded_at, s.lines_changed_at, s.version
    from quotations q join sourcing_requests s on s.quotation_id = q.id
    where q.id = ${id}
    ${opts.lock ? sql`for update of s` : sql``}`,
  );
  if (!row) return null;
  const items = await queryRows<{ id: number; position: number; descripcion: string; cantidad: string | number; unidad: string }>(
    db,
    sql`select id, position, descripcion, cantidad, unidad from sourcing_items where quotation_id = ${id} order by position`,
  );
  return {
    id: row.id,
    title: row.title,
    descripcion: row.descripcion,
    authorName: row.author_name,
    authorEmail: row.author_email,
    createdAt: new Date(row.created_at),
    fechaLimite: dateOf(row.fecha_limite),
    sobreCerrado: row.sobre_cerrado,
    monedas: textArray(row.monedas) as Currency[],
    closedAt: dateOf(row.closed_at),
    cancelledAt: dateOf(row.cancelled_at),
    awardedAt: dateOf(row.awarded_at),
    linesChangedAt: dateOf(row.lines_changed_at),
    version: Number(row.version),
    items: items.map((i) => ({ ...i, cantidad: Number(i.cantidad) })),
  };
}

/** The request, or 404: unknown, or an ordinary quotation without lines or deadline. */
export async function requireRequest(db: Db | Tx, id: number, opts: { lock?: boolean } = {}): Promise<SourcingRequest> {
  const request = await loadRequest(db, id, opts);
  if (request) return request;
  const [exists] = await queryRows<{ id: number }>(db, sql`select id from quotations where id = ${id}`);
  throw exists ? AppError.conflict(MSG.sourcingNotSourcing) : AppError.notFound(MSG.quotationNotFound);
}

export const stateOf = (r: SourcingRequest, now: Date): RequestState => requestState(r, now);

export function sourcingInfo(r: SourcingRequest, now: Date): SourcingInfo {
  const zone = companyTimeZone();
  return {
    estado: stateOf(r, now),
    fechaLimite: iso(r.fechaLimite),
    fechaLimiteLocal: r.fechaLimite ? wallClockText(r.fechaLimite, zone) : null,
    zonaHoraria: zone,
    sobreCerrado: r.sobreCerrado,
    monedas: r.monedas,
    preciosVisibles: pricesVisible(r, now),
    items: r.items,
    cerradaAt: iso(r.closedAt),
    canceladaAt: iso(r.cancelledAt),
    adjudicadaAt: iso(r.awardedAt),
    version: r.version,
  };
}

/** Refuses a change when the request no longer takes answers (409 with the reason). */
export function assertOpen(r: SourcingRequest, now: Date): void {
  const state = stateOf(r, now);
  if (state === MSG.sourcingStateCancelled) throw AppError.conflict(MSG.sourcingCancelled);
  if (state === MSG.sourcingStateAwarded) throw AppError.conflict(MSG.sourcingAwarded);
  if (state === MSG.sourcingStateClosed) throw AppError.conflict(MSG.sourcingClosed);
}

export interface AnswerVersion {
  id: number;
  version: number;
  declina: boolean;
  motivo: string | null;
  motivoTexto: string | null;
  moneda: Currency | null;
  plazoEntregaDias: number | null;
  validaHasta: string | null;
  condicionesPago: string | null;
  notas: string | null;
  submittedAt: Date;
  items: { itemId: number; precioUnitario: number | null; nota: string | null }[];
  archivos: { filename: string; contentType: string; size: number }[];
}

export interface RecipientState {
  recipientId: number;
  proveedorId: number | null;
  razonSocial: string;
  name: string;
  email: string | null;
  viewedAt: Date | null;
  latest: AnswerVersion | null;
  estado: AnswerState;
  debeReconfirmar: boolean;
}

interface AnswerRow {
  id: number;
  recipient_id: number;
  version: number;
  declina: boolean;
  motivo: string | null;
  motivo_texto: string | null;
  moneda: Currency | null;
  plazo_entrega_dias: number | null;
  valida_hasta: string | Date | null;
  condiciones_pago: string | null;
  notas: string | null;
  submitted_at: string | Date;
}

const dayOf = (v: string | Date | null) => (v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/** Lines and files of answer versions, by answer id. */
async function answerDetails(db: Db | Tx, rows: AnswerRow[]): Promise<Map<number, AnswerVersion>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, AnswerVersion>();
  if (ids.length === 0) return out;
  const list = JSON.stringify(ids);
  const [lines, files] = await Promise.all([
    // One row per answer with its lines as JSON text: 200 answers × 200 lines read as 200 rows, not 40,000.
    queryRows<{ answer_id: number; lines: string }>(
      db,
      sql`
      select l.answer_id, json_agg(json_build_array(l.item_id, l.precio_unitario, l.nota) order by i.position)::text as lines
      from sourcing_answer_lines l
      join sourcing_items i on i.id = l.item_id
      where l.answer_id in (select (jsonb_array_elements_text(${list}::jsonb))::int)
      group by l.answer_id`,
    ),
    queryRows<{ answer_id: number; filename: string; content_type: string; size: number }>(
      db,
      sql`
      select answer_id, filename, content_type, size from sourcing_answer_files
      where answer_id in (select (jsonb_array_elements_text(${list}::jsonb))::int)
      order by answer_id, position`,
    ),
  ]);
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      version: r.version,
      declina: r.declina,
      motivo: r.motivo,
      motivoTexto: r.motivo_texto,
      moneda: r.moneda,
      plazoEntregaDias: r.plazo_entrega_dias,
      validaHasta: dayOf(r.valida_hasta),
      condicionesPago: r.condiciones_pago,
      notas: r.notas,
      submittedAt: new Date(r.submitted_at),
      items: [],
      archivos: [],
    });
  }
  for (const row of lines) {
    const answer = out.get(row.answer_id);
    if (!answer) continue;
    for (const [itemId, price, nota] of JSON.parse(row.lines) as [number, number | string | null, string | null][]) {
      answer.items.push({ itemId, precioUnitario: price === null ? null : Number(price), nota });
    }
  }
  for (const f of files) out.get(f.answer_id)?.archivos.push({ filename: f.filename, contentType: f.content_type, size: f.size });
  return out;
}

/** Every recipient of a request with its answer state and latest answer (or only those given). */
export async function recipientStates(
  db: Db | Tx,
  request: SourcingRequest,
  opts: { recipientIds?: number[] } = {},
): Promise<RecipientState[]> {
  const only = opts.recipientIds ? sql`and r.id in (select (jsonb_array_elements_text(${JSON.stringify(opts.recipientIds)}::jsonb))::int)` : sql``;
  const rows = await queryRows<
    AnswerRow & {
      r_id: number;
      supplier_id: number | null;
      supplier_name: string;
      razon_social: string | null;
      email: string | null;
      first_viewed_at: string | Date | null;
    }
  >(
    db,
    sql`
    select r.id as r_id, r.supplier_id, r.supplier_name, s.razon_social, r.email, v.first_viewed_at,
           a.id, a.recipient_id, a.version, a.declina, a.motivo, a.motivo_texto, a.moneda, a.plazo_entrega_dias,
           a.valida_hasta, a.condiciones_pago, a.notas, a.submitted_at
    from quotation_recipients r
    left join suppliers s on s.id = r.supplier_id
    left join sourcing_views v on v.recipient_id = r.id
    left join lateral (
      select * from sourcing_answers x where x.recipient_id = r.id order by x.version desc limit 1
    ) a on true
    where r.quotation_id = ${request.id} ${only}
    order by r.position`,
  );
  const details = await answerDetails(
    db,
    rows.filter((r) => r.id !== null),
  );
  return rows.map((r) => {
    const latest = r.id === null ? null : details.get(r.id)!;
    const viewedAt = dateOf(r.first_viewed_at);
    const state = answerState({ latest, viewedAt, linesChangedAt: request.linesChangedAt });
    return {
      recipientId: r.r_id,
      proveedorId: r.supplier_id,
      razonSocial: r.razon_social ?? r.supplier_name,
      name: r.supplier_name,
      email: r.email,
      viewedAt,
      latest,
      ...state,
    };
  });
}

// ————————————————————————————————————————— answer links

/** A new answer link's token: 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newAnswerToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const answerUrl = (ctx: AppContext, token: string) => `${ctx.config.appUrl}${ROUTES.answerRequest(token)}`;

/** Stores link tokens for recipients (by id); `replace` revokes that recipient's earlier links. */
export async function storeTokens(tx: Tx, tokens: { recipientId: number; hash: string }[], opts: { replace?: boolean } = {}) {
  if (tokens.length === 0) return;
  const rows = JSON.stringify(tokens.map((t) => ({ recipient_id: t.recipientId, token_hash: t.hash })));
  if (opts.replace) {
    await queryRows(
      tx,
      sql`
      update sourcing_tokens set revoked_at = now()
      where revoked_at is null
        and recipient_id in (select x.recipient_id from jsonb_to_recordset(${rows}::jsonb) as x(recipient_id int, token_hash text))`,
    );
  }
  await queryRows(
    tx,
    sql`
    insert into sourcing_tokens (recipient_id, token_hash)
    select x.recipient_id, x.token_hash from jsonb_to_recordset(${rows}::jsonb) as x(recipient_id int, token_hash text)`,
  );
}

/** The recipient and request behind a link; 404 for a malformed, unknown or replaced token. */
export async function recipientOfToken(db: Db | Tx, token: string): Promise<{ recipientId: number; quotationId: number }> {
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) throw AppError.notFound(MSG.sourcingTokenNotFound);
  const [row] = await queryRows<{ recipient_id: number; quotation_id: number }>(
    db,
    sql`
    select t.recipient_id, r.quotation_id from sourcing_tokens t
    join quotation_recipients r on r.id = t.recipient_id
    where t.token_hash = ${hashToken(token)} and t.revoked_at is null`,
  );
  if (!row) throw AppError.notFound(MSG.sourcingTokenNotFound);
  return { recipientId: row.recipient_id, quotationId: row.quotation_id };
}

export const isoOf = iso;
