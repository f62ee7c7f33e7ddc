import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import {
  searchTextSample,
  selectiveTrigrams,
  supplierListWhere,
  supplierSearchWhere,
  type SearchTextSample,
} from '../src/modules/suppliers/list-suppliers.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/**
 * A search word is looked up in the trigram index by its two rarest trigrams and then checked whole
 * (supplierListWhere, docs/benchmarks.md "A million suppliers"): it must find exactly the suppliers
 * the plain `like '%word%'` finds, whatever the word.
 */

let abasto: TestAbasto;

const WORDS = [
  'de',
  'del',
  'este',
  'cementos',
  'Cementos',
  'asuncion',
  'Asunción',
  'ferreteria',
  'Ferretería',
  'encarnacion',
  'paraguay',
  'metalurgica',
  'provision',
  '800100018',
  'ñandutí',
  'Ñandutí',
  'nandutiyacht',
  'algodón',
  '100%',
  '%',
  '%%',
  '_',
  'taller_norte',
  'tallerxnorte',
  '\\',
  'c:\\obras',
  '🚧',
  'obras🚧',
  'straße',
  'zzzzzzzz',
  'del este',
  'obras civiles',
  'cementos paraguay',
  'ñandutí algodón',
];

beforeAll(async () => {
  abasto = await createTestAbasto();
  const db = abasto.app.ctx.db;
  await insertSuppliers(db, generateSuppliers({ count: 300, now: new Date(Date.UTC(2026, 0, 1)) }));
  for (const razonSocial of [
    'Ñandutí Textil 100% Algodón S.A.',
    'NandutiYacht Club',
    'Taller_Norte SRL',
    'Tallerxnorte SRL',
    'Estudio C:\\obras',
    'Obras🚧 del Sur',
    'Straße Importaciones',
  ]) {
    await createSupplierRow(db, { razonSocial, nombreFantasia: null });
  }
  await db.execute(sql`analyze suppliers`);
});
afterAll(() => abasto?.close());

const ids = async (where: SQL | undefined) =>
  (await queryRows<{ id: number }>(abasto.app.ctx.db, sql`select id from suppliers where ${where ?? sql`true`} order by id`)).map((r) =>
    Number(r.id),
  );

/** The plain condition, written out: every word somewhere in the folded search text. */
const plainLike = (q: string) =>
  sql.join(
    q
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => sql`search_text like '%' || lower(immutable_unaccent(${word.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`),
    sql` and `,
  );

describe('a search word looked up by its rarest trigrams', () => {
  it('reads the sample of the search texts in the statistics', async () => {
    const sample = await searchTextSample(abasto.app.ctx.db);
    expect(sample.length).toBeGreaterThan(50);
    expect(sample.every((text) => text === text.toLowerCase())).toBe(true);
  });

  it('picks two trigrams that do not overlap, and leaves short or odd words whole', () => {
    const sample: SearchTextSample = ['paraguay', 'paraguay uruguay', 'ranchos'];
    const [a, b] = selectiveTrigrams('cementos', sample)!;
    expect(b - a).toBeGreaterThanOrEqual(3);
    // "gua" and "ara" of every "paraguay" are left out: "uar" and "ani" are in no text.
    const [c, d] = selectiveTrigrams('Guaraní', sample)!;
    expect(['guarani'.slice(c, c + 3), 'guarani'.slice(d, d + 3)]).toEqual(['uar', 'ani']);
    for (const word of ['este', 'del', 'taller_norte', '100%', 'c:\\obras', 'obras🚧']) {
      expect(selectiveTrigrams(word, sample)).toBeUndefined();
    }
    expect(selectiveTrigrams('cementos', [])).toBeUndefined();
  });

  it('finds exactly the suppliers the plain like finds, for every word', async () => {
    const db = abasto.app.ctx.db;
    const sample = await searchTextSample(db);
    // Every text as the sample too: another choice of trigrams, the same answers.
    const everyText = (await queryRows<{ t: string }>(db, sql`select search_text as t from suppliers`)).map((r) => r.t);
    let narrowed = 0;
    for (const q of WORDS) {
      const plain = await ids(plainLike(q));
      expect(await ids(supplierListWhere({ q })), q).toEqual(plain);
      expect(await ids(supplierListWhere({ q }, { sample })), q).toEqual(plain);
      expect(await ids(supplierListWhere({ q }, { sample: everyText })), q).toEqual(plain);
      expect(await ids(await supplierSearchWhere(db, { q })), q).toEqual(plain);
      // With filters too.
      expect(await ids(supplierListWhere({ q, pais: 'Paraguay' }, { sample })), q).toEqual(
        await ids(sql`${plainLike(q)} and pais = 'Paraguay'`),
      );
      if (q.split(/\s+/).some((word) => selectiveTrigrams(word, sample))) narrowed += 1;
    }
    expect(narrowed).toBeGreaterThan(10);
    // Some words are found, some not: the comparison is not between empty answers.
    expect((await ids(plainLike('cementos'))).length).toBeGreaterThan(0);
    expect((await ids(plainLike('ñandutí'))).length).toBeGreaterThanOrEqual(2);
    expect(await ids(plainLike('nandutiyacht'))).toHaveLength(1);
    expect(await ids(plainLike('taller_norte'))).toHaveLength(1);
    expect(await ids(plainLike('zzzzzzzz'))).toHaveLength(0);
  });

  it('asks the index for the rare trigrams only, and checks the whole word apart', () => {
    const sample: SearchTextSample = ['paraguay cementos'];
    const where = supplierListWhere({ q: 'cementos' }, { sample })!;
    const { sql: text } = new PgDialect().sqlToQuery(where);
    expect(text).toMatch(/like '%' \|\| substr\(.*\) \|\| '%' \|\| substr\(.*\) \|\| '%' and coalesce\(/);
  });
});

describe('a search led by a rare city or department', () => {
  /** The city and department most suppliers of the test data share, folded as the filter folds. */
  const commonest = async (column: 'ciudad' | 'estado') =>
    (
      await queryRows<{ v: string }>(
        abasto.app.ctx.db,
        sql`select ${sql.identifier(column)} as v from suppliers where ${sql.identifier(column)} is not null
          group by 1 order by count(*) desc limit 1`,
      )
    )[0]!.v;

  it('finds exactly what the index-led form finds, for every word, with every kind of filter', async () => {
    const db = abasto.app.ctx.db;
    const sample = await searchTextSample(db);
    const [ciudad, estado] = [await commonest('ciudad'), await commonest('estado')];
    let found = 0;
    for (const q of WORDS) {
      for (const filters of [
        { ciudad },
        { ciudad: ciudad.toUpperCase(), pais: 'Paraguay', rubro: 'Cementos' },
        { estado, segmento: 'MATERIA PRIMA', pais: 'Paraguay' },
      ]) {
        const query = { q, ...filters };
        const led = await ids(supplierListWhere(query, { sample, cityLed: true }));
        expect(led, `${q} ${JSON.stringify(filters)}`).toEqual(await ids(supplierListWhere(query, { sample })));
        found += led.length;
      }
    }
    // Not a comparison of empty answers.
    expect(found).toBeGreaterThan(0);
  });

  it('is the shape a search with a rare city gets; a broad one and a list without search keep the indexes', async () => {
    const db = abasto.app.ctx.db;
    const ciudad = await commonest('ciudad');
    const text = async (query: Parameters<typeof supplierSearchWhere>[1]) =>
      new PgDialect().sqlToQuery((await supplierSearchWhere(db, query))!).sql;
    // 307 suppliers: any city is below CITY_LED_MAX_ROWS.
    expect(await text({ q: 'cementos', ciudad, pais: 'Paraguay' })).toMatch(/coalesce\("suppliers"\."pais" = \$\d+, false\)/);
    expect(await text({ q: 'cementos', pais: 'Paraguay' })).toMatch(/"suppliers"\."pais" = \$\d+\)?$/);
    expect(await text({ ciudad, pais: 'Paraguay' })).not.toMatch(/coalesce/);
  });
});
