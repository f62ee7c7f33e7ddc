import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { createTestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';

/**
 * The suggested rating's third part, the supplier's record in sourcing requests
 * (docs/product.md#qualification), computed from real requests, answers and awards.
 */

let abasto: TestAbasto;
let gerente: { auth: { authorization: string } };
const HOUR = 3_600_000;

beforeAll(async () => {
  abasto = await createTestAbasto({ REMINDER_HOURS_BEFORE_DEADLINE: '0' });
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(() => abasto?.close());

const db = () => abasto.app.ctx.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = gerente.auth) =>
  abasto.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

/** A request with one line and a deadline in an hour, to one supplier; its answer link from the outbox. */
async function requestTo(supplierId: number, title: string) {
  const res = await call(
    'POST',
    '/api/cotizacion/',
    quotationBody([supplierId], {
      title,
      items: [{ descripcion: 'Cemento portland tipo I', cantidad: 100, unidad: 'bolsa' }],
      fechaLimite: new Date(Date.now() + HOUR).toISOString(),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const [row] = await queryRows<{ text: string }>(
    db(),
    sql`select c.text from quotation_recipients r join mail_messages m on m.id = r.message_id
        join mail_contents c on c.id = m.content_id where r.quotation_id = ${id}`,
  );
  const token = row!.text.match(/\/responder\/([A-Za-z0-9_-]{43})/)![1]!;
  const view = (await call('GET', `/api/respuesta/${token}`, undefined, {})).json().data;
  return { id, token, itemId: view.items[0].id as number };
}

const record = async (supplierId: number) =>
  (await call('GET', `/api/auth/proveedor/${supplierId}/calificacion`)).json().data.sugerencia.partes[2];

describe('the record in requests', () => {
  it('is "sin datos suficientes" below 3 closed requests, then counts answers, declines and awards', async () => {
    const s = await supplierWithAddress(db());

    const offered = await requestTo(s.id, 'Pedido 1');
    const answer = await call(
      'PUT',
      `/api/respuesta/${offered.token}`,
      { moneda: 'PYG', items: [{ itemId: offered.itemId, precioUnitario: '52.000' }], idempotencyKey: 'record-answer-1' },
      {},
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await call('POST', `/api/cotizacion/${offered.id}/cierre`, {})).statusCode).toBe(200);
    const awarded = await call('POST', `/api/cotizacion/${offered.id}/adjudicacion`, { proveedorId: s.id });
    expect(awarded.statusCode, awarded.body).toBe(200);

    const declined = await requestTo(s.id, 'Pedido 2');
    expect((await call('PUT', `/api/respuesta/${declined.token}`, { declina: true, motivo: 'Sin stock' }, {})).statusCode).toBe(201);
    expect((await call('POST', `/api/cotizacion/${declined.id}/cierre`, {})).statusCode).toBe(200);

    const silent = await requestTo(s.id, 'Pedido 3');
    // Still open: silence before the deadline is not counted.
    expect(await record(s.id)).toMatchObject({ disponible: false, valor: null, peso: 0, puntos: 0 });
    expect((await record(s.id)).detalle).toContain('Sin datos suficientes: 2 pedidos de cotización cerrados (hacen falta al menos 3)');

    expect((await call('POST', `/api/cotizacion/${silent.id}/cierre`, {})).statusCode).toBe(200);
    // A cancelled request counts for nothing.
    const cancelled = await requestTo(s.id, 'Pedido 4');
    expect((await call('POST', `/api/cotizacion/${cancelled.id}/cancelacion`, { motivo: 'Ya no hace falta' })).statusCode).toBe(200);

    const part = await record(s.id);
    // Answer 2/3 × 0.5 + offers 1/3 × 0.3 + awards 1/1 × 0.2 = 0.633; × 15 = 9.5 points.
    expect(part).toMatchObject({ disponible: true, valor: 0.633, peso: 15, puntos: 9.5 });
    expect(part.detalle).toBe(
      '3 pedidos cerrados: 1 cotizados, 1 declinados, 1 sin respuesta, 1 adjudicados. Respuesta 67% × 0,5 + cotizados 33% × 0,3 + adjudicación 100% × 0,2.',
    );
    const partes = (await call('GET', `/api/auth/proveedor/${s.id}/calificacion`)).json().data.sugerencia.partes;
    expect(partes.map((p: { peso: number }) => p.peso)).toEqual([60, 25, 15]);
  });
});
