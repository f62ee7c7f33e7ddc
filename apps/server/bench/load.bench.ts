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
 *
 * Not a test, but a run with any error or non-2xx answer exits with status 1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Abasto, createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema/core.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { writeDocsSection } from './support/docs-section.ts';
import { LIST_QUERIES } from './support/list-queries.ts';
import { seedSuppliers } from './support/seed-suppliers.ts';
import { adminQuery } from '../test/helpers/admin-query.ts';
import { startSession } from '../src/modules/auth/sessions.ts';

const COUNT = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WARMUP_SECONDS = Math.min(5, SECONDS);
const ABASTO_PORT = Number(process.env.LOAD_PORT ?? 5000);
const BARE_PORT = ABASTO_PORT + 1;

/** How the server process is told where its database is. */
interface Prepared {
  name: string;
  version: string;
  seconds: number;
  env: Record<string, string | undefined>;
  headers: Record<string, string>;
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

async function benchAbasto(target: Prepared): Promise<Row[]> {
  let server: ChildServer | undefined;
  try {
    server = await startChildServer({
      script: 'src/main.ts',
      port: ABASTO_PORT,
      env: { ...APP_ENV, ...target.env },
      readyPath: '/api/health',
      // LOAD_PROFILE_DIR=… writes a CPU profile of the server (open it in Chrome's DevTools).
      nodeArgs: process.env.LOAD_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE_DIR}`] : [],
    });
    const { url } = server;
    for (const r of listRequests) await expectOk(url + r.path, target.headers);
    await expectOk(`${url}/api/auth/verify`, target.headers);

    const list = { headers: target.headers, requests: listRequests };
    const verify = { headers: target.headers, requests: [{ method: 'GET', path: '/api/auth/verify' }] };
    // Warm-up (JIT, the database's caches) without counting.
    await load(url, list, WARMUP_SECONDS, 10);
    await load(url, verify, WARMUP_SECONDS, 10);
    const rows: Row[] = [];
    console.log(`  ${target.name}: supplier list, ${CONNECTIONS} connections, ${SECONDS} s`);
    rows.push({ target: target.name, call: 'supplier list: quick search + filter', result: await load(url, list) });
    console.log(`  ${target.name}: verify`);
    rows.push({ target: target.name, call: 'GET /api/auth/verify', result: await load(url, verify) });
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

async function main() {
  const prepare: (() => Promise<Prepared>)[] = [preparePglite];
  if (process.env.DATABASE_URL) prepare.push(() => preparePostgres(process.env.DATABASE_URL!));

  const rows: Row[] = [];
  const bare = new Map<string, Result>();
  const notes: string[] = [];
  for (const open of prepare) {
    const target = await open();
    try {
      const abastoRows = await benchAbasto(target);
      const bareRow = await benchBare(target.name);
      bare.set(target.name, bareRow.result);
      rows.push(...abastoRows, bareRow);
      console.log(table([...abastoRows, bareRow], bare));
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
    `## Load: ${CONNECTIONS} connections for ${SECONDS} s at 100,000 suppliers`,
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
  ]);
  if (failed.length > 0) {
    console.error(`errors or non-2xx answers in: ${failed.map((r) => `${r.target} ${r.call}`).join(', ')}`);
    process.exit(1);
  }
}

await main();
