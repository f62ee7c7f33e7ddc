import { MSG } from '@abasto/domain/messages';
import type { AnswerBody } from '@abasto/domain/sourcing';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { award, closeNow } from '../../modules/sourcing/actions.ts';
import { submitAnswer } from '../../modules/sourcing/answer.ts';
import { createQuotation } from '../../modules/quotations/create-quotation.ts';
import { type Db, queryRows } from '../client.ts';
import { users } from '../schema/core.ts';

const DAY = 86_400_000;

const LINES = [
  { descripcion: 'Cemento portland tipo I (bolsa 50 kg)', cantidad: 400, unidad: 'bolsa' },
  { descripcion: 'Arena lavada', cantidad: 30, unidad: 'm³' },
  { descripcion: 'Piedra triturada 6ª', cantidad: 25, unidad: 'm³' },
  { descripcion: 'Hierro corrugado 10 mm (barra 12 m)', cantidad: 180, unidad: 'unidad' },
];

type Offer = { moneda: 'PYG' | 'USD'; prices: (number | null)[]; plazo: number; pago: string };

/**
 * Demo sourcing requests in every state, made through the same use cases as the API (so their
 * e-mails wait in the outbox, each with its supplier's link, on the Correos page):
 * one open with two answers, one decline and one silent supplier; one sealed and still open;
 * one closed and compared; one awarded line by line; one cancelled. Runs once.
 */
export async function seedDemoSourcing(db: Db, appUrl: string): Promise<void> {
  const [done] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sourcing_requests`);
  if (Number(done?.n ?? 0) > 0) return;
  const [author] = await db.select().from(users).where(eq(users.email, 'gerente@demo.test'));
  if (!author) return;
  const suppliers = await queryRows<{ id: number }>(
    db,
    sql`select id from suppliers where (email is not null or email_ejecutivo is not null) and calificacion is distinct from 'Rechazado' order by coalesce(email = 'proveedor@demo.test', false) desc, id limit 4`,
  );
  if (suppliers.length < 4) return;
  const ids = suppliers.map((s) => s.id);
  let now = new Date();
  const ctx = { db, config: { appUrl }, clock: () => now } as unknown as AppContext;

  const create = async (title: string, days: number, extra: { sobreCerrado?: boolean; lines?: typeof LINES } = {}) => {
    const created = await createQuotation({
      ctx,
      author,
      input: {
        title,
        descripcion: `<p>Solicitamos cotización para la obra. Precios puestos en obra, IVA incluido.</p>`,
        fornecedores: ids.map((_id) => ({ _id })),
        items: extra.lines ?? LINES,
        fechaLimite: new Date(now.getTime() + days * DAY).toISOString(),
        sobreCerrado: extra.sobreCerrado ?? false,
        monedas: ['PYG', 'USD'],
      },
    });
    const id = created.data.id;
    const recipients = created.data.fornecedores.map((f) => f.recipientId);
    const items = await queryRows<{ id: number }>(db, sql`select id from sourcing_items where quotation_id = ${id} order by position`);
    return { id, recipients, itemIds: items.map((i) => i.id) };
  };
  const answer = async (r: { id: number; itemIds: number[] }, recipientId: number, offer: Offer | 'declina') => {
    const body: AnswerBody =
      offer === 'declina'
        ? { declina: true, motivo: MSG.sourcingDeclineNoStock, motivoTexto: null }
        : {
            moneda: offer.moneda,
            plazoEntregaDias: offer.plazo,
            validaHasta: new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10),
            condicionesPago: offer.pago,
            notas: null,
            items: r.itemIds.map((itemId, n) => ({ itemId, precioUnitario: offer.prices[n] ?? null, nota: null })),
          };
    await submitAnswer({ ctx, recipientId, quotationId: r.id, body, idempotencyKey: null, via: 'link', userId: null });
  };
  // In a transaction, so that the history names the seed as their source (docs/product.md#history).
  const pastDeadline = async (id: number, daysAgo: number) => {
    await db.transaction((tx) =>
      queryRows(tx, sql`update sourcing_requests set fecha_limite = ${new Date(Date.now() - daysAgo * DAY).toISOString()} where quotation_id = ${id}`),
    );
  };

  const offerA: Offer = { moneda: 'PYG', prices: [58_000, 165_000, 190_000, 98_000], plazo: 5, pago: '30 días' };
  const offerB: Offer = { moneda: 'PYG', prices: [56_500, 172_000, null, 101_500], plazo: 7, pago: 'Contado' };
  const offerUsd: Offer = { moneda: 'USD', prices: [7.6, 22.5, 25.9, 13.2], plazo: 10, pago: '50% anticipo' };

  // Awarded line by line (deadline passed last week).
  now = new Date(Date.now() - 12 * DAY);
  const awarded = await create('Materiales obra Villa Morra — etapa 1', 5);
  await answer(awarded, awarded.recipients[0]!, offerA);
  await answer(awarded, awarded.recipients[1]!, offerB);
  await answer(awarded, awarded.recipients[2]!, offerUsd);
  now = new Date();
  await pastDeadline(awarded.id, 7);
  const gerente = author;
  await award(ctx, awarded.id, gerente, {
    lineas: [
      { itemId: awarded.itemIds[0]!, proveedorId: ids[1]! },
      { itemId: awarded.itemIds[1]!, proveedorId: ids[0]! },
      { itemId: awarded.itemIds[2]!, proveedorId: ids[0]! },
      { itemId: awarded.itemIds[3]!, proveedorId: ids[0]! },
    ],
    nota: 'Hierro a Proveedor A por plazo de entrega, aunque B sea apenas más caro.',
    avisarOtros: true,
  });

  // Closed and compared (deadline passed two days ago), three offers, one in dollars.
  now = new Date(Date.now() - 6 * DAY);
  const compared = await create('Materiales obra Lambaré — estructura', 4);
  await answer(compared, compared.recipients[0]!, offerA);
  await answer(compared, compared.recipients[1]!, offerB);
  await answer(compared, compared.recipients[2]!, offerUsd);
  now = new Date();
  await pastDeadline(compared.id, 2);

  // Sealed and still open: one answer already in, no price visible until the deadline.
  const sealed = await create('Sobre cerrado: pintura y revestimientos', 5, {
    sobreCerrado: true,
    lines: [
      { descripcion: 'Pintura látex interior 18 l', cantidad: 60, unidad: 'unidad' },
      { descripcion: 'Revestimiento cerámico 45×45', cantidad: 320, unidad: 'm²' },
    ],
  });
  await answer(sealed, sealed.recipients[1]!, { moneda: 'PYG', prices: [310_000, 72_000], plazo: 6, pago: '30 días' });

  // Open: two answers (one revised), one decline, one silent supplier (the demo proveedor is the first).
  const open = await create('Materiales obra San Lorenzo — fundaciones', 3);
  await answer(open, open.recipients[1]!, offerB);
  await answer(open, open.recipients[2]!, offerA);
  await answer(open, open.recipients[2]!, { ...offerA, prices: [57_000, 160_000, 188_000, 97_000] });
  await answer(open, open.recipients[3]!, 'declina');

  // Closed early by hand ("Cerrar ahora"), and a cancelled one.
  const early = await create('Andamios para fachada — alquiler', 4, {
    lines: [{ descripcion: 'Andamio tubular (cuerpo)', cantidad: 40, unidad: 'juego' }],
  });
  await answer(early, early.recipients[0]!, { moneda: 'PYG', prices: [85_000], plazo: 2, pago: 'Mensual' });
  await closeNow(ctx, early.id, gerente);
  const cancelled = await create('Cañería PVC — pedido duplicado', 6, {
    lines: [{ descripcion: 'Caño PVC 100 mm (6 m)', cantidad: 50, unidad: 'unidad' }],
  });
  await db.transaction((tx) =>
    queryRows(tx, sql`update sourcing_requests set cancelled_at = now(), cancel_reason = 'Pedido duplicado' where quotation_id = ${cancelled.id}`),
  );
}
