import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { type Cell, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@abasto/domain/supplier-import';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.ts';

/**
 * Reads an uploaded supplier file into rows of cells (docs/product.md#supplier-import-and-export),
 * one row at a time: the libraries read as a stream (csv-parse, exceljs's WorkbookReader), so the
 * memory of a read does not grow with the rows. This file decides which one, and refuses what
 * must not be opened.
 */

/** What the declared contents of an XLSX may add up to before it is expanded. */
export const XLSX_MAX_EXPANDED_BYTES = 300 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 500;

const DATA_URL = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of `{file, filename}`: base64 or a data URL, at most IMPORT_MAX_BYTES (64 MB). */
export function decodeUpload(file: string, filename: string): Buffer {
  const header = DATA_URL.exec(file);
  const payload = (header ? file.slice(header[0].length) : file).replace(/\s+/g, '');
  if (Math.floor((payload.length * 3) / 4) - 2 > IMPORT_MAX_BYTES) throw AppError.badRequest(MSG.importTooLarge);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw AppError.badRequest(fillMessage(MSG.importFileBroken, { nombre: filename }));
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > IMPORT_MAX_BYTES) throw AppError.badRequest(MSG.importTooLarge);
  if (bytes.length === 0) throw AppError.badRequest(MSG.importFileRequired);
  return bytes;
}

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * The zip's central directory, read without expanding anything (fflate calls the filter with each
 * entry's declared sizes before it would inflate it, and the filter refuses them all): too many
 * entries or too many declared bytes and the file is refused, never unpacked.
 */
export function checkZipDirectory(bytes: Buffer, filename: string): void {
  let entries = 0;
  let expanded = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        expanded += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw AppError.badRequest(fillMessage(MSG.importFileNotXlsx, { nombre: filename }));
  }
  if (entries > XLSX_MAX_ENTRIES || expanded > XLSX_MAX_EXPANDED_BYTES) {
    throw AppError.badRequest(
      fillMessage(MSG.importZipTooLarge, { max: XLSX_MAX_EXPANDED_BYTES / 1024 / 1024, partes: XLSX_MAX_ENTRIES }),
    );
  }
}

/** The bytes in slices of 64 KB, views on the one buffer (nothing copied). */
function* slices(bytes: Uint8Array, size = 64 * 1024): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/**
 * How a CSV's text is decoded: UTF-8 (with or without its byte-order mark) when its bytes are
 * valid UTF-8, else Windows-1252, the Latin-1 that Excel writes in Spanish locales. Decided on the
 * bytes, without decoding the file as one string.
 */
export function csvEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1252' {
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

/** The CSV's text, decoded a slice at a time (a character split between two slices is kept whole). */
function* csvTextChunks(bytes: Uint8Array): Generator<string> {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  const decoder = new TextDecoder(hasBom ? 'utf-8' : csvEncoding(body));
  for (const slice of slices(body)) {
    const text = decoder.decode(slice, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** ';' when the header line has more semicolons than commas (Excel in Spanish locales), else ','. */
export function csvDelimiter(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The header line's text (the first 1 MB at most), for the delimiter. */
function firstLineOf(bytes: Uint8Array): string {
  let text = '';
  for (const chunk of csvTextChunks(bytes)) {
    text += chunk;
    if (/\r?\n/.test(text) || text.length > 1024 * 1024) break;
  }
  return text;
}

/** One row of the sheet: its line number (the header is row 1) and its cells. */
export interface ImportRow {
  fila: number;
  cells: Cell[];
}

const isBlank = (cells: Cell[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

/** A CSV's rows as csv-parse's stream hands them on, one at a time. */
async function* csvRows(bytes: Buffer, filename: string): AsyncGenerator<Cell[]> {
  const parser = Readable.from(csvTextChunks(bytes)).pipe(
    parseCsv({
      delimiter: csvDelimiter(firstLineOf(bytes)),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } catch {
    throw AppError.badRequest(fillMessage(MSG.importFileBroken, { nombre: filename }));
  } finally {
    parser.destroy();
  }
}

/** The text or value a spreadsheet shows for an exceljs cell (rich text, a link, a formula's result). */
function sheetCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return sheetCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return sheetCell((value as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
  if ('error' in value) return null;
  if ('sharedString' in value) throw new UnresolvedSharedString();
  return null;
}

/**
 * A cell exceljs's streaming reader gave as `{ sharedString: n }`, the index into a shared strings
 * part it did not read: now and then it misses that part of the zip (exceljs issues 683 and 1565,
 * an upstream fix not released). The same bytes read again come out right.
 */
class UnresolvedSharedString extends Error {}

/** How many times an XLSX is read before its unresolved shared strings are called a broken file. */
const XLSX_READ_ATTEMPTS = 3;

/**
 * The first sheet's rows of an XLSX through exceljs's streaming reader: each row is handed on as
 * it is read and leaves memory. A sheet that comes before the shared strings in the zip waits in a
 * temporary file (exceljs), not in memory. Rows missing from the sheet (no cell at all) are given
 * empty, so a row keeps its line number. A read that meets an unresolved shared string before its
 * first row is started again, up to XLSX_READ_ATTEMPTS times.
 */
async function* xlsxRows(bytes: Buffer, filename: string): AsyncGenerator<Cell[]> {
  for (let attempt = 1; ; attempt++) {
    let yielded = false;
    try {
      for await (const row of xlsxRowsOnce(bytes, filename)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (err) {
      if (!(err instanceof UnresolvedSharedString)) throw err;
      // Once a row has been handed on, the read cannot start again without repeating it.
      if (yielded || attempt >= XLSX_READ_ATTEMPTS) throw AppError.badRequest(fillMessage(MSG.importFileBroken, { nombre: filename }));
    }
  }
}

async function* xlsxRowsOnce(bytes: Buffer, filename: string): AsyncGenerator<Cell[]> {
  const input = Readable.from(slices(bytes));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let next = 1;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        for (; next < row.number; next++) yield [];
        const values = row.values as ExcelJS.CellValue[];
        const cells: Cell[] = [];
        for (let c = 1; c < values.length; c++) cells.push(sheetCell(values[c]));
        next = row.number + 1;
        yield cells;
      }
      // The first sheet only.
      break;
    }
  } catch (err) {
    if (err instanceof AppError || err instanceof UnresolvedSharedString) throw err;
    throw AppError.badRequest(fillMessage(MSG.importFileBroken, { nombre: filename }));
  } finally {
    input.destroy();
  }
}

/**
 * The rows of an uploaded file, read as a stream (docs/product.md#supplier-import-and-export): the
 * header (row 1) first, then every row that is not blank, with its line number. What must not be
 * opened is refused before the first row: the type, and an XLSX's zip directory. A data row past
 * IMPORT_MAX_ROWS is refused as soon as it is read; a file without a data row once it ends.
 */
export async function* readImportRows(bytes: Buffer, filename: string): AsyncGenerator<ImportRow> {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  let rows: AsyncGenerator<Cell[]>;
  if (extension === 'xlsx') {
    if (!isZip(bytes)) throw AppError.badRequest(fillMessage(MSG.importFileNotXlsx, { nombre: filename }));
    checkZipDirectory(bytes, filename);
    rows = xlsxRows(bytes, filename);
  } else if (extension === 'csv' || extension === 'txt') {
    // A zip (an XLSX renamed .csv) or a binary file is not a CSV.
    if (isZip(bytes) || bytes.subarray(0, 8192).includes(0)) {
      throw AppError.badRequest(fillMessage(MSG.importFileType, { nombre: filename }));
    }
    rows = csvRows(bytes, filename);
  } else {
    throw AppError.badRequest(fillMessage(MSG.importFileType, { nombre: filename }));
  }
  let fila = 0;
  let header: Cell[] | null = null;
  let data = 0;
  for await (const cells of rows) {
    fila += 1;
    if (header === null) {
      header = cells;
      continue;
    }
    // Blank rows (in the middle or left at the end of a sheet) are no suppliers.
    if (isBlank(cells)) continue;
    if (fila - 1 > IMPORT_MAX_ROWS) throw AppError.badRequest(fillMessage(MSG.importTooManyRows, { max: '100.000' }));
    if (data === 0) yield { fila: 1, cells: header };
    data += 1;
    yield { fila, cells };
  }
  if (data === 0) throw AppError.badRequest(MSG.importEmpty);
}
