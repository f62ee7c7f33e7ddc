import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const docsFile = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));

/** Writes (or replaces) the section `<!-- name:start -->…<!-- name:end -->` of docs/benchmarks.md. */
export function writeDocsSection(name: string, lines: string[]): void {
  const section = [`<!-- ${name}:start -->`, ...lines, `<!-- ${name}:end -->`].join('\n');
  let doc = fs.existsSync(docsFile)
    ? fs.readFileSync(docsFile, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench` (apps/server/bench). Each section is replaced by its next run.\n';
  const re = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  doc = re.test(doc) ? doc.replace(re, () => section) : `${doc.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(docsFile), { recursive: true });
  fs.writeFileSync(docsFile, doc);
  console.log(`\nwritten to ${path.relative(process.cwd(), docsFile)}`);
}
