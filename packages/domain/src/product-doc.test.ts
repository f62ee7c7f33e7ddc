import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The product's rules are written in docs/product.md, and comments point at its sections
 * (`docs/product.md#roles-and-permissions`). This test keeps it so: no comment (nor Markdown page)
 * cites a document that is not in the repository, and every `docs/product.md#anchor` cited
 * anywhere is a heading of docs/product.md.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRODUCT_DOC = 'docs/product.md';
const SCANNED_DIRS = ['apps', 'packages', 'e2e', 'scripts', 'docs'];
// Installed packages and what builds and test runs write; everything else under SCANNED_DIRS is source.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs']);

/** Citations of documents outside the repository. */
const OUTSIDE_CITATIONS: { name: string; pattern: RegExp }[] = [
  // "the spec", "the specification", "spec's" — not a file name (`xss.spec.ts`), nor a Playwright spec file.
  { name: 'the specification', pattern: /(?<![\w.*/-])(?<!playwright )spec(?:ification)?(?:'s)?\b(?![.-]\w)(?!\s+files?\b)/i },
  { name: 'DECISIONS', pattern: /\bdecisions\b/i },
  { name: 'a numbered section', pattern: /\bsections?\s+\d|§\s*\d/i },
  { name: 'the specification\'s readings', pattern: /\breading \([ab]\)/i },
];

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(path, out);
    else if (CODE_EXTENSIONS.has(extname(entry.name)) || entry.name.endsWith('.md')) out.push(path);
  }
  return out;
}

function sourceFiles(): string[] {
  const rootFiles = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && (e.name.endsWith('.md') || CODE_EXTENSIONS.has(extname(e.name))))
    .map((e) => e.name);
  return [...rootFiles, ...SCANNED_DIRS.flatMap((d) => walk(d, []))].sort();
}

/** Every comment of a code file, with its line, found by TypeScript's own parser. */
function commentsOf(path: string, text: string): { line: number; text: string }[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : path.endsWith('.ts') || path.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // getChildren includes the tokens, so a comment before a closing brace or in JSX is found too.
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...seen].map(([pos, comment]) => ({ line: file.getLineAndCharacterOfPosition(pos).line + 1, text: comment }));
}

/** Markdown text by line (a Markdown page is prose throughout). */
function linesOf(text: string): { line: number; text: string }[] {
  return text.split('\n').map((line, i) => ({ line: i + 1, text: line }));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function githubAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function productAnchors(): Set<string> {
  const doc = readFileSync(join(ROOT, PRODUCT_DOC), 'utf8').replace(/```[\s\S]*?```/g, '');
  const anchors = new Set<string>();
  for (const [, heading] of doc.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = githubAnchor(heading!);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The citations of outside documents in one file: a comment of code, any line of Markdown. */
function citationsIn(path: string, text: string): string[] {
  const found: string[] = [];
  // Parsing is the slow part: a file whose text holds no such word anywhere needs none.
  if (!OUTSIDE_CITATIONS.some(({ pattern }) => pattern.test(text))) return found;
  const pieces = path.endsWith('.md') ? linesOf(text) : commentsOf(path, text);
  for (const piece of pieces) {
    const body = piece.text.replace(/docs\/product\.md#[\w-]+/g, '');
    for (const { name, pattern } of OUTSIDE_CITATIONS) {
      if (pattern.test(body)) found.push(`${path}:${piece.line} cites ${name}: ${piece.text.trim().slice(0, 120)}`);
    }
  }
  return found;
}

/** The `docs/product.md#anchor` references of a text that are not headings of docs/product.md. */
function brokenAnchorsIn(path: string, text: string, anchors: Set<string>): string[] {
  return [...text.matchAll(/docs\/product\.md#([\w-]+)/g)].filter((m) => !anchors.has(m[1]!)).map((m) => `${path}: #${m[1]}`);
}

/** This file names the patterns it looks for; it is the one place they may appear. */
const SELF = 'packages/domain/src/product-doc.test.ts';
const files = sourceFiles().filter((f) => f !== PRODUCT_DOC && f !== SELF);
const texts = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

describe('docs/product.md is where comments find the product rules', () => {
  it('scans the code base', () => {
    expect(files).toContain('packages/domain/src/permissions.ts');
    expect(files).toContain('apps/web/src/app/router.tsx');
    expect(files).toContain('README.md');
    expect(files.length).toBeGreaterThan(300);
  });

  // Parses every file that mentions one of the words; a busy machine needs the room.
  it('no comment cites the specification, DECISIONS or a numbered section', { timeout: 30_000 }, () => {
    const found = [...texts].flatMap(([path, text]) => citationsIn(path, text));
    expect(found, 'point at a section of docs/product.md instead').toEqual([]);
  });

  it('every docs/product.md#anchor cited exists as a heading', () => {
    const anchors = productAnchors();
    expect([...texts].flatMap(([path, text]) => brokenAnchorsIn(path, text, anchors))).toEqual([]);
  });

  it('docs/product.md links only to its own headings', () => {
    const anchors = productAnchors();
    const doc = readFileSync(join(ROOT, PRODUCT_DOC), 'utf8');
    const broken = [...doc.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!).filter((a) => !anchors.has(a));
    expect(broken).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a citation in every kind of comment, and only in comments', () => {
    const code = [
      'const pattern = /spec section 5/; // as spec section 5 says',
      'const label = \'the specification\';',
      '/** Rows of the table (DECISIONS: Suppliers). */',
      'export const View = () => <div>{/* §3 of the spec */}</div>;',
      '// Reading (b) of the edit rules.',
      '// Run e2e/xss.spec.ts, a Playwright spec file; see docs/product.md#decisions.',
    ].join('\n');
    expect(citationsIn('planted.tsx', code).map((c) => c.split(' cites ')[0])).toEqual([
      'planted.tsx:1',
      'planted.tsx:1',
      'planted.tsx:3',
      'planted.tsx:4',
      'planted.tsx:4',
      'planted.tsx:5',
    ]);
  });

  it('read Markdown line by line', () => {
    expect(citationsIn('notes.md', 'Fine.\nAs the spec says.\nSee docs/product.md#roles-and-permissions.')).toEqual([
      'notes.md:2 cites the specification: As the spec says.',
    ]);
  });

  it('find an anchor that is not a heading', () => {
    const anchors = new Set(['roles-and-permissions']);
    expect(brokenAnchorsIn('x.ts', '// docs/product.md#roles-and-permissions, docs/product.md#nowhere', anchors)).toEqual(['x.ts: #nowhere']);
  });

  it('turn headings into GitHub anchors', () => {
    expect(githubAnchor('Roles and permissions')).toBe('roles-and-permissions');
    expect(githubAnchor('Accounts and e-mail')).toBe('accounts-and-e-mail');
    expect(githubAnchor('Cotización: «borrador»')).toBe('cotización-borrador');
    expect(productAnchors()).toContain('roles-and-permissions');
  });
});
