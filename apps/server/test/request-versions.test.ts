import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';

/**
 * A quotation request is an editable record too (docs/product.md#concurrent-edits): its answers
 * carry its version (and the ETag); a change of its lines, files or deadline names the version it
 * read and is refused with 409 when someone changed the request in between.
 */

let abasto: TestAbasto;
let gerente: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  abasto = await createTestAbasto({ REMINDER_HOURS_BEFORE_DEADLINE: '0' });
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(() => abasto?.close());

const LINES = [{ descripcion: 'Arena lavada', cantidad: 12, unidad: 'm³' }];

async function newRequest(): Promise<number> {
  const supplier = await supplierWithAddress(abasto.app.ctx.db);
  const res = await abasto.app.inject({
    method: 'POST',
    url: '/api/cotizacion/',
    headers: gerente.auth,
    payload: quotationBody([supplier.id], {
      title: 'Arena para la obra',
      items: LINES,
      fechaLimite: new Date(Date.now() + 96 * 3_600_000).toISOString(),
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const read = (id: number) => abasto.app.inject({ method: 'GET', url: `/api/cotizacion/${id}/respuestas`, headers: gerente.auth });
const change = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  abasto.app.inject({ method: 'PUT', url: `/api/cotizacion/${id}/pedido`, headers: { ...gerente.auth, ...headers }, payload: body });
const lines = (descripcion: string) => ({ items: [{ ...LINES[0], descripcion }] });

describe('versions of a quotation request', () => {
  it('answers its version and ETag; a change names it and raises it', async () => {
    const id = await newRequest();
    const first = await read(id);
    expect(first.json().pedido.version).toBe(1);
    expect(first.headers.etag).toBe('"1"');
    const changed = await change(id, { ...lines('Arena lavada fina'), version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pedido.version).toBe(2);
    expect(changed.headers.etag).toBe('"2"');
    // Cancelling changes the request too: its answer carries the new version.
    const cancelled = await abasto.app.inject({ method: 'POST', url: `/api/cotizacion/${id}/cancelacion`, headers: gerente.auth, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.headers.etag).toBe(`"${cancelled.json().pedido.version}"`);
    expect(cancelled.json().pedido.version).toBeGreaterThan(2);
  });

  it('refuses a change over a newer version (body or If-Match) with 409, and changes nothing', async () => {
    const id = await newRequest();
    expect((await change(id, { ...lines('Primera'), version: 1 })).statusCode).toBe(200);
    const stale = await change(id, { ...lines('Segunda'), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', error: MSG.recordChanged, details: { version: 2 } });
    const staleHeader = await change(id, lines('Tercera'), { 'if-match': '"1"' });
    expect(staleHeader.statusCode).toBe(409);
    const now = (await read(id)).json().pedido;
    expect(now.version).toBe(2);
    expect(now.items.map((i: { descripcion: string }) => i.descripcion)).toEqual(['Primera']);
    // Without a version the change is accepted, as API clients written before versions expect.
    expect((await change(id, lines('Cuarta'))).statusCode).toBe(200);
    expect((await change(id, lines('Quinta'), { 'if-match': 'no es una versión' })).statusCode).toBe(400);
  });

  it('of two simultaneous changes of the same version, exactly one goes through', async () => {
    const id = await newRequest();
    const results = await Promise.all([change(id, { ...lines('A'), version: 1 }), change(id, { ...lines('B'), version: 1 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await read(id)).json().pedido.version).toBe(2);
  });
});
