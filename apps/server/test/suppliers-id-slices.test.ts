import { SupplierListQuerySchema } from '@abasto/domain/supplier-list';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { SUPPLIER_ID_SLICE_BITS } from '../src/db/schema/suppliers.ts';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import {
  cappedCountQuery,
  newestPageIds,
  pageQuery,
  searchPageQuery,
  supplierListWhere,
  supplierSearchWhere,
} from '../src/modules/suppliers/list-suppliers.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/**
 * A search is counted and collected slice by slice of ids, newest first (bySlices,
 * docs/benchmarks.md "A million suppliers"), stopping once it has the cap's worth: it must count
 * and find exactly what the plain read does. The suppliers are spread over slices far apart, and
 * some below zero, by copies of generated ones under other ids.
 */

const SEARCH_CAP = 5;
const SLICE = 2 ** SUPPLIER_ID_SLICE_BITS;
let abasto: TestAbasto;
let auth: Record<string, string>;

beforeAll(async () => {
  abasto = await createTestAbasto({ SUPPLIER_SEARCH_COUNT_CAP: String(SEARCH_CAP) });
  auth = (await userWithToken(abasto.app, 'analista')).auth;
  const db = abasto.app.ctx.db;
  await insertSuppliers(db, generateSuppliers({ count: 240, now: new Date(Date.UTC(2026, 0, 1)) }));
  const columns = (
    await queryRows<{ c: string }>(
      db,
      sql`select column_name as c from information_schema.columns
        where table_schema = current_schema() and table_name = 'suppliers' and column_name not in ('id', 'registro')
          and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).map((r) => sql.identifier(r.c));
  const list = sql.join(columns, sql`, `);
  // Copies under ids in slices 1, 2 and 5 (none in 3 and 4), and below zero; the tax id changed,
  // as one accepted supplier per country and tax id is allowed.
  const copies: [SQL, SQL][] = [
    [sql`id + ${SLICE}`, sql`id % 3 = 0`],
    [sql`id + ${2 * SLICE + 17}`, sql`id % 3 = 1`],
    [sql`id + ${5 * SLICE - 300}`, sql`id % 2 = 0`],
    [sql`-id`, sql`id % 5 = 0`],
  ];
  for (const [n, [newId, which]] of copies.entries()) {
    await db.execute(sql`insert into suppliers (id, registro, ${list}) overriding system value
      select ${newId}, registro || '-' || ${String(n)}, ${list} from suppliers where id between 1 and 240 and ${which}`);
  }
  await db.execute(sql`analyze suppliers`);
});
afterAll(() => abasto?.close());

const QUERIES = [
  { q: 'cementos' },
  { q: 'del' },
  { q: 'paraguay' },
  { q: 'asuncion', pais: 'Paraguay' },
  { q: 'del este', segmento: 'SERVICIOS' },
  { q: 'cementos', pais: 'Paraguay', segmento: 'MATERIA PRIMA' },
  { q: 'zzzzzzzz' },
  // Conditions with a subquery on the suppliers table (documents), and the rating.
  { q: 'del', documentos: 'Vigente' },
  { q: 'cementos', calificacion: 'No evaluado' },
];

/** The plain read: every match, newest first. */
const allMatches = async (where: SQL | undefined) =>
  (
    await queryRows<{ id: number }>(
      abasto.app.ctx.db,
      sql`select id from suppliers where ${where ?? sql`true`} order by created_at desc, id desc`,
    )
  ).map((r) => Number(r.id));

describe('a search read by slices of ids', () => {
  it('spans several slices, below zero too', async () => {
    const [row] = await queryRows<{ slices: number; negative: number }>(
      abasto.app.ctx.db,
      sql`select count(distinct id >> ${sql.raw(String(SUPPLIER_ID_SLICE_BITS))})::int as slices, count(*) filter (where id < 0)::int as negative from suppliers`,
    );
    expect(row!.slices).toBe(5);
    expect(row!.negative).toBeGreaterThan(0);
  });

  it('counts what the plain read counts, up to any cap', async () => {
    const db = abasto.app.ctx.db;
    let found = 0;
    for (const q of QUERIES) {
      const where = await supplierSearchWhere(db, q);
      const all = await allMatches(where);
      found += all.length;
      for (const cap of [0, 1, SEARCH_CAP, 100, 100_000]) {
        const [sliced] = await queryRows<{ total: number }>(db, cappedCountQuery(where, cap, true));
        expect(sliced!.total, `${JSON.stringify(q)} cap ${cap}`).toBe(Math.min(all.length, cap + 1));
      }
    }
    // Not a comparison of empty answers.
    expect(found).toBeGreaterThan(500);
  });

  it('collects every match when they are under the cap, with their number', async () => {
    const db = abasto.app.ctx.db;
    for (const q of QUERIES) {
      const where = await supplierSearchWhere(db, q);
      const all = await allMatches(where);
      const query = SupplierListQuerySchema.parse({ ...q, pageSize: 10 });
      const rows = await queryRows<{ id: number; total: number }>(db, searchPageQuery(query, where, 100_000, true));
      expect(rows.map((r) => Number(r.id)), JSON.stringify(q)).toEqual(all.slice(0, 10));
      expect(rows[0]?.total ?? 0).toBe(all.length);
    }
  });

  it('is written with the slices of the table, from the highest id down to the lowest', () => {
    const text = new PgDialect().sqlToQuery(cappedCountQuery(sql`true`, 5, true)).sql;
    const bound = (edge: string) => `\\(select ${edge}\\("suppliers"\\."id"\\) >> 18 from "suppliers"\\)`;
    expect(text).toMatch(new RegExp(`generate_series\\(${bound('max')}, ${bound('min')}, -1\\)`));
    expect(text).toContain('= slices.slice offset 0');
    expect(new PgDialect().sqlToQuery(cappedCountQuery(sql`true`, 5)).sql).not.toContain('generate_series');
  });

  it('gives the list the page and count of the plain read, for every search and page', async () => {
    const db = abasto.app.ctx.db;
    for (const q of QUERIES) {
      const all = await allMatches(await supplierSearchWhere(db, q));
      for (const page of [1, 2, 40]) {
        const res = await abasto.app.inject({
          method: 'GET',
          url: '/api/auth/proveedores/',
          query: { ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])), page: String(page), pageSize: '10' },
          headers: auth,
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { data: { _id: number }[]; total: number; totalCapped: boolean };
        const label = `${JSON.stringify(q)} page ${page}`;
        expect(body.data.map((s) => s._id), label).toEqual(all.slice((page - 1) * 10, page * 10));
        expect({ total: body.total, totalCapped: body.totalCapped }, label).toEqual({
          total: Math.min(all.length, SEARCH_CAP),
          totalCapped: all.length > SEARCH_CAP,
        });
      }
    }
  });

  it('takes a page from the newest suppliers range by range, each older than the last, ties at a boundary once', async () => {
    const db = abasto.app.ctx.db;
    const at = new Date(Date.UTC(2030, 0, 10));
    for (let i = 0; i < 3; i++) await createSupplierRow(db, { razonSocial: `Cuarzo Par ${i} S.A.`, createdAt: at });
    for (let i = 1; i <= 4; i++) {
      await createSupplierRow(db, { razonSocial: `Cuarzo Viejo ${i} S.A.`, createdAt: new Date(at.getTime() - i * 86_400_000) });
    }
    for (const [page, pageSize] of [[1, 2], [2, 2], [1, 5], [3, 2]] as const) {
      const query = SupplierListQuerySchema.parse({ q: 'cuarzo', page, pageSize });
      const where = supplierListWhere(query);
      const expected = (await pageQuery(db, query, where)).map((r) => r.supplier.id);
      expect(expected).toHaveLength(Math.min(pageSize, 7 - (page - 1) * pageSize));
      const label = `page ${page} of ${pageSize}`;
      // From the moment of the three created at once: they are read first, the rest after, older.
      const fromMoment = await newestPageIds(db, query, where, { since: at.toISOString() });
      const fromShare = await newestPageIds(db, query, where, { share: 1e-9 });
      if (page * pageSize <= 7) {
        expect(fromMoment, label).toEqual(expected);
        expect(fromShare, label).toEqual(expected);
      }
      // The same, each range read first.
      const always = Number.POSITIVE_INFINITY;
      const rangeFirst = await newestPageIds(db, query, where, { since: at.toISOString() }, always, always);
      if (page * pageSize <= 7) expect(rangeFirst, label).toEqual(expected);
    }
  });
});
