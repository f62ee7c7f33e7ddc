import { Font } from '@react-pdf/renderer';
import { PDF_FONT_RANGES } from './pdf-font-ranges.ts';

/**
 * The prescription PDF's font: DejaVu Sans, regular and bold, embedded (subset) in every PDF, so
 * that what the screen shows is what prints — Latin and Latin Extended (Łódź), Greek (Ω),
 * arrows (→), math (≤ ½) and common symbols (docs/product.md#prescriptions). The files and their
 * licence are in ../fonts.
 */
export const PDF_FONT_FAMILY = 'DejaVu Sans';

export interface PdfFontFiles {
  regular: string;
  bold: string;
}

let registered: PdfFontFiles | null = null;

/** Registers the font's files (URLs in the browser, paths in Node) once. */
export function registerPdfFont(files: PdfFontFiles): void {
  if (registered?.regular === files.regular && registered.bold === files.bold) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: files.regular, fontWeight: 'normal' },
      { src: files.bold, fontWeight: 'bold' },
    ],
  });
  // A word is never split with an added hyphen: a medicine's name or a dose prints as written.
  Font.registerHyphenationCallback((word) => [word]);
  registered = files;
}

/** Whether both weights of the font draw the code point (ranges generated from the font files). */
export function pdfFontCovers(codePoint: number): boolean {
  let lo = 0;
  let hi = PDF_FONT_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = PDF_FONT_RANGES[mid]!;
    if (codePoint < start) hi = mid - 1;
    else if (codePoint > end) lo = mid + 1;
    else return true;
  }
  return false;
}

// Invisible joiners and presentation selectors of emoji sequences: nothing to draw.
const INVISIBLE = new Set([0x200d, 0xfe0e, 0xfe0f]);

/**
 * The text as the PDF can print it: every character the font draws is kept as it is; one it
 * lacks (an emoji, a rare script) is written visibly as its code point, "[U+1F9F1]", never left
 * out nor drawn as a different character.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (INVISIBLE.has(cp)) continue;
    if (cp === 0x0a || cp === 0x09 || pdfFontCovers(cp)) out += ch;
    else out += `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`;
  }
  return out;
}
