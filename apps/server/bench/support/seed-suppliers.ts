import os from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, queryRows } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/suppliers.ts';
import { generateSuppliers, type SupplierSeedRow } from '../../src/db/seed/suppliers.ts';

/**
 * Seeds `count` generated suppliers (the demo generator: the same suppliers on every run) and
 * returns the seconds it took, printing the time of each phase. Work that only real edits need is
 * put off to the end:
 * - the secondary indexes (trigram search text, rubro, segment, folded places, dates) are
 *   dropped first and built again at the end: one bulk build is far cheaper than a million
 *   entry-by-entry insertions; the primary key and the unique (pais, registro) stay, so the
 *   rows are what the application would accept;
 * - rows go in with `COPY … FROM STDIN` (PostgreSQL, `pg-copy-streams`) or `COPY … FROM '/dev/blob'`
 *   (PGlite), 10,000 rows a statement in PostgreSQL's text format; on a server up to `writers`
 *   statements run at once on as many connections, and the next chunk is generated while the
 *   database writes;
 * - the search text is the trigger's own: `suppliers_search_text` stays on while copying, so each
 *   row gets what the application stores, with no copy of its expression to drift; the seed still
 *   checks a sample of rows against the trigger;
 * - the history trigger (docs/product.md#history) is switched off while seeding and on again at
 *   the end: generated rows are no edit anyone made, and one history row per supplier would double
 *   the writes. The statement-level supplier_counts trigger stays (COPY fires it too), so
 *   supplier_counts is what the application keeps;
 * - on a server the trigram index (one core: PostgreSQL 15 builds an index in one backend) is
 *   built on one connection while the B-tree indexes are built one after the other on a second.
 */
export async function seedSuppliers(
  db: Db,
  count: number,
  label: string,
  writers?: number,
  now = new Date(),
): Promise<number> {
  const started = performance.now();
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const server = client instanceof pg.Pool ? client : undefined;
  const secondary = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
        join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
        where i.schemaname = current_schema() and i.tablename = 'suppliers'
          and not x.indisunique and not x.indisprimary`,
  );
  for (const { name } of secondary) await db.execute(sql.raw(`drop index "${name}"`));
  await db.execute(sql`alter table suppliers disable trigger suppliers_history`);
  const phases = { generate: 0, encode: 0 };
  const connections: pg.PoolClient[] = [];
  try {
    const chunk = 10_000;
    let copy: (bytes: Buffer) => Promise<void>;
    let inFlightMax = 1;
    if (server) {
      inFlightMax = writers ?? 2;
      const idle: pg.PoolClient[] = [];
      for (let i = 0; i < inFlightMax; i++) {
        const c = await server.connect();
        connections.push(c);
        // Nothing is lost that a new run would not redo: a crash mid-seed is a seed to start again.
        await c.query('set synchronous_commit = off');
        idle.push(c);
      }
      copy = async (bytes) => {
        const c = idle.pop()!;
        try {
          await pipeline(Readable.from([bytes]), c.query(copyFrom(`copy suppliers (${copyColumns.names}) from stdin`)));
        } finally {
          idle.push(c);
        }
      };
    } else {
      const lite = client as PGlite;
      copy = async (bytes) => {
        await lite.query(`copy suppliers (${copyColumns.names}) from '/dev/blob'`, [], { blob: new Blob([bytes]) });
      };
    }
    const inFlight = new Set<Promise<unknown>>();
    for (let start = 0; start < count; start += chunk) {
      let t = performance.now();
      const rows = generateSuppliers({ count: Math.min(chunk, count - start), start, now, months: 36 });
      phases.generate += performance.now() - t;
      t = performance.now();
      const bytes = copyText(rows);
      phases.encode += performance.now() - t;
      while (inFlight.size >= inFlightMax) await Promise.race(inFlight);
      process.stdout.write(`\r  seeding ${label}: ${start.toLocaleString('en')}`);
      const writing: Promise<unknown> = copy(bytes).finally(() => inFlight.delete(writing));
      inFlight.add(writing);
    }
    await Promise.all(inFlight);
  } finally {
    for (const c of connections) c.release();
    await db.execute(sql`alter table suppliers enable trigger suppliers_history`);
  }
  await checkSearchTextSample(db);
  const written = performance.now();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(
    `\r  seeding ${label}: ${count.toLocaleString('en')} written in ${s(written - started)}` +
      ` (generating ${s(phases.generate)}, encoding ${s(phases.encode)}, in this process), building indexes\n`,
  );
  await buildIndexes(db, server, secondary.map((i) => i.def));
  const indexed = performance.now();
  // What autovacuum does on a live database: statistics for the planner, a visibility map for
  // index-only scans.
  await db.execute(sql`vacuum analyze suppliers`);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `  seeded ${label} in ${seconds.toFixed(1)} s: rows ${s(written - started)}, indexes ${s(indexed - written)},` +
      ` vacuum analyze ${s(performance.now() - indexed)} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')})\n`,
  );
  return seconds;
}

/**
 * Builds the dropped indexes again. On a server the trigram index, the longest by far, gets a
 * connection of its own and the others are built on a second one meanwhile; PGlite has one.
 */
async function buildIndexes(db: Db, server: pg.Pool | undefined, defs: string[]): Promise<void> {
  const build = async (run: (text: string) => Promise<unknown>, def: string) => {
    const building = performance.now();
    await run('begin');
    // A GIN build gathers entries in memory up to maintenance_work_mem, then writes them out. On a
    // server a small batch is faster: the million's trigram index took 108 to 125 s with 8 or 16 MB
    // (three builds), 116 s with 32 MB, 134 s with 64 MB and 127 to 147 s with 256 MB or 1 GB (five),
    // one build after the other on the same rows (docs/benchmarks.md). PGlite keeps its measured 512 MB.
    await run(`set local maintenance_work_mem = '${server ? '16MB' : '512MB'}'`);
    // The trigram index of a million rows takes minutes: past the application's statement timeout.
    await run('set local statement_timeout = 0');
    await run(def);
    await run('commit');
    process.stdout.write(`    ${((performance.now() - building) / 1000).toFixed(1)} s: ${def}\n`);
  };
  if (!server) {
    for (const def of defs) await build((text) => db.execute(sql.raw(text)), def);
    return;
  }
  const trigram = defs.filter((d) => /gin_trgm_ops/i.test(d));
  const others = defs.filter((d) => !/gin_trgm_ops/i.test(d));
  const lane = async (list: string[]) => {
    const c = await server.connect();
    try {
      for (const def of list) await build((text) => c.query(text), def);
    } finally {
      c.release();
    }
  };
  await Promise.all([lane(trigram), lane(others)]);
}

/** Rows written by COPY must carry the search text the trigger gives: a sample is recomputed. */
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
 * The columns the generator fills, by their names in the table (a renamed column fails here), in
 * the order of a generated row's keys.
 */
const copyColumns = (() => {
  const sample = generateSuppliers({ count: 1, now: new Date(0) })[0]!;
  const keys = Object.keys(sample) as (keyof SupplierSeedRow)[];
  const columns = keys.map((k) => {
    const column = supplierColumns[k as keyof typeof supplierColumns];
    if (!column) throw new Error(`generated suppliers carry "${String(k)}", which the suppliers table lacks`);
    return column.name;
  });
  return { keys, names: columns.map((c) => `"${c}"`).join(', ') };
})();

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const copySpecial = /[\\\n\r\t]/;
/** A value in COPY's text format: `\N` for null, backslash escapes for the four special characters. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value instanceof Date) return value.toISOString();
  else if (Array.isArray(value)) {
    text = '{';
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      text += `${i > 0 ? ',' : ''}${v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`}`;
    }
    text += '}';
  } else text = String(value);
  // Most values hold none of them: testing first spares a replace per value.
  return copySpecial.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => copyEscapes[c]!) : text;
}

/**
 * Generated rows as COPY text in UTF-8: one line a row, the columns of `copyColumns` tab-separated.
 * Each value is written straight into one buffer: under a third of the time of joining all pieces
 * into one string (0.8 to 0.9 against 2.9 to 3.4 s for 100,000 rows, same minutes; the same bytes).
 */
function copyText(rows: SupplierSeedRow[]): Buffer {
  const { keys } = copyColumns;
  const last = keys.length - 1;
  let out = Buffer.allocUnsafe(rows.length * 1024);
  let at = 0;
  for (const row of rows) {
    for (let i = 0; i <= last; i++) {
      const text = copyField(row[keys[i]!]);
      // A UTF-16 unit takes at most 3 bytes of UTF-8; the separator one more.
      if (at + text.length * 3 + 1 > out.length) {
        const grown = Buffer.allocUnsafe(out.length * 2 + text.length * 3 + 1);
        out.copy(grown, 0, 0, at);
        out = grown;
      }
      at += out.write(text, at);
      out[at++] = i === last ? 0x0a : 0x09;
    }
  }
  return out.subarray(0, at);
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
