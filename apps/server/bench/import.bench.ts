// Suppliers in and out by spreadsheet (docs/product.md#supplier-import-and-export): the import of
// 100,000 rows from a CSV (read, every row checked, applied in one transaction) next to a bulk
// insert of the same rows in the same run, then the export of those 100,000 as CSV and XLSX with
// the process's peak memory. BENCH_IMPORT_ROWS for a quicker run. Writes docs/benchmarks.md.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { EXPORT_FIELDS, IMPORT_FIELDS, IMPORT_MAX_BYTES, exportCell } from '@abasto/domain/supplier-import';
import { stringify } from 'csv-stringify/sync';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import { exportSuppliers } from '../src/modules/suppliers/export-suppliers.ts';
import { importSuppliers } from '../src/modules/suppliers/import-suppliers.ts';
import { createUser } from '../test/helpers/factories.ts';
import { writeDocsSection } from './support/docs-section.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const open = () => createAbasto(testConfig({ NO_DEMO: 'true' }), { pgliteDir: 'memory://' });

/** Peak resident memory while `work` runs, sampled every 20 ms, above what it was before. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number; baseMb: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, ms: performance.now() - started, peakMb: (peak - base) / 1024 / 1024, baseMb: base / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function drain(body: Buffer | Readable): Promise<number> {
  if (Buffer.isBuffer(body)) return body.length;
  let bytes = 0;
  for await (const chunk of body) bytes += Buffer.byteLength(chunk as string | Buffer);
  return bytes;
}

const generated = generateSuppliers({ count: ROWS, seed: 11, now: new Date('2026-01-01T00:00:00Z') });
const toCsv = (rows: typeof generated) =>
  Buffer.from(
    '\uFEFF' + stringify([[...IMPORT_FIELDS], ...rows.map((r) => IMPORT_FIELDS.map((f) => exportCell((r as Record<string, unknown>)[f]) ?? ''))]),
    'utf8',
  );
const csv = toCsv(generated);
// A file holds at most 20 MB (IMPORT_MAX_BYTES): full rows of 28 columns take about 450 bytes,
// so 100,000 of them are imported as several files of equal size, one after the other.
const parts = Math.ceil(csv.length / (IMPORT_MAX_BYTES * 0.95));
const files = Array.from({ length: parts }, (_, i) =>
  toCsv(generated.slice(Math.floor((i * ROWS) / parts), Math.floor(((i + 1) * ROWS) / parts))),
);
console.log(`${ROWS} rows, CSV of ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

// The bulk insert: the same rows, 1,000 per statement, into a fresh database.
const bulkDb = await open();
const bulkStart = performance.now();
await insertSuppliers(bulkDb.app.ctx.db, generated);
const bulkMs = performance.now() - bulkStart;
await bulkDb.close();
console.log(`bulk insert: ${(bulkMs / 1000).toFixed(1)} s`);

const abasto = await open();
try {
  const actor = await createUser(abasto.app.ctx.db, { role: 'gerente' });
  const imported = await withPeakMemory(async () => {
    let creados = 0;
    for (const [i, file] of files.entries()) {
      const body = { file: { file: file.toString('base64'), filename: `bench-${i + 1}.csv` }, aplicar: true, duplicados: 'omitir' as const };
      const summary = await importSuppliers({ ctx: abasto.app.ctx, body, actorId: actor.id, requestId: `bench-${i + 1}` });
      creados += 'creados' in summary ? summary.creados : 0;
    }
    return creados;
  });
  console.log(`import: ${(imported.ms / 1000).toFixed(1)} s, ${imported.value} created in ${parts} file(s)`);
  const exportCsv = await withPeakMemory(async () => drain((await exportSuppliers(abasto.app.ctx, {}, 'csv')).body));
  console.log(`export CSV: ${(exportCsv.ms / 1000).toFixed(1)} s, +${exportCsv.peakMb.toFixed(0)} MB`);
  const exportXlsx = await withPeakMemory(async () => drain((await exportSuppliers(abasto.app.ctx, {}, 'xlsx')).body));
  console.log(`export XLSX: ${(exportXlsx.ms / 1000).toFixed(1)} s, +${exportXlsx.peakMb.toFixed(0)} MB`);

  const s = (ms: number) => (ms / 1000).toFixed(1);
  const perSecond = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
  writeDocsSection('import', [
    `## Suppliers import and export: ${ROWS.toLocaleString('en-US')} rows`,
    '',
    `Run with \`npm run bench -- import\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `Node ${process.version}, PGlite in memory, load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine slows every figure). ` +
      `The rows are the seed's generated suppliers written as import CSVs: ${(csv.length / 1024 / 1024).toFixed(1)} MB in all, so ${parts} files under the 20 MB limit, imported one after the other (one transaction each). ` +
      'The import is the use case with `aplicar: true`: decode, parse (csv-parse), every row checked by the form\'s rules, the duplicate lookup, ' +
      'and the insert in one transaction (500 rows a statement). The bulk insert writes the same rows, 1,000 a statement, into a fresh database. ' +
      'Memory is the process\'s resident size, sampled every 20 ms, above its size before each step.',
    '',
    '| Figure | Value |',
    '|---|---:|',
    `| Bulk insert of the same rows | ${s(bulkMs)} s (${perSecond(bulkMs)} rows/s) |`,
    `| Import (read, check, apply), ${imported.value.toLocaleString('en-US')} created | ${s(imported.ms)} s (${perSecond(imported.ms)} rows/s) |`,
    `| Import peak memory above start | ${imported.peakMb.toFixed(0)} MB |`,
    `| Export CSV (streamed, 1,000 a batch) | ${s(exportCsv.ms)} s |`,
    `| Export CSV peak memory above start | ${exportCsv.peakMb.toFixed(0)} MB |`,
    `| Export XLSX (rows gathered, then written) | ${s(exportXlsx.ms)} s |`,
    `| Export XLSX peak memory above start | ${exportXlsx.peakMb.toFixed(0)} MB |`,
    '',
    `Columns exported: ${EXPORT_FIELDS.length}. The CSV export holds one batch at a time; the XLSX writer takes the whole sheet, so its memory grows with the rows.`,
  ]);
} finally {
  await abasto.close();
}
