/**
 * Supplier list, dashboard and filter options at 100,000 suppliers.
 *
 * Seeds a throw-away database (PGlite in a temp folder; also PostgreSQL when DATABASE_URL is set:
 * a new database on that server, dropped afterwards), then measures each call through the whole
 * server (`app.inject`: routing, token, validation, queries, mapping, serialisation) next to the
 * same SQL sent straight to the driver in the same run. The ratio is the server's overhead.
 *
 *   npm run bench                       # PGlite only
 *   DATABASE_URL=postgres://… npm run bench
 *   BENCH_SUPPLIERS=20000 BENCH_ITERATIONS=50 npm run bench   # a quicker look
 *   BENCH_SUPPLIERS=1000000 BENCH_TARGETS=postgres scripts/with-postgres.sh npm run bench -- suppliers
 *                                       # the million: its own section, and docs/benchmarks.json
 *
 * BENCH_KEEP_DB=1 keeps the seeded database for the next run (PGlite in <tmp>/abasto-bench-keep-<count>,
 * PostgreSQL as database abasto_bench_keep_<count>) and reuses it when it holds that many suppliers:
 * seeding a million takes minutes, so a look at the queries need not pay it each time. A reused
 * database reports the seconds of the run that seeded it.
 *
 * BENCH_SEED_ONLY=1 seeds each target, prints the time of each phase of the seed and stops (no
 * calls timed, nothing written to the docs):
 *   BENCH_SEED_ONLY=1 BENCH_SUPPLIERS=200000 BENCH_TARGETS=postgres scripts/with-postgres.sh npm run bench -- suppliers
 *
 * BENCH_TARGETS (pglite,postgres; both by default) picks the databases. Besides the searches with
 * two filters, a broad search (BROAD_QUERY, about a third of all suppliers) is timed with its
 * count, which stops at SUPPLIER_SEARCH_COUNT_CAP (docs/product.md#supplier-list). The raw side of
 * a search replays the statements the server sent for it (recorded once at the driver).
 *
 * Not a test: nothing here passes or fails on a figure.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPLIER_SEARCH_COUNT_CAP, SupplierListQuerySchema } from '@abasto/domain/supplier-list';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Abasto, createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema/core.ts';
import { dashboardQueries } from '../src/modules/suppliers/get-dashboard.ts';
import {
  listSuppliers,
  pageQuery,
  RANGE_FIRST_MAX_ROWS,
  searchTextSample,
  supplierListWhere,
  totalSuppliersQuery,
} from '../src/modules/suppliers/list-suppliers.ts';
import { filterValuesQuery } from '../src/modules/suppliers/supplier-filters.ts';
import { LIST_QUERIES } from './support/list-queries.ts';
import { seedSuppliers } from './support/seed-suppliers.ts';
import { adminQuery } from '../test/helpers/admin-query.ts';
import { startSession } from '../src/modules/auth/sessions.ts';

const COUNT = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Math.min(20, ITERATIONS);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const MILLION = COUNT >= 1_000_000;
const KEEP = Boolean(process.env.BENCH_KEEP_DB && process.env.BENCH_KEEP_DB !== '0');
/** Seed (printing each phase's time) and stop: nothing is timed or written to the docs. */
const SEED_ONLY = Boolean(process.env.BENCH_SEED_ONLY && process.env.BENCH_SEED_ONLY !== '0');
/** A word found in about a third of the generated suppliers. */
const BROAD_QUERY = { q: 'del' };
const jsonFile = fileURLToPath(new URL('../../../docs/benchmarks.json', import.meta.url));
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const docsFile = fileURLToPath(
  new URL('../../../docs/benchmarks.md', import.meta.url),
);

type Runner = (text: string, params: unknown[]) => Promise<unknown>;
interface Statement {
  sql: string;
  params: unknown[];
}
/** Told of each statement the application sends; what it returns is called when the statement ends. */
type Tap = (statement: Statement) => () => void;

interface Target {
  name: string;
  abasto: Abasto;
  raw: Runner;
  /** Set while recording the statements of a call (recordStatements). */
  tap?: Tap;
  version: string;
  /** Suppliers written at once while seeding (connections of a server; PGlite has one). */
  writers: number;
  dispose(): Promise<void>;
}

const dialect = new PgDialect();
const toQuery = (q: SQL | { toSQL(): { sql: string; params: unknown[] } }) =>
  'toSQL' in q ? q.toSQL() : dialect.sqlToQuery(q);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
  );
  return sorted[i] ?? Number.NaN;
}

interface Figures {
  p50: number;
  p95: number;
}
function figures(samples: number[]): Figures {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function openPglite(): Promise<Target> {
  const dir = KEEP ? path.join(os.tmpdir(), `abasto-bench-keep-${COUNT}`) : fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-bench-'));
  const abasto = await createAbasto(testConfig({ NO_DEMO: 'true', DB_STATEMENT_TIMEOUT_MS: '0' }), {
    pgliteDir: path.join(dir, 'pg'),
  });
  const client = (abasto.database.db as unknown as { $client: PGlite }).$client;
  const [v] = await queryRows<{ v: string }>(
    abasto.database.db,
    sql`select version() as v`,
  );
  const query = client.query.bind(client);
  const target: Target = {
    name: 'PGlite',
    abasto,
    raw: (text, params) => query(text, params),
    version: `PGlite 0.5 (${v?.v.split(' ').slice(0, 2).join(' ')})`,
    writers: 1,
    async dispose() {
      await abasto.close();
      if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  tapped(client, target);
  return target;
}

/**
 * Lets recordStatements see what the application sends through `client.query` (pg's pool or
 * PGlite), so the raw side replays the very statements of a call.
 */
function tapped(client: { query: (...args: never[]) => Promise<unknown> }, target: Target) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    // pg takes the values in the config or beside it (drizzle passes them beside it).
    const beside = Array.isArray(second) ? (second as unknown[]) : [];
    const statement = typeof first === 'string' ? { sql: first, params: beside } : { sql: first.text, params: first.values ?? beside };
    const done = target.tap?.(statement);
    const running = query(...args);
    if (done) void running.finally(done).catch(() => undefined);
    return running;
  };
}

/** The statements a call sends, in order, grouped by those in flight at once (sent together). */
async function recordStatements(target: Target, call: () => Promise<unknown>): Promise<Statement[][]> {
  const groups: Statement[][] = [];
  let inFlight = 0;
  target.tap = (statement) => {
    if (inFlight === 0 || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(statement);
    inFlight += 1;
    return () => {
      inFlight -= 1;
    };
  };
  try {
    await call();
  } finally {
    target.tap = undefined;
  }
  return groups;
}

async function openPostgres(serverUrl: string): Promise<Target> {
  const name = KEEP ? `abasto_bench_keep_${COUNT}` : `abasto_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = (query: string) => adminQuery(serverUrl, query);
  await admin(`create database ${name}`).catch((e: { code?: string }) => {
    // 42P04: the database kept by an earlier run (BENCH_KEEP_DB).
    if (!(KEEP && e.code === '42P04')) throw e;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const abasto = await createAbasto(
    // No statement timeout: building the indexes of a million rows takes minutes.
    testConfig({ NO_DEMO: 'true', DATABASE_URL: url.toString(), DB_STATEMENT_TIMEOUT_MS: '0' }),
  );
  const pool = abasto.database.pool!;
  const [v] = await queryRows<{ v: string }>(
    abasto.database.db,
    sql`select version() as v`,
  );
  const query = pool.query.bind(pool) as (text: string, params: unknown[]) => Promise<unknown>;
  const target: Target = {
    name: 'PostgreSQL',
    abasto,
    raw: (text, params) => query(text, params),
    version: v?.v.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL',
    writers: 2,
    async dispose() {
      await abasto.close();
      if (!KEEP) await admin(`drop database if exists ${name} with (force)`);
    },
  };
  tapped(pool as never, target);
  return target;
}

/** Whether the seed seconds are an earlier run's (a kept database): their load average is that run's too. */
let seedReused = false;

/**
 * Seeds the target, or with BENCH_KEEP_DB reuses what an earlier run seeded: the seconds that run
 * took are kept as the comment of the suppliers table.
 */
async function seed(target: Target): Promise<number> {
  const db = target.abasto.database.db;
  if (KEEP) {
    const [kept] = await queryRows<{ n: number; note: string | null }>(
      db,
      sql`select (select count(*)::int from suppliers) as n, obj_description('suppliers'::regclass, 'pg_class') as note`,
    );
    const seconds = /seeded in ([\d.]+) s/.exec(kept?.note ?? '')?.[1];
    if (kept?.n === COUNT && seconds) {
      seedReused = true;
      console.log(`  reusing the ${COUNT.toLocaleString('en')} suppliers seeded earlier in ${seconds} s`);
      return Number(seconds);
    }
    if (kept && kept.n > 0) await db.execute(sql`truncate suppliers cascade`);
  }
  const seconds = await seedSuppliers(db, COUNT, target.name, target.writers);
  if (KEEP) await db.execute(sql.raw(`comment on table suppliers is 'seeded in ${seconds.toFixed(1)} s'`));
  return seconds;
}

async function token(target: Target): Promise<Record<string, string>> {
  const { app } = target.abasto;
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      email: `bench-${crypto.randomUUID()}@bench.local`,
      role: 'gerente',
      name: 'Bench',
    })
    .returning();
  const t = await startSession(app.ctx, user!);
  return { authorization: `Bearer ${t}` };
}

interface Row {
  target: string;
  call: string;
  app: Figures;
  raw: Figures;
}

async function compare(
  call: string,
  target: Target,
  viaApp: (i: number) => Promise<void>,
  viaSql: (i: number) => Promise<void>,
): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) {
    await viaApp(i);
    await viaSql(i);
  }
  const a: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    // Alternate which goes first, so neither always meets the warmer cache.
    if (i % 2 === 0) {
      a.push(await time(() => viaApp(i)));
      r.push(await time(() => viaSql(i)));
    } else {
      r.push(await time(() => viaSql(i)));
      a.push(await time(() => viaApp(i)));
    }
  }
  return { target: target.name, call, app: figures(a), raw: figures(r) };
}

async function benchTarget(target: Target) {
  const seconds = await seed(target);
  const { app } = target.abasto;
  const db = target.abasto.database.db;
  const headers = await token(target);

  const expectOk = (res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200)
      throw new Error(
        `unexpected ${res.statusCode}: ${res.body.slice(0, 300)}`,
      );
  };

  // The statements a search runs: those listSuppliers sends for it (its estimate, its count, its
  // page; which ones depends on the search), recorded once and replayed as sent, those in flight
  // together at once.
  const statementsOf = async (query: Record<string, string>) =>
    recordStatements(target, () => listSuppliers({ ctx: app.ctx, query: SupplierListQuerySchema.parse(query) }));
  const runStatements = async (steps: Statement[][]) => {
    for (const step of steps) await Promise.all(step.map((q) => target.raw(q.sql, q.params)));
  };
  // The sample of search texts a search's WHERE is written with is read once per ten minutes
  // (searchTextSample): read it before recording, so what is replayed is what a search sends.
  await searchTextSample(db);
  const listSql: Statement[][][] = [];
  for (const q of LIST_QUERIES) listSql.push(await statementsOf(q));
  const matches: string[] = [];
  for (const q of LIST_QUERIES) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/proveedores/',
      query: q,
      headers,
    });
    expectOk(res);
    const answer = res.json() as { total: number; totalCapped?: boolean };
    matches.push(answer.totalCapped ? `more than ${answer.total}` : String(answer.total));
  }

  const rows: Row[] = [];
  rows.push(
    await compare(
      'list: quick search + 2 filters',
      target,
      async (i) => {
        const q = LIST_QUERIES[i % LIST_QUERIES.length]!;
        expectOk(
          await app.inject({
            method: 'GET',
            url: '/api/auth/proveedores/',
            query: q,
            headers,
          }),
        );
      },
      async (i) => {
        await runStatements(listSql[i % listSql.length]!);
      },
    ),
  );

  // A broad search: the planner expects it past the count cap, so its page comes from the newest
  // suppliers and its count stops at the cap; the raw side sends the same statements.
  const broad = SupplierListQuerySchema.parse(BROAD_QUERY);
  const broadWhere = supplierListWhere(broad);
  const broadSql = await statementsOf(BROAD_QUERY);
  const [broadCount] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from suppliers where ${broadWhere}`);
  rows.push(
    await compare(
      `list: broad search "${BROAD_QUERY.q}" with its count`,
      target,
      async () => expectOk(await app.inject({ method: 'GET', url: '/api/auth/proveedores/', query: BROAD_QUERY, headers })),
      async () => runStatements(broadSql),
    ),
  );

  const plainList = SupplierListQuerySchema.parse({});
  const plainSql = [
    pageQuery(db, plainList, undefined),
    totalSuppliersQuery(db),
  ].map(toQuery);
  rows.push(
    await compare(
      'list: first page, no search',
      target,
      async () =>
        expectOk(
          await app.inject({
            method: 'GET',
            url: '/api/auth/proveedores/',
            headers,
          }),
        ),
      async () => {
        await Promise.all(plainSql.map((q) => target.raw(q.sql, q.params)));
      },
    ),
  );

  const dashboardSql = Object.values(dashboardQueries(db)).map(toQuery);
  rows.push(
    await compare(
      'dashboard',
      target,
      async () =>
        expectOk(
          await app.inject({ method: 'GET', url: '/api/dashboard', headers }),
        ),
      async () => {
        await Promise.all(dashboardSql.map((q) => target.raw(q.sql, q.params)));
      },
    ),
  );

  const filterSql = [toQuery(filterValuesQuery(db))];
  rows.push(
    await compare(
      'filters',
      target,
      async () =>
        expectOk(
          await app.inject({ method: 'GET', url: '/api/filters/all', headers }),
        ),
      async () => {
        await Promise.all(filterSql.map((q) => target.raw(q.sql, q.params)));
      },
    ),
  );

  // Which indexes the planner picks for the search, at this size.
  const plans: string[] = [];
  for (const q of [...listSql[0]!.flat(), ...broadSql.flat()].filter((q) => !/^\s*explain/i.test(q.sql))) {
    const res = (await target.raw(`explain (analyze, buffers, costs off) ${q.sql}`, q.params)) as {
      rows: Record<string, string>[];
    };
    plans.push(
      ...res.rows
        .map((r) => Object.values(r)[0]!)
        .filter((l) => /Scan|Join|Sort Key|Limit|Aggregate|Buffers|Execution/.test(l)),
    );
  }

  return { rows, seconds, matches, plans, broadMatches: Number(broadCount?.n ?? 0) };
}

const fmt = (n: number) => n.toFixed(2);

function table(rows: Row[]): string {
  const lines = [
    '| Database | Call | Server p50 (ms) | Server p95 (ms) | Raw SQL p50 (ms) | Raw SQL p95 (ms) | Ratio p50 | Ratio p95 |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.target} | ${r.call} | ${fmt(r.app.p50)} | ${fmt(r.app.p95)} | ${fmt(r.raw.p50)} | ${fmt(r.raw.p95)} | ${(r.app.p50 / r.raw.p50).toFixed(2)}× | ${(r.app.p95 / r.raw.p95).toFixed(2)}× |`,
    );
  }
  return lines.join('\n');
}

/**
 * The million's figures into docs/benchmarks.json (merged with the other benches' keys), so runs
 * can be compared.
 */
function recordJson(targetName: string, rows: Row[], seconds: number) {
  const json: Record<string, unknown> = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : {};
  const of = (prefix: string) => rows.find((r) => r.call.startsWith(prefix))!;
  const round = (n: number) => Math.round(n * 100) / 100;
  const list = of('list: quick search');
  if (targetName === 'PostgreSQL') {
    Object.assign(json, {
      list1mPgP95Ms: round(list.app.p95),
      list1mPgRatio: round(list.app.p95 / list.raw.p95),
      broad1mPgP95Ms: round(of('list: broad').app.p95),
      dashboard1mPgP95Ms: round(Math.max(of('dashboard').app.p95, of('filters').app.p95)),
      seed1mPgSeconds: round(seconds),
    });
  } else {
    json.list1mEmbeddedP95Ms = round(list.app.p95);
  }
  json.loadAverage = os.loadavg()[0];
  json.at = new Date().toISOString();
  // Each figure beside the load average it was taken at (the machine may be shared).
  const written = targetName === 'PostgreSQL'
    ? ['list1mPgP95Ms', 'list1mPgRatio', 'broad1mPgP95Ms', 'dashboard1mPgP95Ms', 'seed1mPgSeconds']
    : ['list1mEmbeddedP95Ms'];
  const loads = (json.figureLoadAverages ?? {}) as Record<string, number>;
  for (const key of written) if (!(key === 'seed1mPgSeconds' && seedReused)) loads[key] = os.loadavg()[0]!;
  json.figureLoadAverages = loads;
  fs.writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
}

async function main() {
  const targets: (() => Promise<Target>)[] = [];
  if (TARGETS.includes('pglite')) targets.push(openPglite);
  if (process.env.DATABASE_URL && TARGETS.includes('postgres'))
    targets.push(() => openPostgres(process.env.DATABASE_URL!));

  const all: Row[] = [];
  const notes: string[] = [];
  for (const open of targets) {
    const target = await open();
    if (SEED_ONLY) {
      try {
        await seed(target);
      } finally {
        await target.dispose();
      }
      continue;
    }
    try {
      console.log(
        `\n${target.name}: ${COUNT.toLocaleString('en')} suppliers, ${ITERATIONS} timed calls each`,
      );
      const { rows, seconds, matches, plans, broadMatches } = await benchTarget(target);
      all.push(...rows);
      const load = loadAverage();
      if (MILLION) recordJson(target.name, rows, seconds);
      console.log(table(rows));
      console.log(
        `  plan of the first search:\n${plans.map((p) => `    ${p.trim()}`).join('\n')}`,
      );
      notes.push(
        `- ${target.name} (${target.version}): seeded ${COUNT.toLocaleString('en')} suppliers in ${seconds.toFixed(0)} s ` +
          `(\`COPY\`, search text from its trigger, history trigger off while seeding). Matches of the ${LIST_QUERIES.length} searches: ${matches.join(', ')}; ` +
          `of the broad search "${BROAD_QUERY.q}": ${broadMatches.toLocaleString('en')} (shown as "más de ${SUPPLIER_SEARCH_COUNT_CAP.toLocaleString('es')}"). ` +
          `Load average (1 / 5 / 15 min) at the end: ${load}.`,
        `  Plans (EXPLAIN ANALYZE, BUFFERS) of the first search's statements, then of the broad search's: ${plans.map((p) => `\`${p.trim()}\``).join(' · ')}`,
      );
    } finally {
      await target.dispose();
    }
  }

  if (SEED_ONLY) return;
  const tag = MILLION ? 'suppliers-1m' : 'suppliers';
  const section = [
    `<!-- ${tag}:start -->`,
    `## Suppliers: list, dashboard and filter options at ${COUNT.toLocaleString('en')} suppliers`,
    '',
    `Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}. ` +
      `${COUNT.toLocaleString('en')} generated suppliers; ${ITERATIONS} timed calls per row after ${WARMUP} warm-up calls. ` +
      '"Server" is the whole call through `app.inject` (routing, token check, validation, queries, mapping, ' +
      'serialisation); "Raw SQL" is the same statements sent straight to the driver in the same run; the ratio is ' +
      'the server\'s overhead. List searches rotate through these (quick search + two filters): ' +
      LIST_QUERIES.map((q) => `\`${new URLSearchParams(q).toString()}\``).join(', ') +
      '.',
    '',
    table(all),
    '',
    'Calls whose SQL takes about 1 ms carry the fixed cost of every call (token check and its user lookup, ' +
      'validation, serialisation: 2 to 3 ms), so their ratio is large while their time stays small. The dashboard, ' +
      'the filter options and the unfiltered list count read the counts kept by the database (supplier_counts); a ' +
      'search reads at most 1,001 matches through the trigram index for its count (with the page when that is all of ' +
      'them), slice by slice of ids from the newest, stopping at the 1,001st (a broad one in table order); past ' +
      'that its page comes from the newest suppliers first (a createdAt range, read first when it holds ' +
      `at most ${RANGE_FIRST_MAX_ROWS.toLocaleString('en')} suppliers, otherwise ANDed with the trigram index), then ` +
      'the page\'s 10 records by id.',
    '',
    ...notes,
    `<!-- ${tag}:end -->`,
  ].join('\n');

  let doc = fs.existsSync(docsFile)
    ? fs.readFileSync(docsFile, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench` (apps/server/bench). Each section is replaced by its next run.\n';
  const re = new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`);
  doc = re.test(doc)
    ? doc.replace(re, section)
    : `${doc.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(docsFile), { recursive: true });
  fs.writeFileSync(docsFile, doc);
  console.log(`\nwritten to ${path.relative(process.cwd(), docsFile)}`);
}

await main();
