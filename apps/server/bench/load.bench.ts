/**
 * Abasto under load: autocannon against a real HTTP server with 100,000 suppliers.
 *
 * For each database (PGlite in a temp folder; PostgreSQL too when DATABASE_URL is set: a new
 * database on that server, dropped afterwards) the bench seeds the suppliers and a gerente, then
 * starts Abasto as its own process (`src/main.ts`, as in production) on 127.0.0.1 and sends
 * 100 connections for 30 s at (a) the supplier list, rotating quick searches with a filter, and
 * (b) GET /api/auth/verify. In the same run a bare Fastify route ({ ok: true }, same Node, same
 * start-up) gets the same load: the ratio to it is the figure, as the machine's speed cancels out.
 *
 *   npm run bench -- load                         # PGlite only
 *   scripts/with-postgres.sh npm run bench -- load
 *   LOAD_SECONDS=5 BENCH_SUPPLIERS=20000 npm run bench -- load   # a quick check
 *   LOAD_PROFILE_DIR=/tmp/prof npm run bench -- load             # CPU profile of the server
 *   LOAD_PGLITE_DIR=/tmp/load-db npm run bench -- load            # seed once, reuse on later runs
 *   LOAD_TARGETS=postgres LOAD_TWO_PROCESSES=false …             # one database; skip the two-process rows
 *   LOAD_TARGETS=postgres LOAD_TWO_PROCESSES=false LOAD_ROWS=list,driver scripts/with-postgres.sh npm run bench -- load
 *                                                                # the list and its driver yardstick only, printed
 *   LOAD_COMPARE_DIR=/path/to/other/checkout/apps/server LOAD_ROWS=list,driver,driver2 …
 *                                                                # A/B: that build's list and this one's in turns
 *
 * On PostgreSQL three more yardsticks: the very statements a list request sends (recorded from the
 * server's own listSuppliers, after one call of the same search) replayed straight through the same
 * driver (`pg`, a pool of 10 as the server's) by the same 100 concurrent callers in the bench
 * process; and the list and verify through a small
 * round-robin proxy (support/round-robin-proxy.ts) to one, then two server processes on the same
 * database. The server's resident memory is read at rest (after start and one call of each kind)
 * and at its peak under the list's load. Figures go to docs/benchmarks.json too (figures.ts).
 *
 * Not a test, but a run with any error or non-2xx answer exits with status 1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SupplierListQuerySchema } from '@abasto/domain/supplier-list';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Abasto, createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema/core.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { writeDocsSection } from './support/docs-section.ts';
import { recordFigures } from './support/figures.ts';
import { LIST_QUERIES } from './support/list-queries.ts';
import { seedSuppliers } from './support/seed-suppliers.ts';
import { adminQuery } from '../test/helpers/admin-query.ts';
import { startSession } from '../src/modules/auth/sessions.ts';
import { listSuppliers } from '../src/modules/suppliers/list-suppliers.ts';

const COUNT = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WARMUP_SECONDS = Math.min(5, SECONDS);
const ABASTO_PORT = Number(process.env.LOAD_PORT ?? 5000);
const BARE_PORT = ABASTO_PORT + 1;
/** Two server processes and the round-robin proxy in front of them (PostgreSQL only). */
const SECOND_PORTS = [ABASTO_PORT + 2, ABASTO_PORT + 3];
const PROXY_PORT = ABASTO_PORT + 4;
const TWO_PROCESSES = process.env.LOAD_TWO_PROCESSES !== 'false';
/**
 * LOAD_ROWS=list,driver runs only those rows (list, verify, bare, driver; driver2: only the search and
 * the records by id through the driver, the yardstick before the replay); all but driver2 by default.
 * The list against the driver alone, for an A/B of the server's cost per list request:
 * LOAD_TARGETS=postgres LOAD_TWO_PROCESSES=false LOAD_ROWS=list,driver
 */
const ROWS = new Set((process.env.LOAD_ROWS ?? 'list,verify,bare,driver').split(',').map((r) => r.trim()));
const PARTIAL = !['list', 'verify', 'bare', 'driver'].every((r) => ROWS.has(r));
/**
 * LOAD_COMPARE_DIR=<another checkout's apps/server>: an A/B of the list. That build's server and
 * this one take turns (LOAD_ROUNDS rounds, 2 by default), each for LOAD_SECONDS on the same seeded
 * database, the driver's row between rounds; printed only, docs untouched.
 */
const COMPARE_DIR = process.env.LOAD_COMPARE_DIR;
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2);

/** How the server process is told where its database is. */
interface Prepared {
  name: string;
  version: string;
  seconds: number;
  env: Record<string, string | undefined>;
  headers: Record<string, string>;
  /** The PostgreSQL database of the run (the driver's yardstick and the second process). */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

async function gerenteToken(abasto: Abasto): Promise<Record<string, string>> {
  const { app } = abasto;
  const [user] = await app.ctx.db
    .insert(users)
    .values({ email: `bench-${crypto.randomUUID()}@bench.local`, role: 'gerente', name: 'Bench' })
    .returning();
  const token = await startSession(app.ctx, user!);
  return { authorization: `Bearer ${token}` };
}

async function versionOf(abasto: Abasto): Promise<string> {
  const [v] = await queryRows<{ v: string }>(abasto.database.db, sql`select version() as v`);
  return v?.v.split(' ').slice(0, 2).join(' ') ?? '';
}

/** Seeds, then closes: the server process opens the database itself. */
async function preparePglite(): Promise<Prepared> {
  // LOAD_PGLITE_DIR=… keeps the seeded database there and reuses it on the next run.
  const kept = process.env.LOAD_PGLITE_DIR;
  const reuse = kept !== undefined && fs.existsSync(kept);
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-load-'));
  const abasto = await createAbasto(testConfig({ NO_DEMO: 'true', DATA_DIR: dir }));
  try {
    const seconds = reuse ? 0 : await seedSuppliers(abasto.database.db, COUNT, 'PGlite');
    const headers = await gerenteToken(abasto);
    const version = `PGlite 0.5 (${await versionOf(abasto)})`;
    return {
      name: 'PGlite',
      version,
      seconds,
      env: { DATA_DIR: dir, DATABASE_URL: undefined },
      headers,
      async dispose() {
        if (!kept) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } finally {
    await abasto.close();
  }
}

async function preparePostgres(serverUrl: string): Promise<Prepared> {
  const name = `abasto_load_${crypto.randomBytes(4).toString('hex')}`;
  const admin = (query: string) => adminQuery(serverUrl, query);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const abasto = await createAbasto(testConfig({ NO_DEMO: 'true', DATABASE_URL: url.toString() }));
  try {
    const seconds = await seedSuppliers(abasto.database.db, COUNT, 'PostgreSQL');
    const headers = await gerenteToken(abasto);
    const version = await versionOf(abasto);
    return {
      name: 'PostgreSQL',
      version,
      seconds,
      env: { DATABASE_URL: url.toString() },
      databaseUrl: url.toString(),
      headers,
      async dispose() {
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  } finally {
    await abasto.close();
  }
}

const listRequests = LIST_QUERIES.map((q) => ({
  method: 'GET',
  path: `/api/auth/proveedores/?${new URLSearchParams(q).toString()}`,
}));

interface Row {
  target: string;
  call: string;
  result: Result;
  /** The server process's CPU time (user + system) per answered request, in ms, when measured. */
  cpuMsPerRequest?: number;
}

async function load(
  url: string,
  opts: { headers?: Record<string, string>; requests: { method: string; path: string }[] },
  seconds = SECONDS,
  connections = CONNECTIONS,
): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 30, headers: opts.headers, requests: opts.requests });
  // Requests the server accepted but had not answered when autocannon stopped are still queued
  // for the database; the next row must not inherit them. A query waits behind them all, so its
  // answer means they are done.
  await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(300_000) });
  return result;
}

/** One call of each kind before the load, so a broken setup fails loudly instead of counting non-2xx. */
async function expectOk(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

const APP_ENV = {
  NODE_ENV: 'production',
  NO_DEMO: 'true',
  MAIL_WORKER: 'false',
  // Request logging is an operator's choice; with it on, each request writes two JSON lines.
  LOG_LEVEL: 'warn',
  SMTP_URL: undefined,
};

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** A process's CPU time so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Samples a process's resident memory every 100 ms while `work` runs; its peak. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 100);
  try {
    const value = await work();
    return { value, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

interface Memory {
  restMb: number;
  loadMb: number;
}

/** What a list request sent through the pool: each `pool.query` call's arguments, in order. */
type Recorded = unknown[][];

/**
 * The statements one list request sends, for each of the list's searches: the server's own
 * listSuppliers runs on a pool whose `query` calls are recorded (after one call of the same
 * search, so whatever the server keeps between requests is kept here too).
 */
export async function recordListStatements(databaseUrl: string): Promise<{ search: string; statements: Recorded; jsonBytes: number }[]> {
  const probe = await createAbasto(testConfig({ NO_DEMO: 'true', DATABASE_URL: databaseUrl }));
  try {
    const pool = probe.database.pool!;
    const sent: Recorded = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    let recording = false;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      if (recording) sent.push(args);
      return query(...args);
    };
    const out: { search: string; statements: Recorded; jsonBytes: number }[] = [];
    for (const raw of LIST_QUERIES) {
      const q = SupplierListQuerySchema.parse(raw);
      await listSuppliers({ ctx: probe.app.ctx, query: q });
      recording = true;
      const page = await listSuppliers({ ctx: probe.app.ctx, query: q });
      recording = false;
      const jsonBytes = Buffer.byteLength(JSON.stringify(page));
      out.push({ search: new URLSearchParams(raw).toString(), statements: sent.splice(0), jsonBytes });
    }
    return out;
  } finally {
    await probe.close();
  }
}

/**
 * The yardstick of the list on PostgreSQL: the very statements a list request sends (recorded
 * from the server's own listSuppliers, above), replayed straight through `pg` with the server's
 * pool size, one after the other as a request sends them, by CONNECTIONS callers at once for
 * `seconds`, rotating the same searches.
 */
async function driverLoad(
  databaseUrl: string,
  seconds: number,
  only?: 'search and records',
): Promise<{ perSecond: number; errors: number; total: number; cpuMsPerList: number }> {
  const recorded = await recordListStatements(databaseUrl);
  // The yardstick before the replay: only the search's one pass and the page's records by id.
  if (only) {
    for (const r of recorded) {
      r.statements = r.statements.filter(([config]) => {
        const { text, name } = config as { text?: string; name?: string };
        return name !== undefined || (text ?? '').includes('count(*) over ()');
      });
    }
  }
  for (const r of recorded) {
    console.log(`    ${r.search}: ${r.statements.length} statements, ${r.jsonBytes.toLocaleString('en')} bytes of JSON`);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const cpuBefore = process.cpuUsage();
  try {
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    const one = async (i: number) => {
      for (const args of recorded[i % recorded.length]!.statements) await query(...args);
    };
    const until = performance.now() + seconds * 1000;
    let total = 0;
    let errors = 0;
    let n = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          try {
            await one(n++);
            total += 1;
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    // The bench process's CPU (user + system) per list: the driver's side of what the server spends.
    const cpuMsPerList = (cpu.user + cpu.system) / 1000 / Math.max(1, total);
    return { perSecond: total / ((performance.now() - started) / 1000), errors, total, cpuMsPerList };
  } finally {
    await pool.end();
  }
}

async function benchAbasto(target: Prepared, memory?: Memory, serverDir?: string, label = target.name): Promise<Row[]> {
  let server: ChildServer | undefined;
  try {
    server = await startChildServer({
      script: 'src/main.ts',
      serverDir,
      port: ABASTO_PORT,
      env: { ...APP_ENV, ...target.env },
      readyPath: '/api/health',
      // LOAD_PROFILE_DIR=… writes a CPU profile of the server (open it in Chrome's DevTools).
      nodeArgs: process.env.LOAD_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE_DIR}`] : [],
    });
    const { url } = server;
    for (const r of listRequests) await expectOk(url + r.path, target.headers);
    await expectOk(`${url}/api/auth/verify`, target.headers);
    await new Promise((r) => setTimeout(r, 1000));
    const restMb = rssMb(server.process.pid!);

    const list = { headers: target.headers, requests: listRequests };
    const verify = { headers: target.headers, requests: [{ method: 'GET', path: '/api/auth/verify' }] };
    // Warm-up (JIT, the database's caches) without counting.
    if (ROWS.has('list')) await load(url, list, WARMUP_SECONDS, 10);
    if (ROWS.has('verify')) await load(url, verify, WARMUP_SECONDS, 10);
    const rows: Row[] = [];
    if (ROWS.has('list')) {
      console.log(`  ${target.name}: supplier list, ${CONNECTIONS} connections, ${SECONDS} s`);
      const cpuBefore = cpuMs(server.process.pid!);
      const listed = await peakRss(server.process.pid!, () => load(url, list));
      const cpuMsPerRequest = (cpuMs(server.process.pid!) - cpuBefore) / Math.max(1, listed.value.requests.total);
      if (memory) Object.assign(memory, { restMb, loadMb: listed.peakMb });
      rows.push({ target: label, call: 'supplier list: quick search + filter', result: listed.value, cpuMsPerRequest });
    }
    if (ROWS.has('verify')) {
      console.log(`  ${target.name}: verify`);
      rows.push({ target: label, call: 'GET /api/auth/verify', result: await load(url, verify) });
    }
    return rows;
  } finally {
    await server?.stop();
  }
}

async function benchBare(label: string): Promise<Row> {
  const server = await startChildServer({ script: 'bench/support/bare-server.ts', port: BARE_PORT, env: {}, readyPath: '/bare' });
  try {
    const bare = { requests: [{ method: 'GET', path: '/bare' }] };
    await load(server.url, bare, WARMUP_SECONDS, 10);
    console.log(`  bare Fastify route (${label}), ${CONNECTIONS} connections, ${SECONDS} s`);
    return { target: label, call: 'bare Fastify route', result: await load(server.url, bare) };
  } finally {
    await server.stop();
  }
}

/**
 * The list and verify through the round-robin proxy, first to one server process, then to two on
 * the same database: the proxy's cost is in both, so their ratio is what the second process adds.
 */
async function benchProcesses(target: Prepared): Promise<Row[]> {
  const rows: Row[] = [];
  for (const count of [1, 2]) {
    const servers: ChildServer[] = [];
    let proxy: ChildServer | undefined;
    try {
      for (const port of SECOND_PORTS.slice(0, count)) {
        servers.push(await startChildServer({ script: 'src/main.ts', port, env: { ...APP_ENV, ...target.env }, readyPath: '/api/health' }));
      }
      proxy = await startChildServer({
        script: 'bench/support/round-robin-proxy.ts',
        port: PROXY_PORT,
        env: { UPSTREAMS: SECOND_PORTS.slice(0, count).join(',') },
        readyPath: '/api/health',
      });
      const list = { headers: target.headers, requests: listRequests };
      const verify = { headers: target.headers, requests: [{ method: 'GET', path: '/api/auth/verify' }] };
      await load(proxy.url, list, WARMUP_SECONDS, 10);
      await load(proxy.url, verify, WARMUP_SECONDS, 10);
      const label = count === 1 ? 'one process behind the proxy' : 'two processes behind the proxy';
      console.log(`  ${target.name}: ${label}, ${CONNECTIONS} connections, ${SECONDS} s each`);
      rows.push({ target: target.name, call: `supplier list, ${label}`, result: await load(proxy.url, list) });
      rows.push({ target: target.name, call: `GET /api/auth/verify, ${label}`, result: await load(proxy.url, verify) });
    } finally {
      await proxy?.stop();
      for (const server of servers) await server.stop();
    }
  }
  return rows;
}

// autocannon counts a timeout as an error too.
const failures = (r: Result) => r.errors + r.non2xx;

function table(rows: Row[], bare: Map<string, Result>): string {
  const lines = [
    '| Database | Call | Requests/s | p50 (ms) | p97.5 (ms) | p99 (ms) | Requests | Errors (of which timeouts) | Non-2xx | Ratio to bare route |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { target, call, result: r } of rows) {
    const base = bare.get(target);
    const ratio = base ? `${((r.requests.average / base.requests.average) * 100).toFixed(1)} %` : '—';
    lines.push(
      `| ${target} | ${call} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} | ${r.latency.p97_5} | ` +
        `${r.latency.p99} | ${r.requests.total.toLocaleString('en')} | ${r.errors} (${r.timeouts}) | ${r.non2xx} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Only the rows of LOAD_ROWS (and, with LOAD_COMPARE_DIR, the other build's list beside this
 * one's, in turns): printed with the load average beside each, no docs or figures written.
 */
async function partialRun(target: Prepared): Promise<void> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  const rate = (r: Result, cpu?: number) =>
    `${Math.round(r.requests.average)} req/s (p50 ${r.latency.p50} ms, ${failures(r)} errors/non-2xx` +
    `${cpu === undefined ? '' : `, server CPU ${cpu.toFixed(2)} ms per request`})`;
  const servers: { dir?: string; label: string }[] = COMPARE_DIR
    ? [{ dir: COMPARE_DIR, label: `${target.name} ${COMPARE_DIR}` }, { label: `${target.name} this build` }]
    : [{ label: target.name }];
  let failed = false;
  try {
    for (let round = 1; round <= (COMPARE_DIR ? ROUNDS : 1); round++) {
      for (const { dir, label } of servers) {
        if (ROWS.has('list') || ROWS.has('verify')) {
          for (const row of await benchAbasto(target, undefined, dir, label)) {
            failed ||= failures(row.result) > 0;
            say(`round ${round} | ${row.target} | ${row.call} | ${rate(row.result, row.cpuMsPerRequest)} | load average ${os.loadavg()[0]!.toFixed(1)}`);
          }
        }
      }
      if (ROWS.has('driver') && target.databaseUrl) {
        const driver = await driverLoad(target.databaseUrl, SECONDS);
        failed ||= driver.errors > 0;
        say(
          `round ${round} | ${target.name} | the list's statements through the driver | ${Math.round(driver.perSecond)} lists/s ` +
            `(${driver.errors} errors, bench CPU ${driver.cpuMsPerList.toFixed(2)} ms per list) | load average ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
      if (ROWS.has('driver2') && target.databaseUrl) {
        const driver = await driverLoad(target.databaseUrl, SECONDS, 'search and records');
        failed ||= driver.errors > 0;
        say(
          `round ${round} | ${target.name} | only the search and the records by id through the driver | ${Math.round(driver.perSecond)} lists/s ` +
            `(${driver.errors} errors, bench CPU ${driver.cpuMsPerList.toFixed(2)} ms per list) | load average ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
      if (ROWS.has('bare')) {
        const row = await benchBare(target.name);
        say(`round ${round} | ${row.target} | bare Fastify route | ${rate(row.result)} | load average ${os.loadavg()[0]!.toFixed(1)}`);
      }
    }
  } finally {
    await target.dispose();
  }
  console.log(`\n${lines.join('\n')}`);
  if (failed) process.exitCode = 1;
}

async function main() {
  const targets = (process.env.LOAD_TARGETS ?? 'pglite,postgres').split(',');
  const prepare: (() => Promise<Prepared>)[] = targets.includes('pglite') ? [preparePglite] : [];
  if (process.env.DATABASE_URL && targets.includes('postgres')) prepare.push(() => preparePostgres(process.env.DATABASE_URL!));

  if (PARTIAL || COMPARE_DIR) {
    for (const open of prepare) await partialRun(await open());
    return;
  }
  const rows: Row[] = [];
  const bare = new Map<string, Result>();
  const notes: string[] = [];
  const figures: string[] = [];
  for (const open of prepare) {
    const target = await open();
    try {
      const memory: Memory = { restMb: 0, loadMb: 0 };
      const abastoRows = await benchAbasto(target, memory);
      const listLoad = os.loadavg()[0]!;
      const bareRow = await benchBare(target.name);
      bare.set(target.name, bareRow.result);
      rows.push(...abastoRows, bareRow);
      console.log(table([...abastoRows, bareRow], bare));
      const perSecond = (call: string, from = rows) =>
        from.find((r) => r.target === target.name && r.call === call)!.result.requests.average;
      const listRate = perSecond('supplier list: quick search + filter');
      const verifyRate = perSecond('GET /api/auth/verify');
      figures.push(
        `- ${target.name}: resident memory of the server at rest ${memory.restMb.toFixed(0)} MB, at its peak under the list's load ${memory.loadMb.toFixed(0)} MB (load average ${listLoad.toFixed(1)}).`,
      );
      if (target.databaseUrl) {
        console.log(`  ${target.name}: the list's very statements through the driver, ${CONNECTIONS} callers, ${SECONDS} s`);
        const driver = await driverLoad(target.databaseUrl, SECONDS);
        const driverLoadAverage = os.loadavg()[0]!;
        const processRows = TWO_PROCESSES ? await benchProcesses(target) : [];
        rows.push(...processRows);
        if (processRows.length > 0) console.log(table(processRows, bare));
        const twoLoad = os.loadavg()[0]!;
        const speedup = (call: string) =>
          perSecond(`${call}, two processes behind the proxy`, processRows) / perSecond(`${call}, one process behind the proxy`, processRows);
        const listSpeedup = processRows.length > 0 ? speedup('supplier list') : Number.NaN;
        const verifySpeedup = processRows.length > 0 ? speedup('GET /api/auth/verify') : Number.NaN;
        const bareRate = bareRow.result.requests.average;
        recordFigures({
          listLoadRatioToDriver: listRate / driver.perSecond,
          verifyShareOfBare: verifyRate / bareRate,
          twoProcessSpeedup: listSpeedup,
          rssRestMb: memory.restMb,
          rssLoadMb: memory.loadMb,
        });
        figures.push(
          `- ${target.name}: the very statements of each list request (recorded from the server) replayed straight through the driver: ${Math.round(driver.perSecond).toLocaleString('en')} lists/s ` +
            `(${driver.total.toLocaleString('en')} in ${SECONDS} s, ${driver.errors} errors, load average ${driverLoadAverage.toFixed(1)}); ` +
            `the server's list ${Math.round(listRate).toLocaleString('en')} requests/s is **${(listRate / driver.perSecond).toFixed(2)}×** of it (target ≥ 0.8×).`,
          `- ${target.name}: verify ${Math.round(verifyRate).toLocaleString('en')} requests/s is **${((verifyRate / bareRate) * 100).toFixed(1)} %** of the bare route's ${Math.round(bareRate).toLocaleString('en')} (target ≥ 25 %).`,
          ...(processRows.length > 0
            ? [
                `- ${target.name}: two processes behind the round-robin proxy against one behind the same proxy: list **${listSpeedup.toFixed(2)}×**, ` +
                  `verify **${verifySpeedup.toFixed(2)}×** (load average ${twoLoad.toFixed(1)}).`,
              ]
            : []),
        );
      }
      notes.push(
        target.seconds > 0
          ? `- ${target.name} (${target.version}): seeded ${COUNT.toLocaleString('en')} suppliers in ${target.seconds.toFixed(0)} s.`
          : `- ${target.name} (${target.version}): a database seeded by an earlier run (LOAD_PGLITE_DIR).`,
      );
    } finally {
      await target.dispose();
    }
  }

  const failed = rows.filter((r) => failures(r.result) > 0);
  const load1 = os.loadavg()[0]!.toFixed(1);
  writeDocsSection('load', [
    `## Load: ${CONNECTIONS} connections for ${SECONDS} s at ${COUNT.toLocaleString('en')} suppliers`,
    '',
    `Run with \`npm run bench\` (\`scripts/with-postgres.sh npm run bench -- load\` for both databases) on ` +
      `${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ` +
      `load average ${load1} at the end (the machine is shared). ${COUNT.toLocaleString('en')} generated suppliers. ` +
      'Abasto runs as its own process (`src/main.ts`, NODE_ENV=production, LOG_LEVEL=warn) on 127.0.0.1; ' +
      `autocannon 8 runs in the bench process with ${CONNECTIONS} connections for ${SECONDS} s per row after a ` +
      `${WARMUP_SECONDS} s warm-up, authenticated as a gerente (Bearer token). The list rotates through these searches ` +
      '(quick search + filters): ' +
      listRequests.map((r) => `\`${r.path.split('?')[1]}\``).join(', ') +
      '. The bare route is Fastify with one route answering `{ ok: true }`, no plugins, started the same way, ' +
      'loaded the same way right after Abasto on the same machine; the ratio is Abasto\'s requests/s as a share of it.',
    '',
    table(rows, bare),
    '',
    ...notes,
    '',
    ...figures,
  ]);
  if (failed.length > 0) {
    console.error(`errors or non-2xx answers in: ${failed.map((r) => `${r.target} ${r.call}`).join(', ')}`);
    process.exit(1);
  }
}

await main();
