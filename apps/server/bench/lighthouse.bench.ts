/**
 * First load: Lighthouse performance of every main page (login, dashboard, supplier list, supplier
 * detail, cotizaciones, quotation detail, care calendar, prescriptions), with the mobile and the
 * desktop presets, against Abasto serving its built web app.
 *
 * Abasto runs as its own process (`src/main.ts`, as in production) on 127.0.0.1 with an embedded
 * database in a temp folder holding 1,000 generated suppliers and the demo data (its gerente,
 * doctor, patient, events, prescriptions, quotations). Chromium is Debian's (/usr/bin/chromium, or
 * CHROMIUM_PATH), driven by puppeteer-core as Lighthouse's user flows are. For a logged-in page the
 * session token is put in localStorage on a same-origin page that loads no app code (/api/health)
 * and the HTTP cache is cleared, so the measured load is a cold one of a logged-in user, as after
 * opening a bookmark. Procurement pages are opened by the gerente, care pages by the doctor.
 *
 *   npm run bench -- lighthouse
 *   LH_RUNS=1 npm run bench -- lighthouse   # a quicker look (default: median of 3 runs)
 *   LH_ONLY='list mobile' npm run bench -- lighthouse   # only the rows whose page and preset hold every word
 *                                                      # (docs/benchmarks.md is then left as it is)
 *   LH_ONLY='dashboard mobile, list mobile' …           # several such choices, separated by commas
 *   LH_DIST=/some/other/dist npm run bench -- lighthouse  # serve another build (an A/B in the same minutes)
 *   LH_REPORTS=/some/dir …                              # where the median reports go (default: the temp folder)
 *   LH_HTTP1=1 …                                        # plain HTTP/1.1 instead of HTTPS with HTTP/2
 *   LH_COLD_BROWSER=1 …                                 # load each page as soon as Chromium has launched, without
 *                                                      # waiting for its own start-up (support/browser-settled.ts)
 *   LH_SERVE=1 npm run bench -- lighthouse              # only serve the measured build and data, print the pages'
 *                                                      # addresses and sessions, and wait (to profile a page by hand)
 *
 * The server speaks HTTPS with HTTP/2, as a deployment serves browsers (docs/deployment.md#tls-and-http2),
 * with a certificate made for the run by openssl; Chromium is told to accept it.
 *
 * Targets: performance ≥ 0.9 mobile, ≥ 0.95 desktop, CLS ≤ 0.02.
 * Not a test: a miss is reported, and the run exits with status 1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@abasto/domain/routes';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { desc, eq } from 'drizzle-orm';
import { users } from '../src/db/schema/core.ts';
import { quotations } from '../src/db/schema/quotations.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { selfSignedCertificate } from '../test/helpers/self-signed-certificate.ts';
import { browserSettled } from './support/browser-settled.ts';
import { startChildServer } from './support/child-server.ts';
import { writeDocsSection } from './support/docs-section.ts';
import { seedSuppliers } from './support/seed-suppliers.ts';
import { startSession } from '../src/modules/auth/sessions.ts';

const RUNS = Number(process.env.LH_RUNS ?? 3);
/** Plain HTTP/1.1 instead of HTTPS with HTTP/2 (what a browser gets from a deployment). */
const HTTP1 = process.env.LH_HTTP1 === '1';
const PORT = Number(process.env.LH_PORT ?? 5010);
/** Load the page the moment the browser has launched, while Chromium still starts itself up (as runs did before 2026-11-30). */
const COLD_BROWSER = process.env.LH_COLD_BROWSER === '1';
const SUPPLIERS = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Alternatives separated by commas, each a list of words: 'dashboard mobile, list mobile'. */
const ONLY = (process.env.LH_ONLY ?? '').toLowerCase().split(',').map((alt) => alt.split(/\s+/).filter(Boolean)).filter((alt) => alt.length > 0);
const TOKEN_KEY = 'abasto.token';
/** The demo's own supplier (Cementos del Sur), the one with a questionnaire and documents. */
const DEMO_SUPPLIER_REGISTRO = '80012345-6';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = process.env.LH_DIST ?? path.join(root, 'apps/web/dist');
const reportsDir = process.env.LH_REPORTS ?? path.join(os.tmpdir(), 'abasto-lighthouse');

/** Cumulative layout shift allowed on every page and preset. */
const CLS_TARGET = 0.02;

const PRESETS: { name: 'mobile' | 'desktop'; config: Config | undefined; target: number }[] = [
  { name: 'mobile', config: undefined, target: 0.9 },
  { name: 'desktop', config: desktopConfig, target: 0.95 },
];

interface Measure {
  page: string;
  preset: string;
  target: number;
  runs: Result[];
  median: Result;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its build is missing or older than its sources (as `npm start` does). */
function ensureBuild() {
  if (process.env.LH_DIST) return;
  const index = path.join(dist, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestSource(path.join(root, 'apps/web/src')),
    newestSource(path.join(root, 'packages/domain/src')),
    fs.statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
  );
  if (builtAt >= sourcesAt) return;
  console.log('  building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@abasto/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app did not build');
}

/** Who opens a page, and the records the detail pages show. */
interface Fixture {
  tokens: { gerente: string; medico: string };
  supplierId: number;
  quotationId: number;
}

async function prepareData(dir: string): Promise<Fixture> {
  const abasto = await createAbasto(testConfig({ NO_DEMO: 'true', DATA_DIR: dir }));
  try {
    const db = abasto.database.db;
    await seedSuppliers(db, SUPPLIERS, 'PGlite');
    // The demo's people and records: events, prescriptions, quotations (its generated suppliers are
    // those seeded above, kept as they are).
    await seedDemo(db);
    const byEmail = async (email: string) => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`the demo has no ${email}`);
      return startSession(abasto.app.ctx, user);
    };
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.registro, DEMO_SUPPLIER_REGISTRO));
    const [quotation] = await db.select({ id: quotations.id }).from(quotations).orderBy(desc(quotations.id)).limit(1);
    if (!supplier || !quotation) throw new Error('the demo has no supplier or no quotation to open');
    return {
      tokens: { gerente: await byEmail('gerente@demo.test'), medico: await byEmail('medico@demo.test') },
      supplierId: supplier.id,
      quotationId: quotation.id,
    };
  } finally {
    await abasto.close();
  }
}

async function launch(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // As the browser tests run Chromium.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The run's own certificate (selfSignedCertificate) is trusted by no authority.
      ...(HTTP1 ? [] : ['--ignore-certificate-errors']),
    ],
  });
}

/** One Lighthouse run in a fresh browser; `token` logs the page in first. */
async function runOnce(url: string, preset: (typeof PRESETS)[number], token?: string): Promise<Result> {
  const browser = await launch();
  try {
    // The browser's own start-up first: the page is measured, not Chromium starting (browser-settled.ts).
    if (!COLD_BROWSER) await browserSettled(browser);
    const page = await browser.newPage();
    const flags: Flags = { onlyCategories: ['performance'], logLevel: 'error', output: 'json' };
    if (token) {
      await page.goto(new URL('/api/health', url).toString());
      await page.evaluate(`localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      // Lighthouse would otherwise wipe the origin's storage, and the session with it.
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, preset.config, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // A logged-in run that ended on the login page measured the wrong page.
    if (token && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}: the session was not taken`);
    }
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/**
 * One load, loaded again (twice at most) when Lighthouse could not record its trace (NO_NAVSTART,
 * "Please run Lighthouse again"), which a busy machine causes now and then; other failures stop the run.
 */
async function runOnceAgain(url: string, preset: (typeof PRESETS)[number], token?: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, preset, token);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART/.test(String(error))) throw error;
      console.log(`  ${url}: no trace recorded (NO_NAVSTART), loading it again`);
    }
  }
}

const score = (r: Result) => r.categories.performance?.score ?? 0;
const metric = (r: Result, id: string) => r.audits[id]?.numericValue ?? Number.NaN;

/** The opportunities and diagnostics that cost the most, to find out why a score misses. */
function weakAudits(r: Result): string[] {
  return Object.values(r.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
}

async function measure(base: string, pageName: string, route: string, token?: string): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const preset of PRESETS) {
    const row = `${pageName} ${preset.name}`.toLowerCase();
    if (ONLY.length > 0 && !ONLY.some((words) => words.every((word) => row.includes(word)))) continue;
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnceAgain(base + route, preset, token);
      console.log(`  ${pageName}, ${preset.name}, run ${i + 1}: ${score(r).toFixed(2)}`);
      runs.push(r);
    }
    const median = [...runs].sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)]!;
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${pageName.replace(/\W+/g, '-')}-${preset.name}.json`), JSON.stringify(median));
    if (score(median) < preset.target || cls(median) > CLS_TARGET) console.log(`    below ${preset.target}: ${weakAudits(median).join(', ')}`);
    out.push({ page: pageName, preset: preset.name, target: preset.target, runs, median });
  }
  return out;
}

const cls = (r: Result) => metric(r, 'cumulative-layout-shift');
const missedTarget = (m: Measure) => score(m.median) < m.target || cls(m.median) > CLS_TARGET;

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;

/** How many requests the page made: unlike the timings, the same on a busy machine as on a quiet one. */
function requestCount(r: Result): number {
  const details = r.audits['network-requests']?.details;
  return details && 'items' in details ? details.items.length : Number.NaN;
}

function table(rows: Measure[]): string {
  const lines = [
    '| Page | Preset | Performance (median) | Runs | Target | FCP | LCP | TBT | CLS | Speed Index | Transfer | Requests | CPU benchmark index |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const m of rows) {
    const r = m.median;
    const transfer = metric(r, 'total-byte-weight');
    lines.push(
      `| ${m.page} | ${m.preset} | **${score(r).toFixed(2)}** ${score(r) >= m.target ? '✓' : '✗'} | ${m.runs.map((x) => score(x).toFixed(2)).join(', ')} | ≥ ${m.target} | ` +
        `${ms(metric(r, 'first-contentful-paint'))} | ${ms(metric(r, 'largest-contentful-paint'))} | ${ms(metric(r, 'total-blocking-time'))} | ` +
        `${cls(r).toFixed(3)}${cls(r) > CLS_TARGET ? ' ✗' : ''} | ${ms(metric(r, 'speed-index'))} | ${(transfer / 1024).toFixed(0)} kB | ${requestCount(r)} | ${Math.round(r.environment.benchmarkIndex)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-lighthouse-'));
  const fixture = await prepareData(dir);
  // A certificate made for the run (openssl), so that the server speaks HTTPS and HTTP/2 as a
  // deployment does to browsers (docs/deployment.md#tls-and-http2); LH_HTTP1=1 runs without.
  const tls = HTTP1 ? null : selfSignedCertificate(dir);
  const server = await startChildServer({
    script: 'src/main.ts',
    port: PORT,
    env: {
      DATA_DIR: dir,
      DATABASE_URL: undefined,
      NODE_ENV: 'production',
      NO_DEMO: 'true',
      MAIL_WORKER: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
      TLS_CERT_FILE: tls?.cert,
      TLS_KEY_FILE: tls?.key,
    },
    readyPath: '/api/health',
    tls: Boolean(tls),
  });
  const rows: Measure[] = [];
  let version = '';
  try {
    const { gerente, medico } = fixture.tokens;
    if (process.env.LH_SERVE === '1') {
      console.log(JSON.stringify({ url: server.url, ...fixture }, null, 2));
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      return;
    }
    const pages: [string, string, string?][] = [
      ['login', ROUTES.login],
      ['dashboard', ROUTES.dashboard, gerente],
      ['supplier list (logged in)', ROUTES.suppliers, gerente],
      ['supplier detail', ROUTES.supplier(fixture.supplierId, 'consultar-proveedor'), gerente],
      ['cotizaciones', ROUTES.quotations, gerente],
      ['quotation detail', ROUTES.viewQuotation(fixture.quotationId), gerente],
      ['calendar', ROUTES.calendar, medico],
      ['prescriptions', ROUTES.prescriptions, medico],
    ];
    for (const [name, route, token] of pages) rows.push(...(await measure(server.url, name, route, token)));
    version = rows[0]?.median.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '';
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(table(rows));
  console.log(`median reports (JSON, open in the Lighthouse viewer): ${reportsDir}`);

  if (ONLY.length === 0) writeDocsSection('lighthouse', [
    '## First load: Lighthouse on every main page',
    '',
    `Run with \`npm run bench -- lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${rows[0]?.median.lighthouseVersion ?? ''}, ` +
      `Debian's Chromium (${version}, headless), ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'} shared with other work ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} at the end). Abasto serves the production build of the web app from its own process on ` +
      `127.0.0.1 (embedded database, ${SUPPLIERS.toLocaleString('en')} suppliers), ` +
      (HTTP1
        ? 'over plain HTTP/1.1 (`LH_HTTP1=1`). '
        : 'over HTTPS with HTTP/2 as a deployment serves browsers (docs/deployment.md#tls-and-http2; a certificate made for the run). ') +
      'Presets: Lighthouse\'s default mobile (simulated slow 4G, ' +
      '4× CPU slowdown, Moto G Power screen) and desktop. Each row is the median of ' +
      `${RUNS} cold loads in a fresh browser; every page but the login page is loaded logged in (token in localStorage, HTTP cache ` +
      'cleared): procurement pages as a gerente, the calendar and the prescriptions as the demo doctor; the supplier detail is ' +
      `the demo's Cementos del Sur in consultar mode. Targets: ≥ 0.9 mobile, ≥ 0.95 desktop, CLS ≤ ${CLS_TARGET}. ` +
      'The CPU benchmark index is Lighthouse\'s own measure of the machine at the start of the run: the busier the machine, ' +
      'the lower it is and the longer the main-thread figures (TBT, and LCP through it), as the mobile preset multiplies ' +
      'the CPU time it observes by 4.',
    '',
    table(rows),
  ]);
  const missed = rows.filter(missedTarget);
  if (missed.length > 0) {
    console.error(`below target: ${missed.map((m) => `${m.page} ${m.preset}`).join(', ')}`);
    process.exit(1);
  }
}

await main();
