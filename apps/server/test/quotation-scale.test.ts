import { QUOTATION_MAX_SUPPLIERS } from '@abasto/domain/quotation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../src/db/client.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { fileOfKind, quotationBody } from './helpers/quotation-factory.ts';
import { bulkSuppliers } from './helpers/scratch-database.ts';

/**
 * A quotation to the most suppliers a request may name (docs/product.md#quotation-compose): every
 * recipient and every outbox message is written, in order, in the one transaction of the
 * request, or nothing is.
 */

let abasto: TestAbasto;
let db: Db;
let gerente: Awaited<ReturnType<typeof userWithToken>>;
let ids: number[];

beforeAll(async () => {
  abasto = await createTestAbasto();
  db = abasto.app.ctx.db;
  gerente = await userWithToken(abasto.app, 'gerente');
  ids = await bulkSuppliers(db, QUOTATION_MAX_SUPPLIERS, 'scale');
}, 300_000);
afterAll(async () => {
  await abasto?.close();
});

const post = (body: unknown) =>
  abasto.app.inject({ method: 'POST', url: '/api/cotizacion/', headers: gerente.auth, payload: body as object });

const counts = async () => {
  const [row] = await queryRows<{ quotations: string; recipients: string; messages: string; contents: string }>(
    db,
    sql`select (select count(*) from quotations)::int as quotations, (select count(*) from quotation_recipients)::int as recipients,
               (select count(*) from mail_messages)::int as messages, (select count(*) from mail_contents)::int as contents`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
};

describe('a quotation to 10,000 suppliers', () => {
  it('writes exactly one recipient and one outbox message per supplier, in the order chosen', async () => {
    const file = fileOfKind('pdf', 100_000).toString('base64');
    const res = await post(quotationBody(ids, { file: [{ file, filename: 'pliego.pdf' }] }));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const answer = res.json();
    expect(answer.data.fornecedores).toHaveLength(QUOTATION_MAX_SUPPLIERS);
    expect(answer.data.fornecedores.map((f: { id: number }) => f.id)).toEqual(ids);
    expect(answer.data.fornecedores[9_999]).toMatchObject({ name: 'Proveedor scale9999', email: 'ventas9999-scale@proveedor.test', status: 'pending' });

    const rows = await queryRows<{ message_id: number; linked: boolean; content_id: number }>(
      db,
      sql`select r.message_id, (m.to_address = r.email and m.to_name = r.supplier_name) as linked, m.content_id
          from quotation_recipients r join mail_messages m on m.id = r.message_id
          where r.quotation_id = ${answer.data.id} order by r.position`,
    );
    expect(rows).toHaveLength(10_000);
    expect(rows.every((r) => r.linked)).toBe(true);
    // Messages in the order of their recipients, one content for all of them.
    expect(rows.every((r, i) => i === 0 || r.message_id > rows[i - 1]!.message_id)).toBe(true);
    expect(new Set(rows.map((r) => r.content_id)).size).toBe(1);
  }, 120_000);

  it('leaves nothing behind when the transaction fails after the outbox rows were written', async () => {
    const before = await counts();
    // The last statement of the create (its recipients) fails: the quotation, its content and
    // its 10,000 outbox messages must go with it.
    await queryRows(
      db,
      sql`create function fail_recipients() returns trigger language plpgsql as $$ begin raise exception 'fault'; end $$`,
    );
    await queryRows(db, sql`create trigger fail_recipients before insert on quotation_recipients for each row execute function fail_recipients()`);
    try {
      const res = await post(quotationBody(ids, { title: 'Falla a mitad de camino' }));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await queryRows(db, sql`drop trigger fail_recipients on quotation_recipients`);
      await queryRows(db, sql`drop function fail_recipients()`);
    }
    expect(await counts()).toEqual(before);
  }, 120_000);
});
