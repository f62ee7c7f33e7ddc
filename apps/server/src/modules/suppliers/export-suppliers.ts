import type { SupplierListQuery } from '@abasto/domain/supplier-list';
import { EXPORT_FIELDS, exportCell, IMPORT_EXAMPLE, IMPORT_FIELDS } from '@abasto/domain/supplier-import';
import { stringify } from 'csv-stringify/sync';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PassThrough, Readable, Writable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { supplierSearchWhere } from './list-suppliers.ts';
import { selectSuppliers, toProveedorOf } from './supplier-select.ts';

/**
 * GET /api/auth/proveedores/exportacion and the import template
 * (docs/product.md#supplier-import-and-export). The rows are the list's (its own WHERE), read in
 * batches by id so memory stays bounded whatever the number of suppliers.
 */

export const EXPORT_BATCH = 1_000;
type Row = (string | number | null)[];

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer | Readable;
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The matching suppliers as export rows, a batch at a time, newest first. */
export async function* exportRows(db: Db, where: SQL | undefined, batch = EXPORT_BATCH): AsyncGenerator<Row[]> {
  let before: number | null = null;
  for (;;) {
    const page = await selectSuppliers(db)
      .where(and(where, before === null ? undefined : lt(suppliers.id, before)))
      .orderBy(desc(suppliers.id))
      .limit(batch);
    if (page.length === 0) return;
    yield page.map((r) => {
      const p = toProveedorOf(r) as Record<string, unknown>;
      return EXPORT_FIELDS.map((f) => exportCell(p[f]));
    });
    if (page.length < batch) return;
    before = page.at(-1)!.supplier.id;
  }
}

const csvLine = (rows: Row[]) => stringify(rows.map((r) => r.map((v) => (v === null ? '' : v))));

async function* csvChunks(rows: AsyncIterable<Row[]>): AsyncGenerator<string> {
  // A byte-order mark so that spreadsheet programs read the accents.
  yield '\uFEFF' + csvLine([[...EXPORT_FIELDS]]);
  for await (const batch of rows) yield csvLine(batch);
}

/**
 * Where exceljs puts the sheet's XML on its way to the zip: the sheet's buffer pipes into
 * archiver's PassThrough without heeding its answer (exceljs 4.4.0), so a receiver that reads
 * slowly leaves the unsent rows there. Null if a later exceljs no longer has it (the bound is then
 * lost, and test/supplier-export-slow.test.ts fails).
 */
function sheetInput(sheet: ExcelJS.Worksheet): Writable | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const first = pipes?.[0];
  return first instanceof Writable ? first : null;
}

/**
 * An XLSX written as it goes (exceljs's streaming WorkbookWriter): each batch of rows is committed
 * to the zip and leaves memory. After each batch it waits until the zip has taken the batch's XML
 * and the output stream is not full, so a slow receiver holds the export back, not the server's
 * memory (docs/product.md#supplier-import-and-export). Inline strings, not a shared-strings table,
 * which would grow with the rows. The header is bold, frozen and carries the sheet's filter buttons.
 */
function xlsxStream(header: readonly string[], rows: AsyncIterable<Row[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Proveedores', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  // Drained, or the output closed because the receiver left.
  const drained = (stream: Writable) =>
    new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        out.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      out.on('close', done);
    });
  const write = async () => {
    const first = sheet.addRow([...header]);
    first.font = { bold: true };
    first.commit();
    for await (const batch of rows) {
      for (const r of batch) sheet.addRow(r).commit();
      // Let the zip hand its bytes on, then wait while its input or the receiver is behind.
      await new Promise((resolve) => setImmediate(resolve));
      const input = sheetInput(sheet);
      while (input?.writableNeedDrain && !out.destroyed) await drained(input);
      if (out.writableNeedDrain && !out.destroyed) await drained(out);
      // The receiver left: no more reading.
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

async function xlsxBuffer(header: readonly string[], rows: Row[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  async function* single() {
    yield rows;
  }
  for await (const chunk of xlsxStream(header, single())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const stamp = () => new Date().toISOString().slice(0, 10);

export async function exportSuppliers(
  ctx: AppContext,
  query: Omit<SupplierListQuery, 'page' | 'pageSize'>,
  formato: 'csv' | 'xlsx',
): Promise<ExportFile> {
  const where = await supplierSearchWhere(ctx.db, query);
  const filename = `proveedores-${stamp()}.${formato}`;
  if (formato === 'csv') {
    return { filename, contentType: CSV_TYPE, body: Readable.from(csvChunks(exportRows(ctx.db, where))) };
  }
  return { filename, contentType: XLSX_TYPE, body: xlsxStream(EXPORT_FIELDS, exportRows(ctx.db, where)) };
}

/** The header row of an import (the field names) and one example row. */
export async function importTemplate(formato: 'csv' | 'xlsx'): Promise<ExportFile> {
  const example = IMPORT_FIELDS.map((f) => IMPORT_EXAMPLE[f]);
  const filename = `plantilla-proveedores.${formato}`;
  if (formato === 'csv') {
    return { filename, contentType: CSV_TYPE, body: Buffer.from('\uFEFF' + csvLine([[...IMPORT_FIELDS], example]), 'utf8') };
  }
  return { filename, contentType: XLSX_TYPE, body: await xlsxBuffer(IMPORT_FIELDS, [example]) };
}
