// The text of a PDF, enough to check what a generated document says: the content streams are
// inflated and the strings of their text operators (Tj, TJ) read. Fonts are expected to use a
// single-byte encoding (the standard Helvetica family, WinAnsi), as the prescription PDF does.
import zlib from 'node:zlib';

// WinAnsi differs from Latin-1 only in 0x80-0x9F; these are the characters a text may use there.
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
};

const decodeByte = (b: number) => WIN_ANSI[b] ?? String.fromCharCode(b);

function literalString(src: string, start: number): { text: string; end: number } {
  let depth = 1;
  let out = '';
  let i = start + 1;
  while (i < src.length && depth > 0) {
    const c = src[i]!;
    if (c === '\\') {
      const n = src[i + 1]!;
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      if (/[0-7]/.test(n)) {
        const octal = /^[0-7]{1,3}/.exec(src.slice(i + 1))![0];
        out += decodeByte(parseInt(octal, 8));
        i += 1 + octal.length;
        continue;
      }
      out += escapes[n] ?? n;
      i += 2;
      continue;
    }
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    if (depth > 0) out += decodeByte(c.charCodeAt(0));
    i += 1;
  }
  return { text: out, end: i };
}

function hexString(src: string, start: number): { text: string; end: number } {
  const end = src.indexOf('>', start);
  const hex = src.slice(start + 1, end).replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i < hex.length; i += 2) out += decodeByte(parseInt(hex.slice(i, i + 2).padEnd(2, '0'), 16));
  return { text: out, end: end + 1 };
}

/** The strings shown by one content stream, one entry per text operator. */
function textOf(content: string): string[] {
  const shown: string[] = [];
  let pending: string[] = [];
  let i = 0;
  while (i < content.length) {
    const c = content[i]!;
    if (c === '(') {
      const s = literalString(content, i);
      pending.push(s.text);
      i = s.end;
    } else if (c === '<' && content[i + 1] !== '<') {
      const s = hexString(content, i);
      pending.push(s.text);
      i = s.end;
    } else if (c === '-' && /^-\d{3,}/.test(content.slice(i, i + 8)) && pending.length) {
      // A large move inside a TJ array is a space between words.
      pending.push(' ');
      i += 1;
    } else if (content.startsWith('Tj', i) || content.startsWith('TJ', i) || content.startsWith('\'', i)) {
      shown.push(pending.join(''));
      pending = [];
      i += c === '\'' ? 1 : 2;
    } else if (content.startsWith('BT', i) || content.startsWith('ET', i)) {
      pending = [];
      i += 2;
    } else {
      i += 1;
    }
  }
  return shown;
}

/** All the text of a PDF, its pieces joined by single spaces. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const pieces: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = raw.slice(Math.max(0, raw.lastIndexOf('<<', match.index)), match.index);
    let bytes = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        bytes = zlib.inflateSync(bytes);
      } catch {
        continue;
      }
    }
    const content = bytes.toString('latin1');
    if (content.includes('BT')) pieces.push(...textOf(content));
    stream.lastIndex = end;
  }
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}
