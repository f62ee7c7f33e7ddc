import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/suppliers.ts';
import { generateSuppliers, type SupplierSeedRow } from '../../src/db/seed/suppliers.ts';

/**
 * Seeds `count` generated suppliers (the demo generator: the same suppliers on every run) and
 * returns the seconds it took. Work that only real edits need is put off to the end:
 * - the secondary indexes (trigram search text, rubro, segment, folded places, dates) are
 *   dropped first and built again at the end: one bulk build is far cheaper than a million
 *   entry-by-entry insertions; the primary key and the unique (pais, registro) stay, so the
 *   rows are what the application would accept;
 * - each chunk of 10,000 is one statement (`jsonb_to_recordset`: one parameter to bind, not
 *   370,000); up to `writers` statements are in flight at once (a PostgreSQL server writes them
 *   on as many connections), and the next chunk is generated while the database writes.
 * - the search text is computed set-wise in that same statement, with the row trigger off: the
 *   expression is read from the trigger function itself (`suppliersSearchTextExpression`), so it
 *   is the one the application keeps, not a copy that could drift; the seed then checks a sample
 *   of rows against the trigger.
 * - the history trigger (docs/product.md#history) is switched off while seeding and on again at
 *   the end: generated rows are no edit anyone made, and one history row per supplier would double
 *   the writes. The statement-level supplier_counts trigger stays, so supplier_counts is what the
 *   application keeps.
 */
export async function seedSuppliers(db: Db, count: number, label: string, writers = 1): Promise<number> {
  const started = performance.now();
  const secondary = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
        join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
        where i.schemaname = current_schema() and i.tablename = 'suppliers'
          and not x.indisunique and not x.indisprimary`,
  );
  for (const { name } of secondary) await db.execute(sql.raw(`drop index "${name}"`));
  const searchText = await suppliersSearchTextExpression(db);
  await db.execute(sql`alter table suppliers disable trigger suppliers_history`);
  if (searchText) await db.execute(sql`alter table suppliers disable trigger suppliers_search_text`);
  try {
    const now = new Date();
    const chunk = 10_000;
    const inFlight = new Set<Promise<unknown>>();
    for (let start = 0; start < count; start += chunk) {
      const rows = generateSuppliers({ count: Math.min(chunk, count - start), start, now, months: 36 });
      const statement = bulkInsertStatement(rows, searchText);
      while (inFlight.size >= writers) await Promise.race(inFlight);
      process.stdout.write(`\r  seeding ${label}: ${start.toLocaleString('en')}`);
      const writing: Promise<unknown> = db.execute(statement).finally(() => inFlight.delete(writing));
      inFlight.add(writing);
    }
    await Promise.all(inFlight);
  } finally {
    if (searchText) await db.execute(sql`alter table suppliers enable trigger suppliers_search_text`);
    await db.execute(sql`alter table suppliers enable trigger suppliers_history`);
  }
  if (searchText) await checkSearchTextSample(db);
  const written = performance.now();
  process.stdout.write(`\r  seeding ${label}: ${count.toLocaleString('en')} written in ${((written - started) / 1000).toFixed(1)} s, building indexes`);
  for (const { def } of secondary) {
    const building = performance.now();
    await db.transaction(async (tx) => {
      // GIN builds sort their entries in memory: the more they get, the fewer passes.
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      // The trigram index of a million rows takes minutes: past the application's statement timeout.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql.raw(def));
    });
    process.stdout.write(`\n    ${((performance.now() - building) / 1000).toFixed(1)} s: ${def}`);
  }
  process.stdout.write('\n');
  // What autovacuum does on a live database: statistics for the planner, a visibility map for
  // index-only scans.
  await db.execute(sql`vacuum analyze suppliers`);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(` in ${seconds.toFixed(1)} s\n`);
  return seconds;
}

/**
 * The expression the search text trigger assigns (migration suppliers_search), over a row called
 * `x` instead of NEW; undefined when the function is not of that shape (then the trigger stays on).
 */
async function suppliersSearchTextExpression(db: Db): Promise<string | undefined> {
  const [fn] = await queryRows<{ src: string }>(db, sql`select prosrc as src from pg_proc where proname = 'suppliers_search_text'`);
  const match = /NEW\.search_text\s*:=\s*([\s\S]*?);\s*RETURN NEW/i.exec(fn?.src ?? '');
  return match?.[1]?.replace(/\bNEW\./g, 'x.');
}

/** Rows written set-wise must carry the search text the trigger gives: a sample is recomputed. */
async function checkSearchTextSample(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const sample = sql`select id from suppliers order by id limit 200`;
    const before = await queryRows<{ id: number; t: string }>(tx, sql`select id, search_text as t from suppliers where id in (${sample}) order by id`);
    await tx.execute(sql`update suppliers set search_text = '' where id in (${sample})`);
    const after = await queryRows<{ id: number; t: string }>(tx, sql`select id, search_text as t from suppliers where id in (${sample}) order by id`);
    const differing = before.filter((b, i) => b.t !== after[i]?.t);
    tx.rollback();
    if (differing.length > 0) throw new Error(`seeded search text differs from the trigger's on supplier ${differing[0]!.id}`);
  }).catch((e: unknown) => {
    if (e instanceof Error && e.message.startsWith('seeded search text')) throw e;
  });
}

const supplierColumns = getTableColumns(suppliers);

/**
 * One INSERT of generated rows: the rows travel as one JSON array read by `jsonb_to_recordset`
 * with each column's own type, the columns named by the schema (a renamed column fails here).
 */
function bulkInsertStatement(rows: SupplierSeedRow[], searchText: string | undefined): SQL {
  const keys = Object.keys(rows[0] ?? {}) as (keyof typeof supplierColumns)[];
  const columns = keys.map((k) => {
    const column = supplierColumns[k];
    if (!column) throw new Error(`generated suppliers carry "${String(k)}", which the suppliers table lacks`);
    return column;
  });
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k, i) => [columns[i]!.name, r[k as keyof SupplierSeedRow]]))));
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const types = columns.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', ');
  if (!searchText)
    return sql`insert into suppliers (${sql.raw(names)}) select ${sql.raw(names)}
      from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(types)}) on conflict do nothing`;
  // The trigger's expression reads every column of the row: x carries them all (null when absent).
  const all = Object.values(supplierColumns).filter((c) => c.name !== 'id' && c.name !== 'search_text');
  const allTypes = all.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', ');
  return sql`insert into suppliers (${sql.raw(names)}, search_text) select ${sql.raw(names)}, ${sql.raw(searchText)}
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(allTypes)}) on conflict do nothing`;
}

/**
 * Inserts `count` plain suppliers, each with one executive address at proveedor.bench (the
 * recipients of the quotation and sourcing benches), 500 rows a statement; returns their ids.
 * `firstRegistro` keeps the RUCs of one bench apart from another's.
 */
export async function insertMailableSuppliers(db: Db, count: number, firstRegistro: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    pais: 'Paraguay',
    registro: `${firstRegistro + i}-1`,
    tipoProveedor: 'S.A.',
    razonSocial: `Proveedor ${i} S.A.`,
    nombreFantasia: `Proveedor ${i}`,
    actividad: 'Bienes',
    segmento: 'OTROS',
    rubro: ['Otros'],
    emailEjecutivo: [`ventas${i}@proveedor.bench`],
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insert(suppliers).values(rows.slice(i, i + 500)).returning({ id: suppliers.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
