import { fillMessage } from '@abasto/domain/fill-message';
import {
  QUOTATION_FILE_MAX_BYTES,
  QUOTATION_TOTAL_MAX_BYTES,
  type QuotationFile,
} from '@abasto/domain/quotation';
import { MSG } from '@abasto/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { checkFile, INVISIBLE_OR_CONTROL, KIND_LABELS } from './sniff-file.ts';

export interface DecodedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file name that is safe in a MIME header, on the supplier's disk and on screen. */
function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base.normalize('NFC').replace(INVISIBLE_OR_CONTROL, '').replace(/"/g, '').trim().slice(0, 200);
}

/**
 * Turns the browser's files (base64, or data: URLs as FileReader gives them) into bytes, typed by
 * their content (sniff-file.ts). Refuses content that is not base64, a file whose name or declared
 * type contradicts its content, a file over 10 MB and a total over 20 MB; a later file with the
 * same name replaces an earlier one (the confirm screen deduplicates the same way).
 */
export function decodeAttachments(files: QuotationFile[]): DecodedAttachment[] {
  const byName = new Map<string, DecodedAttachment>();
  for (const f of files) {
    const filename = cleanFilename(f.filename);
    if (filename === '') throw AppError.badRequest(MSG.quotationFileNameRequired);
    const header = DATA_URL.exec(f.file);
    const payload = (header ? f.file.slice(header[0].length) : f.file).replace(/\s+/g, '');
    // Checked before decoding, so an oversized file costs no memory.
    if (Math.floor((payload.length * 3) / 4) - 2 > QUOTATION_FILE_MAX_BYTES) {
      throw new AppError(413, 'FILE_TOO_LARGE', fillMessage(MSG.quotationFileTooLarge, { name: filename }));
    }
    if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
      throw AppError.badRequest(fillMessage(MSG.quotationFileUndecodable, { name: filename }));
    }
    const content = Buffer.from(payload, 'base64');
    if (content.length > QUOTATION_FILE_MAX_BYTES) {
      throw new AppError(413, 'FILE_TOO_LARGE', fillMessage(MSG.quotationFileTooLarge, { name: filename }));
    }
    // The type comes from the bytes; a name or a declared type that says otherwise is refused.
    const verdict = checkFile(filename, header?.[1], content);
    if (!verdict.ok) {
      throw AppError.badRequest(fillMessage(MSG.quotationFileTypeMismatch, { name: filename, found: KIND_LABELS[verdict.found] }));
    }
    byName.delete(filename);
    byName.set(filename, { filename, contentType: verdict.contentType, content });
  }
  const decoded = [...byName.values()];
  if (decoded.reduce((sum, d) => sum + d.content.length, 0) > QUOTATION_TOTAL_MAX_BYTES) {
    throw new AppError(413, 'FILES_TOO_LARGE', MSG.quotationFilesTooLarge);
  }
  return decoded;
}
