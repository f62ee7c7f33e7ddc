import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { type Cell, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@abasto/domain/supplier-import';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../lib/app-error.ts';

/**
 * Reads an uploaded supplier file into rows of cells (docs/product.md#supplier-import-and-export).
 * The libraries do the reading (csv-parse, read-excel-file); this file decides which one, and
 * refuses what must not be opened.
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

/**
 * The text of a CSV: UTF-8 (with or without its byte-order mark) when it decodes as such, else
 * Windows-1252, the Latin-1 that Excel writes in Spanish locales.
 */
export function csvText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' when the header line has more semicolons than commas (Excel in Spanish locales), else ','. */
export function csvDelimiter(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Rows of cells, the header first; more than IMPORT_MAX_ROWS data rows are refused. */
export async function readImportFile(bytes: Buffer, filename: string): Promise<Cell[][]> {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  let rows: Cell[][];
  if (extension === 'xlsx') {
    if (!isZip(bytes)) throw AppError.badRequest(fillMessage(MSG.importFileNotXlsx, { nombre: filename }));
    checkZipDirectory(bytes, filename);
    try {
      rows = (await readSheet(bytes)) as Cell[][];
    } catch {
      throw AppError.badRequest(fillMessage(MSG.importFileBroken, { nombre: filename }));
    }
  } else if (extension === 'csv' || extension === 'txt') {
    // A zip (an XLSX renamed .csv) or a binary file is not a CSV.
    if (isZip(bytes) || bytes.subarray(0, 8192).includes(0)) {
      throw AppError.badRequest(fillMessage(MSG.importFileType, { nombre: filename }));
    }
    const text = csvText(bytes);
    try {
      rows = parse(text, {
        delimiter: csvDelimiter(text),
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
        // One row past the limit is enough to refuse the file.
        to: IMPORT_MAX_ROWS + 2,
      }) as string[][];
    } catch {
      throw AppError.badRequest(fillMessage(MSG.importFileBroken, { nombre: filename }));
    }
  } else {
    throw AppError.badRequest(fillMessage(MSG.importFileType, { nombre: filename }));
  }
  // Rows left empty at the end of a sheet are no suppliers.
  while (rows.length > 0 && rows.at(-1)!.every((c) => c === null || c === undefined || String(c).trim() === '')) rows.pop();
  if (rows.length - 1 > IMPORT_MAX_ROWS) throw AppError.badRequest(fillMessage(MSG.importTooManyRows, { max: '100.000' }));
  if (rows.length < 2) throw AppError.badRequest(MSG.importEmpty);
  return rows;
}
