import { MSG } from '@abasto/domain/messages';
import {
  type AwardInput,
  awardNeedsNote,
  type Comparison,
  type ComparisonAnswer,
  compareOffers,
  type Currency,
  defaultAward,
  type ExchangeRates,
  pricesVisible,
  type RecipientAnswers,
} from '@abasto/domain/sourcing';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clockOf, isoOf, recipientStates, requireRequest, type RecipientState, type SourcingRequest, sourcingInfo } from './sourcing-store.ts';

/**
 * GET /api/cotizacion/{id}/respuestas: each recipient's answer state and, when prices may be
 * seen, its latest answer's prices. A sealed request before its deadline shows no price to
 * anyone at the company: the prices are not read out, not only hidden.
 */
export async function listAnswers(ctx: AppContext, id: number): Promise<RecipientAnswers> {
  const request = await requireRequest(ctx.db, id);
  const now = clockOf(ctx);
  const visible = pricesVisible(request, now);
  const states = await recipientStates(ctx.db, request);
  const counts = { 'Sin respuesta': 0, Vista: 0, Respondida: 0, 'No cotiza': 0, 'Debe reconfirmar': 0 };
  for (const s of states) {
    counts[s.estado] += 1;
    if (s.debeReconfirmar) counts['Debe reconfirmar'] += 1;
  }
  return {
    pedido: sourcingInfo(request, now),
    counts,
    data: states.map((s) => {
      const a = s.latest;
      return {
        recipientId: s.recipientId,
        proveedorId: s.proveedorId,
        razonSocial: s.razonSocial,
        estado: s.estado,
        debeReconfirmar: s.debeReconfirmar,
        motivo: a?.declina ? (a.motivoTexto ? `${a.motivo}: ${a.motivoTexto}` : a.motivo) : null,
        version: a?.version ?? null,
        respondidaAt: a ? a.submittedAt.toISOString() : null,
        vistaAt: isoOf(s.viewedAt),
        moneda: a?.moneda ?? null,
        plazoEntregaDias: a?.plazoEntregaDias ?? null,
        validaHasta: a?.validaHasta ?? null,
        condicionesPago: a?.condicionesPago ?? null,
        notas: a?.notas ?? null,
        ...(visible && a && !a.declina ? { items: a.items } : {}),
        // Files could reveal prices: withheld exactly like them while sealed (docs/sourcing.md).
        archivos: visible ? (a?.archivos ?? []) : [],
      };
    }),
  };
}

async function ratesOf(db: Db | Tx, id: number): Promise<ExchangeRates | null> {
  const rows = await queryRows<{ base: Currency; moneda: Currency; rate: string | number }>(
    db,
    sql`select base, moneda, rate from sourcing_rates where quotation_id = ${id}`,
  );
  if (rows.length === 0) return null;
  return { base: rows[0]!.base, tasas: Object.fromEntries(rows.map((r) => [r.moneda, Number(r.rate)])) };
}

/** The comparison of the latest offers (declines and silent recipients are not in it). */
export function comparisonOf(request: SourcingRequest, states: RecipientState[], tasas: ExchangeRates | null, now: Date): Comparison {
  const offers = states
    .filter((s) => s.latest && !s.latest.declina && s.latest.moneda)
    .map((s) => ({
      proveedorId: s.proveedorId,
      recipientId: s.recipientId,
      razonSocial: s.razonSocial,
      version: s.latest!.version,
      respondidaAt: s.latest!.submittedAt.toISOString(),
      moneda: s.latest!.moneda!,
      plazoEntregaDias: s.latest!.plazoEntregaDias,
      validaHasta: s.latest!.validaHasta,
      condicionesPago: s.latest!.condicionesPago,
      debeReconfirmar: s.debeReconfirmar,
      prices: new Map(s.latest!.items.map((l) => [l.itemId, { precioUnitario: l.precioUnitario, nota: l.nota }])),
    }));
  return compareOffers(request.items, offers, { today: now.toISOString().slice(0, 10), tasas });
}

/** Everything the comparison needs, with 409 while a sealed request's prices are withheld. */
export async function loadComparison(db: Db | Tx, ctx: AppContext, id: number) {
  const request = await requireRequest(db, id);
  const now = clockOf(ctx);
  const visible = pricesVisible(request, now);
  const [states, tasas] = await Promise.all([recipientStates(db, request), ratesOf(db, id)]);
  // Sealed and before its deadline: the lines only, no offer is read into the comparison.
  const comparison = comparisonOf(request, visible ? states : [], tasas, now);
  return { request, states, now, visible, comparison };
}

/** GET /api/cotizacion/{id}/comparacion (JSON). */
export async function getComparison(ctx: AppContext, id: number): Promise<ComparisonAnswer> {
  const { request, now, comparison, visible } = await loadComparison(ctx.db, ctx, id);
  const awards = await queryRows<{
    item_id: number | null;
    recipient_id: number;
    supplier_id: number | null;
    note: string | null;
    awarded_by_name: string | null;
    awarded_at: string | Date;
  }>(
    ctx.db,
    sql`
    select a.item_id, a.recipient_id, r.supplier_id, a.note, a.awarded_by_name, a.awarded_at
    from sourcing_awards a join quotation_recipients r on r.id = a.recipient_id
    left join sourcing_items i on i.id = a.item_id
    where a.quotation_id = ${id} order by i.position nulls first`,
  );
  return {
    pedido: sourcingInfo(request, now),
    monedas: comparison.monedas,
    tasas: comparison.tasas,
    proveedores: comparison.proveedores,
    lineas: comparison.lineas.map(({ celdas, ...line }) => {
      const indexes = (pick: (c: (typeof celdas)[number]) => boolean) => celdas.flatMap((c, i) => (pick(c) ? [i] : []));
      return {
        ...line,
        precios: celdas.map((c) => c.precioUnitario),
        totales: celdas.map((c) => c.total),
        ...(comparison.tasas ? { totalesConvertidos: celdas.map((c) => c.totalConvertido) } : {}),
        ...(celdas.some((c) => c.nota) ? { notas: celdas.map((c) => c.nota) } : {}),
        masBajo: indexes((c) => c.masBajo),
        masBajoConvertido: indexes((c) => c.masBajoConvertido),
      };
    }),
    propuesta: visible ? defaultAward(comparison) : [],
    adjudicacion: awards.map((a) => ({
      itemId: a.item_id,
      recipientId: a.recipient_id,
      proveedorId: a.supplier_id,
      nota: a.note,
      adjudicadoPor: a.awarded_by_name,
      adjudicadoAt: new Date(a.awarded_at).toISOString(),
    })),
  };
}

/** PUT /api/cotizacion/{id}/comparacion/tasas: the buyer's rates, kept with the comparison. */
export async function setRates(ctx: AppContext, id: number, userId: number, rates: ExchangeRates | null) {
  await requireRequest(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await queryRows(tx, sql`delete from sourcing_rates where quotation_id = ${id}`);
    if (!rates) return;
    const entries = Object.entries(rates.tasas).filter(([moneda]) => moneda !== rates.base);
    for (const [moneda, rate] of entries) {
      await queryRows(
        tx,
        sql`insert into sourcing_rates (quotation_id, base, moneda, rate, set_by) values (${id}, ${rates.base}, ${moneda}, ${rate}, ${userId})`,
      );
    }
  });
  return getComparison(ctx, id);
}

/** The award's lines resolved against the comparison: who wins which line, and whether a note is due. */
export function resolveAward(
  request: SourcingRequest,
  states: RecipientState[],
  comparison: Comparison,
  input: AwardInput,
): { itemId: number | null; recipient: RecipientState; precioUnitario: number | null; needsNote: boolean }[] {
  const bySupplier = new Map(states.filter((s) => s.proveedorId !== null).map((s) => [s.proveedorId!, s]));
  const recipientOf = (proveedorId: number) => {
    const s = bySupplier.get(proveedorId);
    if (!s) throw AppError.badRequest(MSG.sourcingAwardSupplierUnknown);
    if (!s.latest || s.latest.declina) throw AppError.badRequest(fillName(MSG.sourcingAwardSupplierNoAnswer, s.razonSocial));
    return s;
  };
  const priceOf = (s: RecipientState, itemId: number) => s.latest!.items.find((l) => l.itemId === itemId)?.precioUnitario ?? null;
  if ('proveedorId' in input) {
    const s = recipientOf(input.proveedorId);
    if (request.items.length === 0) {
      const others = states.some((o) => o !== s && o.latest && !o.latest.declina);
      return [{ itemId: null, recipient: s, precioUnitario: null, needsNote: others }];
    }
    // The whole request: every line it quoted (a line it did not quote stays unawarded).
    const quoted = request.items.filter((i) => priceOf(s, i.id) !== null);
    return quoted.map((i) => ({
      itemId: i.id,
      recipient: s,
      precioUnitario: priceOf(s, i.id),
      needsNote: awardNeedsNote(comparison, i.id, s.recipientId),
    }));
  }
  const seen = new Set<number>();
  return input.lineas.map((l) => {
    const item = request.items.find((i) => i.id === l.itemId);
    if (!item) throw AppError.badRequest(MSG.sourcingAwardLineUnknown.replace('{itemId}', String(l.itemId)));
    if (seen.has(l.itemId)) throw AppError.badRequest(MSG.sourcingAwardLineRepeated.replace('{itemId}', String(l.itemId)));
    seen.add(l.itemId);
    const s = recipientOf(l.proveedorId);
    const price = priceOf(s, l.itemId);
    if (price === null) {
      throw AppError.badRequest(MSG.sourcingAwardLineNotQuoted.replace('{name}', s.razonSocial).replace('{line}', item.descripcion));
    }
    return { itemId: l.itemId, recipient: s, precioUnitario: price, needsNote: awardNeedsNote(comparison, l.itemId, s.recipientId) };
  });
}

const fillName = (template: string, name: string) => template.replace('{name}', name);
