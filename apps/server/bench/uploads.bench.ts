// Memory of large uploads in flight: ten clients send a 20 MB quotation draft (files of 9 MB,
// base64 in JSON) at the same moment to a real server process (embedded database on disk, or
// the PostgreSQL of DATABASE_URL). The process's resident memory is sampled every 20 ms from
// /proc; the figure is its peak above the resident memory just before (the baseline of the same
// run). Run twice: with the gate at its default (UPLOADS_IN_FLIGHT=2) and with a place for every
// client (UPLOADS_IN_FLIGHT=UPLOAD_CLIENTS, as before the gate). Linux only (reads /proc/<pid>/status).
// Settings: UPLOAD_CLIENTS (default 10), UPLOAD_MB (body size, default 20).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createUser, TEST_PASSWORD } from '../test/helpers/factories.ts';
import { httpCall, loginOver } from '../test/helpers/http-call.ts';
import { fileOfKind, quotationBody } from '../test/helpers/quotation-factory.ts';
import { bulkSuppliers, scratchDatabase } from '../test/helpers/scratch-database.ts';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { writeDocsSection } from './support/docs-section.ts';
import { recordFigures } from './support/figures.ts';

const CLIENTS = Number(process.env.UPLOAD_CLIENTS ?? 10);
const BODY_MB = Number(process.env.UPLOAD_MB ?? 20);

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

interface Run {
  inFlight: number;
  baseline: number;
  peak: number;
  seconds: number;
  statuses: number[];
}

async function measure(inFlight: number): Promise<Run> {
  const database = await scratchDatabase();
  const abasto = await database.open();
  const [supplier] = await bulkSuppliers(abasto.database.db, 1, 'mem');
  const author = await createUser(abasto.database.db, { role: 'gerente' });
  await abasto.close();
  const server = await startServerProcess({ ...database.env, UPLOADS_IN_FLIGHT: String(inFlight) });
  try {
    const token = await loginOver(server.url, author.email, TEST_PASSWORD);
    // Warm up: one small draft, so the baseline holds the code and caches a send needs.
    await httpCall(server.url, 'POST', '/api/cotizacion/', { token, body: quotationBody([supplier!]) });
    global.gc?.();
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssMb(server.pid);
    // Files of at most 9 MB each (the limit per file is 10 MB), base64 in JSON: BODY_MB in all.
    const total = Math.floor(((BODY_MB * 1024 * 1024) / 4) * 3) - 64 * 1024;
    const parts = Math.ceil(total / (9 * 1024 * 1024));
    const file = fileOfKind('pdf', Math.floor(total / parts)).toString('base64');
    const bodies = Array.from({ length: CLIENTS }, (_, i) =>
      JSON.stringify(
        quotationBody([supplier!], {
          title: `Grande ${i}`,
          file: Array.from({ length: parts }, (_, k) => ({ file, filename: `planos-${i}-${k}.pdf` })),
        }),
      ),
    );
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 20);
    const t0 = performance.now();
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`${server.url}/api/cotizacion/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(300_000),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 200));
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    return { inFlight, baseline, peak, seconds, statuses };
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main() {
  const runs: Run[] = [];
  for (const inFlight of [2, CLIENTS]) {
    const run = await measure(inFlight);
    if (run.statuses.some((s) => s !== 201)) throw new Error(`answers: ${run.statuses.join(', ')}`);
    console.log(
      `UPLOADS_IN_FLIGHT=${inFlight}: ${CLIENTS} × ${BODY_MB} MB, resident ${run.baseline.toFixed(0)} MB → peak ${run.peak.toFixed(0)} MB ` +
        `(+${(run.peak - run.baseline).toFixed(0)} MB), all answered in ${run.seconds.toFixed(1)} s`,
    );
    runs.push(run);
    // The server's peak while the uploads arrive, at the default gate (rssUploadPeakMb).
    if (inFlight === 2) recordFigures({ rssUploadPeakMb: run.peak });
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os.loadavg()[0]!.toFixed(1);
  writeDocsSection('uploads', [
    '## Memory of large uploads in flight',
    '',
    `Run with \`npm run bench -- uploads\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, Node ${process.version}, ` +
      `load average ${load}. A real server process; ${CLIENTS} clients send a ${BODY_MB} MB quotation draft (files of 9 MB, base64 in JSON) ` +
      'at the same moment. Resident memory of the process sampled every 20 ms; the baseline is the same process just before.',
    '',
    '| Gate | Resident before | Peak | Added by the uploads | All answered in |',
    '|---|---:|---:|---:|---:|',
    ...runs.map(
      (r) =>
        `| UPLOADS_IN_FLIGHT=${r.inFlight}${r.inFlight === 2 ? ' (default)' : ' (a place for every client)'} | ${r.baseline.toFixed(0)} MB | ` +
        `${r.peak.toFixed(0)} MB | ${(r.peak - r.baseline).toFixed(0)} MB | ${r.seconds.toFixed(1)} s |`,
    ),
    '',
    'Every route that accepts more than `BODY_LIMIT` (quotation drafts, answers through a link, documents) waits at the same gate ' +
      '(`apps/server/src/plugins/upload-gate.ts`), so the added memory grows with `UPLOADS_IN_FLIGHT`, not with the number of clients, ' +
      'whichever calls the uploads go to.',
  ]);
}

await main();
