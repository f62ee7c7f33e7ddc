import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, projectFiles } from './import-cycles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];

describe('import cycles', () => {
  it('no file of a workspace reaches itself through its imports, type imports included', () => {
    const graph = new Map<string, string[]>();
    for (const workspace of WORKSPACES) {
      const { files, options } = projectFiles(path.join(root, workspace, 'tsconfig.json'));
      for (const [file, targets] of importGraph(files, options)) graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(400);
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle made only of type imports and re-exports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), 'import type { B } from \'./b.ts\';\nexport type A = { b: B };\n');
      fs.writeFileSync(path.join(dir, 'b.ts'), 'export { c } from \'./c.ts\';\nexport type B = string;\n');
      fs.writeFileSync(path.join(dir, 'c.ts'), 'import type { A } from \'./a.ts\';\nexport const c = (a: A) => a;\n');
      fs.writeFileSync(path.join(dir, 'd.ts'), 'import { c } from \'./c.ts\';\nexport const d = c;\n');
      const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((f) => path.join(dir, f));
      const graph = importGraph(files, { allowImportingTsExtensions: true, moduleResolution: ts.ModuleResolutionKind.Bundler });
      expect(findCycles(graph).map((cycle) => cycle.map((f) => path.basename(f)))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
