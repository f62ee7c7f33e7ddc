/**
 * Main-thread time of a page's cold, logged-in load, from Chromium traces: a measure that follows
 * the code more than the machine's load (docs/benchmarks.md, "First load"). Serve each build with
 * `LH_SERVE=1 LH_PORT=<port> [LH_DIST=<other build>] npm run bench -- lighthouse`, then, from the
 * repository's root:
 *
 *   node --import tsx apps/server/bench/support/main-thread-trace.ts \
 *     old=<url>,<medico token> new=<url>,<medico token> [--rounds 5] [--path /agenda] [--settle 4000]
 *
 * The builds are loaded in turn (old, new, old, new…) at 412×823 as a phone, the session token in
 * localStorage and the HTTP cache cleared; the trace runs from the navigation to `settle` ms after
 * the load event. Per load and as medians: the renderer's main-thread task time (thread time, not
 * wall time), "blocking at 4×" (Σ max(0, 4 × task − 50 ms), the way Lighthouse's mobile preset
 * weighs a task), style and layout time, and the requests and kB the page fetched.
 */
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { browserSettled } from './browser-settled.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

interface Target {
  label: string;
  url: string;
  token: string;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1]! : fallback;
};
const rounds = Number(option('rounds', '5'));
const pagePath = option('path', '/agenda');
const settleMs = Number(option('settle', '4000'));
const targets: Target[] = args
  .filter((a, i) => a.includes('=') && !args[i - 1]?.startsWith('--'))
  .map((a) => {
    const [label, rest] = a.split('=') as [string, string];
    const [url, token] = rest.split(',') as [string, string];
    return { label, url, token };
  });

const isTask = (e: TraceEvent) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

async function measure(target: Target) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--ignore-certificate-errors'],
  });
  try {
    await browserSettled(browser);
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${target.url}/api/health`);
    await page.evaluate((t) => localStorage.setItem('abasto.token', t), target.token);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    const received: number[] = [];
    cdp.on('Network.loadingFinished', (e) => received.push(e.encodedDataLength));
    await cdp.send('Network.enable');
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
    await page.goto(`${target.url}${pagePath}`, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, settleMs));
    const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString('utf8')) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.endsWith(pagePath));
    if (!nav) throw new Error(`no navigation to ${pagePath} in the trace`);
    const onMain = (e: TraceEvent) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts;
    const ms = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
    const tasks = events.filter((e) => isTask(e) && onMain(e));
    const sum = (xs: TraceEvent[]) => Math.round(xs.reduce((s, e) => s + ms(e), 0));
    return {
      label: target.label,
      thread: sum(tasks),
      blocking4x: Math.round(tasks.reduce((s, t) => s + Math.max(0, 4 * ms(t) - 50), 0)),
      style: sum(events.filter((e) => e.name === 'UpdateLayoutTree' && onMain(e))),
      layout: sum(events.filter((e) => e.name === 'Layout' && onMain(e))),
      requests: received.length,
      kB: Math.round(received.reduce((s, n) => s + n, 0) / 1024),
      longTasks: tasks
        .filter((t) => ms(t) >= 12)
        .map((t) => `${Math.round((t.ts - nav.ts) / 1000)}:${Math.round(ms(t))}`)
        .join(' '),
      load: os.loadavg()[0]!.toFixed(1),
    };
  } finally {
    await browser.close();
  }
}

const all = new Map<string, Awaited<ReturnType<typeof measure>>[]>();
for (let round = 0; round < rounds; round++) {
  for (const target of targets) {
    const figures = await measure(target);
    all.set(target.label, [...(all.get(target.label) ?? []), figures]);
    console.log(JSON.stringify(figures));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [label, runs] of all) {
  const keys = ['thread', 'blocking4x', 'style', 'layout', 'requests', 'kB'] as const;
  console.log(`median ${label}: ${keys.map((k) => `${k}=${median(runs.map((r) => r[k]))}`).join(' ')}`);
}
