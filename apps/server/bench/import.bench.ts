// Suppliers in and out by spreadsheet (docs/product.md#supplier-import-and-export): the import of
// 100,000 rows from one CSV (read, every row checked, applied in one transaction) next to a bulk
// insert of the same rows in the same run, then the export as CSV and XLSX of a quarter of them
// and of all of them, with the memory each takes: a streamed export's memory must not grow with
// the rows. Writes docs/benchmarks.md.
//   npm run bench -- import                                   # PGlite in memory
//   scripts/with-postgres.sh npm run bench -- import          # a scratch PostgreSQL server
// BENCH_IMPORT_ROWS for a quicker run; BENCH_IMPORT_STEPS=import (or bulk,export) for some steps only. Not a test: nothing passes or fails on a figure.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PassThrough, type Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { EXPORT_FIELDS, IMPORT_FIELDS, IMPORT_MAX_BYTES, exportCell } from '@abasto/domain/supplier-import';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows } from '../src/db/client.ts';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import { exportSuppliers } from '../src/modules/suppliers/export-suppliers.ts';
import { importSuppliers } from '../src/modules/suppliers/import-suppliers.ts';
import { createTestAbasto, type TestAbasto } from '../test/helpers/abasto.ts';
import { createUser } from '../test/helpers/factories.ts';
import { writeDocsSection } from './support/docs-section.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** Which steps run: 'bulk,export,import' by default; docs/benchmarks.md is written only when all of them ran. */
const STEPS = new Set((process.env.BENCH_IMPORT_STEPS ?? 'bulk,export,import').split(',').map((x) => x.trim()));
const QUARTER = Math.floor(ROWS / 4);
const open = () => createTestAbasto({ NO_DEMO: 'true', DB_STATEMENT_TIMEOUT_MS: '0' });

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => bytes / 1024 / 1024;

interface Measured<T> {
  value: T;
  ms: number;
  /** Peak resident size during the work, above what it was before it. */
  rssMb: number;
  /** Peak live heap (measured after a garbage collection) during the work, above what it was before. */
  heapMb: number;
  /** The process's peak resident size, absolute. */
  peakRssMb: number;
}

/**
 * Runs `work` twice: first for its time and peak resident size (sampled every 20 ms), then for
 * its peak live heap: every 2 s a full garbage collection, then the heap in use (what the work
 * holds, not garbage the collector has not reached yet). The collections slow the second run,
 * so it gives no time.
 */
async function measure<T>(
  work: () => Promise<T>,
  { twice = true, heapEveryMs = 0 }: { twice?: boolean; heapEveryMs?: number } = {},
): Promise<Measured<T>> {
  gc();
  const base = process.memoryUsage();
  let rss = base.rss;
  const sampleRss = () => {
    rss = Math.max(rss, process.memoryUsage().rss);
  };
  const rssTimer = setInterval(sampleRss, 20);
  // A single run can sample its live heap too (a full collection every heapEveryMs), at the
  // cost of its time.
  let onceHeap = base.heapUsed;
  const sampleHeap = () => {
    gc();
    onceHeap = Math.max(onceHeap, process.memoryUsage().heapUsed);
  };
  const heapOnceTimer = heapEveryMs > 0 ? setInterval(sampleHeap, heapEveryMs) : undefined;
  const started = performance.now();
  let value: T;
  let ms: number;
  try {
    value = await work();
    ms = performance.now() - started;
    sampleRss();
  } finally {
    clearInterval(rssTimer);
    clearInterval(heapOnceTimer);
  }
  if (heapEveryMs > 0) {
    return { value, ms, rssMb: mb(rss - base.rss), heapMb: mb(onceHeap - base.heapUsed), peakRssMb: mb(rss) };
  }
  gc();
  const heapBase = process.memoryUsage().heapUsed;
  let heap = heapBase;
  if (twice) {
    const heapTimer = setInterval(() => {
      gc();
      heap = Math.max(heap, process.memoryUsage().heapUsed);
    }, 2_000);
    try {
      await work();
    } finally {
      clearInterval(heapTimer);
    }
  }
  return { value, ms, rssMb: mb(rss - base.rss), heapMb: twice ? mb(heap - heapBase) : Number.NaN, peakRssMb: mb(rss) };
}

async function drain(body: Buffer | Readable, slowMs = 0): Promise<number> {
  if (Buffer.isBuffer(body)) return body.length;
  let bytes = 0;
  if (slowMs === 0) {
    for await (const chunk of body) bytes += Buffer.byteLength(chunk as string | Buffer);
    return bytes;
  }
  // At most 16 KB at a time, then a pause, as a slow network would take it.
  for (;;) {
    const chunk = (body.read(16 * 1024) ?? body.read()) as Buffer | string | null;
    if (chunk !== null) {
      bytes += Buffer.byteLength(chunk);
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      continue;
    }
    if (body.readableEnded || body.destroyed) return bytes;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        body.off('readable', done);
        body.off('end', done);
        body.off('error', fail);
        resolve();
      };
      const fail = (err: Error) => reject(err);
      body.once('readable', done);
      body.once('end', done);
      body.once('error', fail);
    });
  }
}

const generated = generateSuppliers({ count: ROWS, seed: 11, now: new Date('2026-01-01T00:00:00Z') });
const csv = Buffer.from(
  '\uFEFF' +
    stringify([[...IMPORT_FIELDS], ...generated.map((r) => IMPORT_FIELDS.map((f) => exportCell((r as Record<string, unknown>)[f]) ?? ''))]),
  'utf8',
);
if (csv.length > IMPORT_MAX_BYTES) throw new Error(`the CSV (${mb(csv.length).toFixed(1)} MB) is over the import limit`);
console.log(`${ROWS} rows, one CSV of ${mb(csv.length).toFixed(1)} MB`);

/** The rows as an XLSX the way Excel saves one (a shared-strings table), written by exceljs. */
async function xlsxOf(rows: typeof generated): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Proveedores');
  sheet.addRow([...IMPORT_FIELDS]).commit();
  for (const r of rows) sheet.addRow(IMPORT_FIELDS.map((f) => exportCell((r as Record<string, unknown>)[f]) ?? '')).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function engineOf(abasto: TestAbasto): Promise<string> {
  if (!process.env.DATABASE_URL) return 'PGlite in memory (the embedded database, in this process)';
  const [v] = await queryRows<{ v: string }>(abasto.app.ctx.db, sql`select version() as v`);
  return `${v?.v.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL'} on this machine (its memory is not the process's)`;
}

type ExportFigures = Record<'csv' | 'xlsx', Measured<number>>;
/** A slow receiver takes a chunk (at most 16 KB) every SLOW_CHUNK_MS. */
const SLOW_CHUNK_MS = 5;

async function exportBoth(abasto: TestAbasto, slowMs = 0): Promise<ExportFigures> {
  const figures = {} as ExportFigures;
  for (const formato of ['csv', 'xlsx'] as const) {
    const once = async () => drain((await exportSuppliers(abasto.app.ctx, {}, formato)).body, slowMs);
    // The slow one runs once, its heap sampled as it goes.
    figures[formato] = slowMs > 0 ? await measure(once, { twice: false, heapEveryMs: 2_000 }) : await measure(once);
    const f = figures[formato];
    console.log(`export ${formato}${slowMs > 0 ? ' (slow receiver)' : ''}: ${(f.ms / 1000).toFixed(1)} s, ${mb(f.value).toFixed(1)} MB, heap +${f.heapMb.toFixed(0)} MB, RSS +${f.rssMb.toFixed(0)} MB`);
  }
  return figures;
}

// The bulk insert: the same rows, 1,000 per statement, into a fresh database, a quarter first
// (then its exports), then the rest (then the exports of all, drained as fast as they come and
// by a slow receiver).
let bulkMs = 0;
let engine = '';
let exportsQuarter = {} as ExportFigures;
let exportsAll = {} as ExportFigures;
let exportsSlow = {} as ExportFigures;
if (STEPS.has('bulk') || STEPS.has('export')) {
  const bulkDb = await open();
  try {
    engine = await engineOf(bulkDb);
    let started = performance.now();
    await insertSuppliers(bulkDb.app.ctx.db, generated.slice(0, QUARTER));
    bulkMs += performance.now() - started;
    if (STEPS.has('export')) exportsQuarter = await exportBoth(bulkDb);
    started = performance.now();
    await insertSuppliers(bulkDb.app.ctx.db, generated.slice(QUARTER));
    bulkMs += performance.now() - started;
    console.log(`bulk insert: ${(bulkMs / 1000).toFixed(1)} s`);
    if (STEPS.has('export')) {
      exportsAll = await exportBoth(bulkDb);
      exportsSlow = await exportBoth(bulkDb, SLOW_CHUNK_MS);
    }
  } finally {
    await bulkDb.close();
  }
} else {
  const probe = await open();
  engine = await engineOf(probe);
  await probe.close();
}

// The import, as CSV and as XLSX of the same rows: the preview (aplicar: false), then the apply
// (aplicar: true): the CSV's into a fresh database (every row created), the XLSX's then over the
// same rows with 'actualizar' (every row read, compared with its supplier, none written).
const xlsx = await xlsxOf(generated);
console.log(`the same rows as one XLSX of ${mb(xlsx.length).toFixed(1)} MB`);
const abasto = STEPS.has('import') ? await open() : null;
const imports = {} as Record<'csvPreview' | 'csvApply' | 'xlsxPreview' | 'xlsxApply', Measured<number>>;
if (abasto) {
  try {
    const actor = await createUser(abasto.app.ctx.db, { role: 'gerente' });
    const run = (bytes: Buffer, filename: string, aplicar: boolean) => async () => {
      const body = { file: { file: bytes.toString('base64'), filename }, aplicar, duplicados: 'actualizar' as const };
      const answer = await importSuppliers({ ctx: abasto.app.ctx, body, actorId: actor.id, requestId: 'bench' });
      return 'creados' in answer ? answer.creados + answer.actualizados : answer.validas;
    };
    const step = async (name: keyof typeof imports, work: () => Promise<number>) => {
      imports[name] = await measure(work, { twice: false, heapEveryMs: 3_000 });
      const f = imports[name];
      console.log(`import ${name}: ${(f.ms / 1000).toFixed(1)} s, ${f.value} rows, heap +${f.heapMb.toFixed(0)} MB, RSS +${f.rssMb.toFixed(0)} MB (peak ${f.peakRssMb.toFixed(0)} MB)`);
    };
    await step('csvPreview', run(csv, 'bench.csv', false));
    await step('csvApply', run(csv, 'bench.csv', true));
    await step('xlsxPreview', run(xlsx, 'bench.xlsx', false));
    await step('xlsxApply', run(xlsx, 'bench.xlsx', true));
  } finally {
    await abasto.close();
  }
}
if (!STEPS.has('import') || !STEPS.has('export')) {
  console.log('\nnot every step ran (BENCH_IMPORT_STEPS): docs/benchmarks.md left as it is');
  process.exit(0);
}
const imported = imports.csvApply;

const s = (ms: number) => (ms / 1000).toFixed(1);
const perSecond = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
const n = (x: number) => x.toLocaleString('en-US');
const exportRow = (label: string, pick: (f: Measured<number>) => string) =>
  `| ${label} | ${pick(exportsQuarter.csv)} | ${pick(exportsAll.csv)} | ${pick(exportsQuarter.xlsx)} | ${pick(exportsAll.xlsx)} |`;
writeDocsSection('import', [
  `## Suppliers import and export: ${n(ROWS)} rows`,
  '',
  `Run with \`scripts/with-postgres.sh npm run bench -- import\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
    `Node ${process.version}, ${engine}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) at the end: other work on the machine slows every figure. ` +
    `The rows are the seed's generated suppliers, every column filled, written as one import CSV of ${mb(csv.length).toFixed(1)} MB (the limit is ${mb(IMPORT_MAX_BYTES)} MB). ` +
    'The import is the use case itself: the preview (`aplicar: false`) and the apply (`aplicar: true`) of the same CSV, then of the same rows as an XLSX (exceljs, shared strings, as Excel saves one): ' +
    'decode, a first streamed pass that counts the rows, then the streamed parse (csv-parse; exceljs\'s WorkbookReader) checked 1,000 rows at a time by the form\'s rules with their duplicate lookup, ' +
    'the CSV\'s apply inserting every row (500 a statement, inside the one transaction, the history trigger writing an entry per row) and the XLSX\'s apply, with "Actualizarlos", comparing every row with its supplier and writing none. ' +
    'The bulk insert writes the same rows, 1,000 a statement, into a fresh database. ' +
    'Memory: the process\'s resident size (RSS), sampled every 20 ms, and the live JavaScript heap after a full garbage collection: for an import every 3 s during the step (which slows it), for an export in a second run every 2 s (the slow receiver\'s in its one run); "above start" is the peak during the step less the size before it, "peak" the process\'s whole resident size. ' +
    'The resident size rarely shrinks once grown, so a step\'s RSS above start reads 0 when an earlier step already took that memory: the live heap is the figure that shows what a step holds. ' +
    'The import\'s figures include the request body as the use case receives it (the base64 text, then the decoded file).',
  '',
  '| Figure | Value |',
  '|---|---:|',
  `| Bulk insert of the same rows | ${s(bulkMs)} s (${perSecond(bulkMs)} rows/s) |`,
  `| Import (read, check, apply), ${n(imported.value)} created | ${s(imported.ms)} s (${perSecond(imported.ms)} rows/s) |`,
  '',
  `Import of ${n(ROWS)} rows: the CSV (${mb(csv.length).toFixed(1)} MB) and the XLSX (${mb(xlsx.length).toFixed(1)} MB):`,
  '',
  '| Step | Time | Live heap above start | RSS above start | Process peak RSS |',
  '|---|---:|---:|---:|---:|',
  ...(
    [
      ['CSV preview', imports.csvPreview],
      ['CSV apply (every row created)', imports.csvApply],
      ['XLSX preview', imports.xlsxPreview],
      ['XLSX apply (every row compared, none changed)', imports.xlsxApply],
    ] as const
  ).map(([label, f]) => `| ${label} | ${s(f.ms)} s | ${f.heapMb.toFixed(0)} MB | ${f.rssMb.toFixed(0)} MB | ${f.peakRssMb.toFixed(0)} MB |`),
  '',
  `Export of ${n(QUARTER)} and of ${n(ROWS)} suppliers (${EXPORT_FIELDS.length} columns), both streamed, 1,000 read a batch:`,
  '',
  `| Figure | CSV ${n(QUARTER)} | CSV ${n(ROWS)} | XLSX ${n(QUARTER)} | XLSX ${n(ROWS)} |`,
  '|---|---:|---:|---:|---:|',
  exportRow('Time', (f) => `${s(f.ms)} s`),
  exportRow('File size', (f) => `${mb(f.value).toFixed(1)} MB`),
  exportRow('Live heap above start', (f) => `${f.heapMb.toFixed(0)} MB`),
  exportRow('RSS above start', (f) => `${f.rssMb.toFixed(0)} MB`),
  exportRow('Process peak RSS', (f) => `${f.peakRssMb.toFixed(0)} MB`),
  '',
  `The export of all ${n(ROWS)} to a slow receiver (at most 16 KB every ${SLOW_CHUNK_MS} ms): CSV ${s(exportsSlow.csv.ms)} s, ` +
    `live heap +${exportsSlow.csv.heapMb.toFixed(0)} MB, RSS +${exportsSlow.csv.rssMb.toFixed(0)} MB; XLSX ${s(exportsSlow.xlsx.ms)} s, ` +
    `live heap +${exportsSlow.xlsx.heapMb.toFixed(0)} MB, RSS +${exportsSlow.xlsx.rssMb.toFixed(0)} MB: both wait for the receiver.`,
  '',
  'An export holds one batch of rows and the writers\' buffers: four times the rows take the same live heap, ' +
    'and the file goes to the receiver as it is written (here drained as fast as it comes). The resident size of a long export grows with garbage ' +
    'that V8 collects when it chooses (not with what the export holds); the live heap is the measure of what it keeps.',
]);
