import { MSG } from '@abasto/domain/messages';
import { RUBROS } from '@abasto/domain/supplier-enums';
import { SUPPLIER_COUNT_CAP, SupplierListQuerySchema, SupplierPageSchema } from '@abasto/domain/supplier-list';
import { inArray, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import { cappedCountQuery, searchPageQuery, supplierListWhere, withExpiredMandatoryDocument } from '../src/modules/suppliers/list-suppliers.ts';
import { selectSuppliers, toProveedorOf } from '../src/modules/suppliers/supplier-select.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow, type SupplierRowOverrides } from './helpers/supplier-factory.ts';

/**
 * The list, its quick search, filters and paging, the filter options and the dashboard, on a
 * fixed set of suppliers: 40 generated ones (created in 2024) and a few written by hand with
 * words found nowhere else (created in 2025, so they are the newest).
 */

let abasto: TestAbasto;
let auth: Record<string, string>;
const ids: Record<string, number> = {};

const handmade: Record<string, SupplierRowOverrides> = {
  nanduti: {
    razonSocial: 'Ñaró Zafiro S.A.',
    nombreFantasia: 'Ñaró Zafiro',
    ciudad: 'Villa Ñuñoa',
    estado: 'Cordillera Ñuñoa',
    segmento: 'MATERIA PRIMA',
    rubro: ['Cementos'],
    detalle: 'Cemento para la represa de Itaipú',
    createdAt: new Date('2025-03-01T10:00:00Z'),
  },
  capitals: {
    razonSocial: 'TRANSPORTES ZAFIRO SRL',
    nombreFantasia: null,
    ciudad: 'VILLA NUNOA',
    estado: 'CORDILLERA NUNOA',
    segmento: 'SERVICIOS',
    rubro: ['Fletes', 'Logística y Depósito'],
    createdAt: new Date('2025-03-02T10:00:00Z'),
  },
  brasil: {
    pais: 'Brasil',
    registro: '12.345.678/0001-99',
    razonSocial: 'Bombas Zafiro Ltda.',
    ciudad: 'Foz do Iguaçu',
    estado: 'Paraná BR',
    segmento: 'EQUIPOS DE PROYECTO',
    rubro: ['Bombas'],
    emailEjecutivo: ['vendas@bombaszafiro.com.br'],
    createdAt: new Date('2025-03-03T10:00:00Z'),
  },
  percent: {
    razonSocial: 'Descuentos 100% Reales S.A.',
    detalle: 'Todo al 50_por_ciento',
    segmento: 'OTROS',
    rubro: ['Otros'],
    createdAt: new Date('2025-03-04T10:00:00Z'),
  },
  quiet: {
    razonSocial: 'Herramientas Quietud S.A.',
    segmento: 'CATÁLOGO DE PIEZAS',
    rubro: ['Herramientas'],
    ciudad: 'Villa Ñuñoa',
    estado: 'Cordillera Ñuñoa',
    createdAt: new Date('2025-03-05T10:00:00Z'),
  },
};

beforeAll(async () => {
  abasto = await createTestAbasto();
  auth = (await userWithToken(abasto.app, 'analista')).auth;
  await insertSuppliers(
    abasto.app.ctx.db,
    generateSuppliers({ count: 40, seed: 99, now: new Date('2024-12-31T00:00:00Z'), months: 6 }),
  );
  for (const [key, overrides] of Object.entries(handmade)) {
    ids[key] = (await createSupplierRow(abasto.app.ctx.db, overrides)).id;
  }
});
afterAll(() => abasto?.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await abasto.app.inject({
    method: 'GET',
    url: '/api/auth/proveedores/',
    query: query as never,
    headers: auth,
  });
  return res;
};
const hits = async (query: Record<string, string | number>) => {
  const res = await list({ pageSize: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: number }[]).map((s) => s._id).sort((a, b) => a - b);
};
const idsOf = (...keys: string[]) => keys.map((k) => ids[k]!).sort((a, b) => a - b);

/**
 * The plan PostgreSQL gives a statement when it may neither scan the whole table nor walk a btree
 * in order (so an index's bitmap must serve it), without the indexes named in `without` (dropped
 * inside the transaction, which is then rolled back).
 */
async function indexPlan(statement: SQL, without: string[] = []): Promise<string> {
  let plan: Record<string, string>[] = [];
  await abasto.app.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      for (const index of without) await tx.execute(sql`drop index ${sql.identifier(index)}`);
      plan = await queryRows<Record<string, string>>(tx as never, sql`explain ${statement}`);
      tx.rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

describe('quick search', () => {
  it('is case- and accent-insensitive both ways', async () => {
    const expected = idsOf('nanduti');
    expect(await hits({ q: 'naro' })).toEqual(expected);
    expect(await hits({ q: 'ÑARÓ' })).toEqual(expected);
    expect(await hits({ q: 'Ñaró' })).toEqual(expected);
    expect(await hits({ q: 'itaipu' })).toEqual(expected);
  });

  it('searches the whole record: city, department, e-mail, tax id, rubro, detalle', async () => {
    expect(await hits({ q: 'villa nunoa' })).toEqual(idsOf('nanduti', 'capitals', 'quiet'));
    expect(await hits({ q: 'cordillera ñuñoa' })).toEqual(idsOf('nanduti', 'capitals', 'quiet'));
    expect(await hits({ q: 'vendas@bombaszafiro' })).toEqual(idsOf('brasil'));
    expect(await hits({ q: '12.345.678/0001-99' })).toEqual(idsOf('brasil'));
    expect(await hits({ q: '12345678000199' })).toEqual(idsOf('brasil'));
    expect(await hits({ q: 'zafiro logistica' })).toEqual(idsOf('capitals'));
    expect(await hits({ q: 'represa' })).toEqual(idsOf('nanduti'));
  });

  it('needs every word, in any order', async () => {
    expect(await hits({ q: 'zafiro' })).toEqual(idsOf('nanduti', 'capitals', 'brasil'));
    expect(await hits({ q: 'bombas zafiro' })).toEqual(idsOf('brasil'));
    expect(await hits({ q: '  zafiro   bombas ' })).toEqual(idsOf('brasil'));
    expect(await hits({ q: 'zafiro inexistente' })).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await hits({ q: '100%' })).toEqual(idsOf('percent'));
    expect(await hits({ q: '50_por' })).toEqual(idsOf('percent'));
    expect(await hits({ q: '%' })).toEqual(idsOf('percent'));
    expect(await hits({ q: '_' })).toEqual(idsOf('percent'));
  });

  it('an empty search lists everything', async () => {
    expect((await list({ q: '   ' })).json().total).toBe(45);
  });

  it('is served by the trigram index', async () => {
    const query = SupplierListQuerySchema.parse({ q: 'zafiro' });
    const where = supplierListWhere(query);
    const page = searchPageQuery(query, where, SUPPLIER_COUNT_CAP);
    const total = cappedCountQuery(where, SUPPLIER_COUNT_CAP);
    // A table this small is cheaper to scan in full or in date order; forbidding both shows the
    // trigram index can serve the search (the benchmark shows the planner choosing it at 100,000).
    for (const q of [page, total]) {
      expect(await indexPlan(q)).toContain('suppliers_search_text_idx');
    }
  });

  it('carries the department and city filters in the same index as the search', async () => {
    // At a million suppliers "Central" alone is 40,000 rows: ANDing its own index with the trigram
    // one cost more than the search (docs/benchmarks.md, "A million suppliers"). A table this small
    // is best read by the place's own index, so the plan is asked without it (dropped, then rolled
    // back): the search's index must then answer the place as well.
    for (const filter of [{ estado: 'Central' }, { ciudad: 'Luque' }]) {
      const query = SupplierListQuerySchema.parse({ q: 'zafiro', ...filter });
      const total = cappedCountQuery(supplierListWhere(query), SUPPLIER_COUNT_CAP);
      const text = await indexPlan(total, ['suppliers_estado_folded_idx', 'suppliers_ciudad_folded_idx']);
      expect(text).toContain('Bitmap Index Scan on suppliers_search_text_idx');
      expect(text).not.toMatch(/suppliers_(estado|ciudad)_folded_idx|BitmapAnd/);
      expect(text).toMatch(new RegExp(`Index Cond: .*lower\\(immutable_unaccent\\(${Object.keys(filter)[0]}\\)\\)`));
    }
  });
});

describe('filters', () => {
  it('filter by rubro (any of the supplier’s rubros)', async () => {
    expect(await hits({ q: 'zafiro', rubro: 'Logística y Depósito' })).toEqual(idsOf('capitals'));
    expect(await hits({ q: 'zafiro', rubro: 'Fletes' })).toEqual(idsOf('capitals'));
  });

  it('filter by segmento', async () => {
    expect(await hits({ q: 'zafiro', segmento: 'EQUIPOS DE PROYECTO' })).toEqual(idsOf('brasil'));
  });

  it('filter by pais', async () => {
    const brasil = await list({ pais: 'Brasil', pageSize: 100 });
    expect(brasil.json().data.every((s: { pais: string }) => s.pais === 'Brasil')).toBe(true);
    expect(await hits({ q: 'zafiro', pais: 'Brasil' })).toEqual(idsOf('brasil'));
  });

  it('filter by estado and ciudad without regard to case or accents', async () => {
    expect(await hits({ ciudad: 'Villa Ñuñoa' })).toEqual(idsOf('nanduti', 'capitals', 'quiet'));
    expect(await hits({ ciudad: 'villa nunoa' })).toEqual(idsOf('nanduti', 'capitals', 'quiet'));
    expect(await hits({ estado: 'CORDILLERA NUNOA' })).toEqual(idsOf('nanduti', 'capitals', 'quiet'));
  });

  it('combines filters and search', async () => {
    expect(await hits({ ciudad: 'Villa Ñuñoa', segmento: 'SERVICIOS', q: 'transportes' })).toEqual(idsOf('capitals'));
    expect(await hits({ ciudad: 'Villa Ñuñoa', segmento: 'SERVICIOS', pais: 'Brasil' })).toEqual([]);
  });

  it('accepts filter values regardless of case and accents for the fixed lists', async () => {
    expect(await hits({ q: 'zafiro', segmento: 'equipos de proyecto', pais: 'BRASIL' })).toEqual(idsOf('brasil'));
  });

  it.each([
    ['pais', 'Narnia', fieldMessage('País')],
    ['segmento', 'MINERÍA', fieldMessage('Segmento')],
    ['rubro', 'Golosinas', fieldMessage('Rubro')],
    ['page', 'dos', MSG.supplierPageInvalid],
    ['page', '0', MSG.supplierPageInvalid],
    ['page', '1.5', MSG.supplierPageInvalid],
    ['pageSize', '1000', MSG.supplierPageSizeInvalid],
    ['pageSize', '-1', MSG.supplierPageSizeInvalid],
    ['q', 'z'.repeat(10_000), 'El campo «Busqueda Rapida» admite como máximo 200 caracteres.'],
  ])('refuses %s = %s… with a clear 400', async (key, value, message) => {
    const res = await list({ [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('a repeated parameter is a 400, not a 500', async () => {
    const res = await abasto.app.inject({
      method: 'GET',
      url: '/api/auth/proveedores/?rubro=Fletes&rubro=Bombas&page=1&page=2',
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
  });
});

function fieldMessage(label: string) {
  return MSG.supplierOptionInvalid.replace('{campo}', label);
}

describe('paging', () => {
  it('pages of 10 by default, newest first, with the total', async () => {
    const first = (await list()).json();
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data.slice(0, 5).map((s: { _id: number }) => s._id)).toEqual([
      ids.quiet,
      ids.percent,
      ids.brasil,
      ids.capitals,
      ids.nanduti,
    ]);
    const seen = new Set<number>();
    let previous = Number.POSITIVE_INFINITY;
    for (let page = 1; page <= 5; page++) {
      const body = (await list({ page })).json();
      expect(body.page).toBe(page);
      expect(body.data).toHaveLength(page === 5 ? 5 : 10);
      for (const s of body.data) {
        expect(seen.has(s._id)).toBe(false);
        seen.add(s._id);
        const t = Date.parse(s.createdAt);
        expect(t).toBeLessThanOrEqual(previous);
        previous = t;
      }
    }
    expect(seen.size).toBe(45);
  });

  it('a page past the end is empty and still tells the total', async () => {
    const body = (await list({ page: 99 })).json();
    expect(body).toEqual({ data: [], total: 45, totalCapped: false, page: 99, pageSize: 10 });
  });

  it('pages a filtered list', async () => {
    const all = await hits({ ciudad: 'villa nunoa' });
    const p1 = (await list({ ciudad: 'villa nunoa', pageSize: 2 })).json();
    const p2 = (await list({ ciudad: 'villa nunoa', pageSize: 2, page: 2 })).json();
    expect(p1.total).toBe(3);
    expect(p1.data).toHaveLength(2);
    expect(p2.data).toHaveLength(1);
    expect([...p1.data, ...p2.data].map((s: { _id: number }) => s._id).sort((a, b) => a - b)).toEqual(all);
  });
});

describe('the answer', () => {
  // The list's answer is written without passing through its schema (routes.ts): each shape it
  // takes must be exactly what the schema keeps, nothing missing, mistyped or extra.
  it('is exactly what its schema (the OpenAPI\'s) keeps, for every kind of list', async () => {
    const queries: Record<string, string | number>[] = [
      {},
      { page: 99 },
      { segmento: 'SERVICIOS' },
      { q: 'zafiro' },
      { q: 'zafiro', ciudad: 'villa nunoa', pageSize: 2, page: 2 },
      { q: 'a' },
      { q: 'zzzz-nadie' },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body, JSON.stringify(query)).toEqual(SupplierPageSchema.parse(body));
    }
  });
});

describe('GET /api/filters/all', () => {
  it('answers the values present, one option per place however it was typed', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/filters/all', headers: auth });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const rows = await queryRows<{ pais: string; segmento: string; rubro: string[] }>(
      abasto.app.ctx.db,
      sql`select pais, segmento, rubro from suppliers`,
    );
    const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'es'));
    expect(data.paises).toEqual(sorted(rows.map((r) => r.pais)));
    expect(data.segmentos).toEqual(sorted(rows.map((r) => r.segmento)));
    expect(data.rubros).toEqual(sorted(rows.flatMap((r) => r.rubro)));
    expect(data.rubros.every((r: string) => (RUBROS as readonly string[]).includes(r))).toBe(true);
    expect(data.ciudades).toContain('Villa Ñuñoa');
    expect(data.ciudades).not.toContain('VILLA NUNOA');
    expect(data.estados).toContain('Cordillera Ñuñoa');
    expect(data.estados).not.toContain('CORDILLERA NUNOA');
    expect(data.ciudades).toContain('Foz do Iguaçu');
    expect(new Set(data.ciudades).size).toBe(data.ciudades.length);
  });
});

describe('GET /api/dashboard', () => {
  it('counts suppliers, groups them per segmento and lists the 7 newest', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/dashboard', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.suppliers).toBe(45);
    expect(body.quotations).toBe(0);
    const counts = await queryRows<{ segmento: string; n: number }>(
      abasto.app.ctx.db,
      sql`select segmento, count(*)::int as n from suppliers group by segmento`,
    );
    expect(
      Object.fromEntries(body.segmentos.map((s: { segmento: string; total: number }) => [s.segmento, s.total])),
    ).toEqual(Object.fromEntries(counts.map((c) => [c.segmento, c.n])));
    const totals = body.segmentos.map((s: { total: number }) => s.total);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    expect(body.recent).toHaveLength(7);
    expect(body.recent.slice(0, 5).map((s: { _id: number }) => s._id)).toEqual([
      ids.quiet,
      ids.percent,
      ids.brasil,
      ids.capitals,
      ids.nanduti,
    ]);
    expect(body.recent[0]).toMatchObject({ registro: expect.any(String), razonSocial: 'Herramientas Quietud S.A.' });
    // The list adds documentosVencidos to each record; the dashboard's records are the plain ones.
    const newestGenerated = (await list({ page: 1 })).json().data.slice(5, 7) as { documentosVencidos: boolean }[];
    expect(body.recent.slice(5)).toEqual(newestGenerated.map(({ documentosVencidos: _flag, ...record }) => record));
  });
});

describe('the records of a search', () => {
  // A search reads its page's records by id straight through the driver, by column position
  // (list-suppliers.ts, suppliersInOrder): each must equal the same record read through drizzle's
  // select, with its creator, dates, lists, amounts and answers.
  it('are the records drizzle\'s own select reads, creator and all', async () => {
    const { user } = await userWithToken(abasto.app, 'gerente');
    const invited = await createSupplierRow(abasto.app.ctx.db, {
      razonSocial: 'Invitada Zafiro S.A.',
      invitedById: user.id,
      radioForm: [{ pregunta: '¿Tiene ISO 9001?', respuesta: 'Sí' }],
      capitalSocial: 2_750_000,
      rubro: ['Cementos', 'Bombas'],
      createdAt: new Date('2025-03-06T10:00:00Z'),
    });
    const db = abasto.app.ctx.db;
    for (const q of ['zafiro', 'a']) {
      const body = (await list({ q, pageSize: 50 })).json() as { data: { id: number }[] };
      const pageIds = body.data.map((s) => s.id);
      expect(pageIds.length, q).toBeGreaterThan(0);
      const expired = await withExpiredMandatoryDocument(db, pageIds);
      const rows = await selectSuppliers(db).where(inArray(suppliers.id, pageIds));
      const byId = new Map(rows.map((r) => [r.supplier.id, { ...toProveedorOf(r), documentosVencidos: expired.has(r.supplier.id) }]));
      expect(body.data, q).toEqual(pageIds.map((id) => byId.get(id)));
    }
    const zafiro = (await list({ q: 'zafiro', pageSize: 50 })).json().data as { id: number; invitedBy: unknown }[];
    expect(zafiro.find((s) => s.id === invited.id)?.invitedBy).toEqual({ name: user.name, lastName: user.lastName, email: user.email });
  });
});
