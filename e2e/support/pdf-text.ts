// The text of a PDF as a reader would copy it, read with poppler's pdftotext (poppler-utils,
// installed with the browser by scripts/ensure-chromium.mjs): it follows the embedded fonts'
// own character maps, so what it returns is what the document really says.
import { execFileSync } from 'node:child_process';

export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}
