import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierListQuerySchema } from '@abasto/domain/supplier-list';
import {
  estimatedMatches,
  newestMatchesQuery,
  newestPageIds,
  pageQuery,
  supplierListWhere,
} from '../src/modules/suppliers/list-suppliers.ts';
import { queryRows } from '../src/db/client.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/**
 * The list's count is exact up to the count cap and "more than the cap" past it
 * (docs/product.md#supplier-list). The caps are lowered (10 for filters, 5 for a quick search) so
 * a few rows show both sides.
 */

const CAP = 10;
const SEARCH_CAP = 5;
let abasto: TestAbasto;
let auth: Record<string, string>;
/** The 15 Granito suppliers, newest first. */
const granito: number[] = [];
const basalto: number[] = [];

beforeAll(async () => {
  abasto = await createTestAbasto({ SUPPLIER_COUNT_CAP: String(CAP), SUPPLIER_SEARCH_COUNT_CAP: String(SEARCH_CAP) });
  auth = (await userWithToken(abasto.app, 'analista')).auth;
  for (let i = 0; i < 15; i++) {
    const row = await createSupplierRow(abasto.app.ctx.db, {
      razonSocial: `Canteras Granito ${i} S.A.`,
      segmento: 'OTROS',
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    });
    granito.unshift(row.id);
  }
  for (let i = 0; i < 3; i++) {
    const row = await createSupplierRow(abasto.app.ctx.db, {
      razonSocial: `Basalto ${i} SRL`,
      segmento: 'SERVICIOS',
      createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
    });
    basalto.unshift(row.id);
  }
});
afterAll(() => abasto?.close());

const list = async (query: Record<string, string | number>) => {
  const res = await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedores/', query: query as never, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { _id: number }[]; total: number; totalCapped?: boolean };
};

describe('the count cap', () => {
  it('counts exactly up to the cap', async () => {
    expect(await list({ q: 'basalto' })).toMatchObject({ total: 3, totalCapped: false });
    expect((await list({ q: 'basalto' })).data.map((s) => s._id)).toEqual(basalto);
    expect(await list({ segmento: 'SERVICIOS' })).toMatchObject({ total: 3, totalCapped: false });
    expect(await list({ q: 'basalto', page: 2, pageSize: 5 })).toMatchObject({ data: [], total: 3, totalCapped: false });
  });

  it('past the cap, a search says only that there are more, and still pages every match newest first', async () => {
    const first = await list({ q: 'granito', pageSize: 5 });
    expect(first).toMatchObject({ total: SEARCH_CAP, totalCapped: true });
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await list({ q: 'granito', pageSize: 5, page });
      expect(answer).toMatchObject({ total: SEARCH_CAP, totalCapped: true });
      seen.push(...answer.data.map((s) => s._id));
    }
    expect(seen).toEqual(granito);
  });

  it('a search and a filter have caps of their own', async () => {
    expect(await list({ q: 'granito', pageSize: 20 })).toMatchObject({ total: SEARCH_CAP, totalCapped: true });
    expect(await list({ segmento: 'OTROS', pageSize: 20 })).toMatchObject({ total: CAP, totalCapped: true });
    // Seven of them, filtered by segment and searched: past the search's cap, under the filter's.
    expect(await list({ q: 'granito', segmento: 'OTROS' })).toMatchObject({ total: SEARCH_CAP, totalCapped: true });
  });

  it('past the cap, a filter alone is capped too', async () => {
    const answer = await list({ segmento: 'OTROS', pageSize: 20 });
    expect(answer).toMatchObject({ total: CAP, totalCapped: true });
    expect(answer.data.map((s) => s._id)).toEqual(granito);
  });

  it('the whole list keeps its exact, kept total', async () => {
    expect(await list({})).toMatchObject({ total: 18, totalCapped: false });
  });

  it('"Seleccionar los N que cumplen el filtro" selects every match by the filter, not by the count', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedores/coincidentes', query: { q: 'granito' }, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json() as { data: { _id: number }[]; total: number };
    expect(found.total).toBe(15);
    expect(found.data.map((s) => s._id)).toEqual(granito);
  });

  it('a search the planner expects past the cap gives the same pages and count as the one-pass search', async () => {
    // With statistics the planner expects every row to hold an "s" (all 18 do), past the cap of 10,
    // so that search is paged by the createdAt index beside the capped count
    // (docs/product.md#supplier-list); the searches above took the one-pass shape.
    const db = abasto.app.ctx.db;
    await db.execute(sql`analyze suppliers`);
    expect(await estimatedMatches(db, supplierListWhere({ q: 's' }))).toBeGreaterThan(SEARCH_CAP);
    expect(await estimatedMatches(db, supplierListWhere({ q: 'basalto' }))).toBeLessThanOrEqual(SEARCH_CAP);
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const answer = await list({ q: 's', pageSize: 5, page });
      expect(answer).toMatchObject({ total: SEARCH_CAP, totalCapped: true });
      seen.push(...answer.data.map((s) => s._id));
    }
    expect(seen).toEqual([...granito, ...basalto]);
    expect(await list({ q: 'basalto' })).toMatchObject({ total: 3, totalCapped: false });
    expect((await list({ q: 'basalto' })).data.map((s) => s._id)).toEqual(basalto);
  });

  it('the page of a search past the cap, taken from the newest suppliers first, is the page of all matches', async () => {
    // newestPageIds looks among the suppliers created since a moment and widens the range until it
    // holds the page (docs/product.md#supplier-list). Its answer is the plain newest-first page, or
    // none when only (nearly) the whole table would hold it: then the list takes the plain page.
    const db = abasto.app.ctx.db;
    const pageOf = async (q: string, page: number) => {
      const query = SupplierListQuerySchema.parse({ q, page, pageSize: 4 });
      const where = supplierListWhere(query);
      const expected = (await pageQuery(db, query, where)).map((r) => r.supplier.id);
      return {
        expected,
        // A tiny first range, widened eightfold until it holds the page.
        fromShare: await newestPageIds(db, query, where, { share: 0.001 }),
        // A range from a moment: the newest two Granito only, so it too is widened.
        fromMoment: await newestPageIds(db, query, where, { since: '2025-01-14T00:00:00Z' }),
        // Each range read the other way: through the search's indexes (none is small enough to be
        // read first), then every range read first (RANGE_FIRST_MAX_ROWS).
        throughIndexes: await newestPageIds(db, query, where, { share: 0.001 }, Number.POSITIVE_INFINITY, 0),
        rangeFirst: await newestPageIds(db, query, where, { since: '2025-01-14T00:00:00Z' }, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY),
      };
    };
    // The 15 Granito suppliers were created in the last 4% of the time span of all 18.
    for (let page = 1; page <= 3; page++) {
      const { expected, fromShare, fromMoment, throughIndexes, rangeFirst } = await pageOf('granito', page);
      expect(expected).toEqual(granito.slice((page - 1) * 4, page * 4));
      expect(fromShare).toEqual(expected);
      expect(fromMoment).toEqual(expected);
      expect(throughIndexes).toEqual(expected);
      expect(rangeFirst).toEqual(expected);
    }
    // A range read first is the same range under the table's own name: the search, and a document
    // filter whose subquery names the suppliers table, find the same rows either way.
    const since = '2025-01-10T00:00:00Z';
    for (const filters of [{ q: 'granito' }, { q: 'granito', documentos: 'Vigente' }]) {
      const where = supplierListWhere(SupplierListQuerySchema.parse(filters));
      const [plain, first] = await Promise.all(
        [false, true].map((rangeFirst) => queryRows<{ id: number }>(db, newestMatchesQuery(where, since, 20, rangeFirst))),
      );
      expect(first).toEqual(plain);
      expect(first!.map((r) => Number(r.id))).toEqual(filters.documentos ? [] : granito.slice(0, 6));
    }
    // One range only (the list's early look beside the count): no widening, so a tiny range finds none.
    const first = SupplierListQuerySchema.parse({ q: 'granito', pageSize: 4 });
    expect(await newestPageIds(db, first, supplierListWhere(first), { share: 0.001 }, 1)).toBeUndefined();
    expect(await newestPageIds(db, first, supplierListWhere(first), { share: 0.05 }, 1)).toEqual(granito.slice(0, 4));
    // Page 4 would need 16 of the 15: no range holds it.
    expect(await pageOf('granito', 4)).toMatchObject({ fromShare: undefined, fromMoment: undefined });
    // The Basalto suppliers are the oldest: the page that reaches them is left to the plain page.
    const last = await pageOf('s', 4);
    expect(last.expected).toEqual([...granito, ...basalto].slice(12, 16));
    expect(last.fromShare).toBeUndefined();
    // Through the list, every page is the plain page.
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) seen.push(...(await list({ q: 's', pageSize: 4, page })).data.map((s) => s._id));
    expect(seen).toEqual([...granito, ...basalto]);
  });

  it('"Seleccionar los N que cumplen el filtro" past the cap counts the left-out among the first matches, and says so', async () => {
    // Added last: the tests above count the 18 suppliers. Twelve Rechazado Pizarra suppliers: the
    // counts stop at the cap + 1 matches (docs/product.md#quotation-compose).
    for (let i = 0; i < 12; i++) {
      const segmento = i < 3 ? 'SERVICIOS' : 'OTROS';
      await createSupplierRow(abasto.app.ctx.db, { razonSocial: `Pizarra ${i} S.A.`, calificacion: 'Rechazado', segmento });
    }
    const coincidentes = async (query: Record<string, string>) => {
      const res = await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedores/coincidentes', query, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { _id: number }[]; total: number; rechazados: number; contadoHasta?: number };
    };
    expect(await coincidentes({ q: 'pizarra' })).toEqual({ data: [], total: 0, rechazados: CAP + 1, limite: 5000, contadoHasta: CAP });
    // Under the cap the counts are exact and say nothing more.
    const few = await coincidentes({ q: 'pizarra', segmento: 'SERVICIOS' });
    expect(few).toMatchObject({ total: 0, rechazados: 3 });
    expect(few.contadoHasta).toBeUndefined();
    // Every pickable match is still selected by the filter, newest first.
    const all = await coincidentes({ segmento: 'OTROS' });
    expect(all.data.map((s) => s._id)).toEqual(granito);
    expect(all).toMatchObject({ total: 15, contadoHasta: CAP });
  });
});
