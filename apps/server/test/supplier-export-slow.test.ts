import { EXPORT_FIELDS } from '@abasto/domain/supplier-import';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';

/**
 * The export waits for its receiver (docs/product.md#supplier-import-and-export): a downloader
 * that stalls and then reads a little at a time makes the server hold no more than one batch and
 * the writers' buffers, in CSV and in XLSX, where an export that kept writing would hold the
 * whole unsent file. The server runs in this process, so its memory is sampled here.
 */

const ROWS = 20_000;
/** What a slow download may hold above a fast one (the unsent XML of 20,000 rows is some 25 MB). */
const BOUND_MB = 15;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => bytes / 1024 / 1024;

let abasto: TestAbasto;
let url: string;
let auth: Record<string, string>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  await insertSuppliers(abasto.app.ctx.db, generateSuppliers({ count: ROWS, seed: 5, now: new Date('2026-01-01T00:00:00Z') }));
  auth = (await userWithToken(abasto.app, 'analista')).auth;
  url = await abasto.app.listen({ port: 0, host: '127.0.0.1' });
}, 600_000);
afterAll(() => abasto?.close());

/**
 * Downloads the export: fast (every chunk as it comes), or slow (nothing for 2 s, then at most
 * 16 KB every 10 ms). Meanwhile the process's live memory (heap and buffers, after a full
 * collection, less what the download has received) is sampled every 100 ms; the peak is its rise
 * above the lowest sample before it.
 */
async function download(formato: 'csv' | 'xlsx', slow: boolean): Promise<{ body: Buffer; peakMb: number }> {
  gc();
  const start = process.memoryUsage();
  const base = start.heapUsed + start.external;
  let received = 0;
  // The swing of the live memory over the download, from its lowest to its highest sample: what
  // the start still held and freed later (buffers are released lazily, the embedded database's
  // first reads grow its memory once) would otherwise hide growth or add to it, depending on
  // which download came first.
  let lowest = 0;
  let peak = 0;
  const sampler = setInterval(() => {
    gc();
    const now = process.memoryUsage();
    const held = now.heapUsed + now.external - received - base;
    lowest = Math.min(lowest, held);
    peak = Math.max(peak, held - lowest);
  }, 100);
  try {
    const body = await new Promise<Buffer>((resolve, reject) => {
      const request = http.get(`${url}/api/auth/proveedores/exportacion?formato=${formato}`, { headers: auth }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
        const chunks: Buffer[] = [];
        const take = (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
        };
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
        if (!slow) {
          res.on('data', take);
          return;
        }
        const pull = () => {
          const chunk = (res.read(16 * 1024) ?? res.read()) as Buffer | null;
          if (chunk) take(chunk);
          if (!res.readableEnded) setTimeout(pull, chunk ? 10 : 5);
        };
        res.pause();
        setTimeout(pull, 2_000);
      });
      request.on('error', reject);
    });
    return { body, peakMb: mb(peak) };
  } finally {
    clearInterval(sampler);
  }
}

describe('an export to a slow downloader', () => {
  it('holds no more in XLSX than for a fast one, and the file has every row', async () => {
    const fast = await download('xlsx', false);
    const slow = await download('xlsx', true);
    console.log(`xlsx: fast +${fast.peakMb.toFixed(1)} MB, slow +${slow.peakMb.toFixed(1)} MB`);
    expect(slow.peakMb - fast.peakMb).toBeLessThan(BOUND_MB);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(slow.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_FIELDS]);
  }, 600_000);

  it('holds no more in CSV than for a fast one, and the file has every row', async () => {
    const fast = await download('csv', false);
    const slow = await download('csv', true);
    console.log(`csv: fast +${fast.peakMb.toFixed(1)} MB, slow +${slow.peakMb.toFixed(1)} MB`);
    expect(slow.peakMb - fast.peakMb).toBeLessThan(BOUND_MB);
    const rows = parse(slow.body.toString('utf8').replace(/^\uFEFF/, '')) as string[][];
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual([...EXPORT_FIELDS]);
    expect(slow.body.equals(fast.body)).toBe(true);
  }, 600_000);
});
