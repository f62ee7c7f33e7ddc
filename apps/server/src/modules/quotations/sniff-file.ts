/**
 * What a file is, told by its bytes rather than by the type or the name the browser gave it: a
 * file named factura.pdf whose content is HTML is not a PDF. The kinds are what quotations
 * carry (documents, images, office files, plain text); anything else is 'unknown'.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole' | 'dwg' | 'text' | 'unknown';

/** How a person would call each kind in a message. */
export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'un PDF',
  png: 'una imagen PNG',
  jpeg: 'una imagen JPEG',
  gif: 'una imagen GIF',
  webp: 'una imagen WEBP',
  zip: 'un archivo ZIP (o un documento de Office)',
  ole: 'un documento de Office antiguo',
  dwg: 'un plano DWG',
  text: 'texto',
  unknown: 'de un tipo desconocido',
};

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Text: no NUL byte and almost no other control characters in the first 8 KB. */
function looksLikeText(b: Buffer): boolean {
  const head = b.subarray(0, 8192);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control <= head.length / 100;
}

export function sniffKind(b: Buffer): FileKind {
  if (startsWith(b, ascii('%PDF-'))) return 'pdf';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(b, ascii('AC10'))) return 'dwg';
  return looksLikeText(b) ? 'text' : 'unknown';
}

/** Extensions and the kind their content must be, with the type a mail program expects. */
const BY_EXTENSION: Record<string, { kind: FileKind; type: string }> = {
  pdf: { kind: 'pdf', type: 'application/pdf' },
  png: { kind: 'png', type: 'image/png' },
  jpg: { kind: 'jpeg', type: 'image/jpeg' },
  jpeg: { kind: 'jpeg', type: 'image/jpeg' },
  gif: { kind: 'gif', type: 'image/gif' },
  webp: { kind: 'webp', type: 'image/webp' },
  txt: { kind: 'text', type: 'text/plain' },
  csv: { kind: 'text', type: 'text/csv' },
  doc: { kind: 'ole', type: 'application/msword' },
  xls: { kind: 'ole', type: 'application/vnd.ms-excel' },
  ppt: { kind: 'ole', type: 'application/vnd.ms-powerpoint' },
  docx: { kind: 'zip', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'zip', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { kind: 'zip', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  odt: { kind: 'zip', type: 'application/vnd.oasis.opendocument.text' },
  ods: { kind: 'zip', type: 'application/vnd.oasis.opendocument.spreadsheet' },
  zip: { kind: 'zip', type: 'application/zip' },
  dwg: { kind: 'dwg', type: 'image/vnd.dwg' },
};

/** The type each kind is sent as when the extension says nothing more precise. */
const KIND_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  ole: 'application/octet-stream',
  dwg: 'image/vnd.dwg',
  text: 'text/plain',
  unknown: 'application/octet-stream',
};

/** The kind a declared type promises; null when it promises nothing checkable. */
function kindOfDeclared(type: string): FileKind | null {
  const t = type.toLowerCase();
  if (t === 'application/octet-stream' || t === '') return null;
  if (t.startsWith('text/')) return 'text';
  const byType = Object.values(BY_EXTENSION).find((e) => e.type === t);
  if (byType) return byType.kind;
  if (t === 'application/x-zip-compressed') return 'zip';
  if (t === 'image/jpg' || t === 'image/pjpeg') return 'jpeg';
  // A declared type the product does not know is not believed either: the bytes decide.
  return 'unknown';
}

export type FileVerdict = { ok: true; contentType: string; kind: FileKind } | { ok: false; found: FileKind };

/**
 * The type to send a file as, from its content; refused when its extension or its declared
 * type say it is something else (an HTML page named factura.pdf, declared text/html).
 */
export function checkFile(filename: string, declared: string | undefined, content: Buffer): FileVerdict {
  const kind = content.length === 0 ? 'text' : sniffKind(content);
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  const byExt = ext ? BY_EXTENSION[ext] : undefined;
  if (byExt && byExt.kind !== kind) return { ok: false, found: kind };
  const promised = declared === undefined ? null : kindOfDeclared(declared);
  if (promised !== null && promised !== kind) return { ok: false, found: kind };
  return { ok: true, kind, contentType: byExt?.type ?? KIND_TYPES[kind] };
}

/** The same invisible and control characters the address rule refuses (one list, in the domain). */
export { INVISIBLE_OR_CONTROL } from '@abasto/domain/email-address';
