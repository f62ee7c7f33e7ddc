// The import graph of the TypeScript sources, built with the compiler API, and its cycles.
// `import-x/no-cycle` in the lint sees only imports of values; this also follows `import type`
// and `export … from`, so a cycle made of type imports is found too (import-cycles.test.ts).
import path from 'node:path';
import ts from 'typescript';

/** Every file a tsconfig takes in. */
export function projectFiles(tsconfig: string): { files: string[]; options: ts.CompilerOptions } {
  const read = ts.readConfigFile(tsconfig, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));
  return { files: parsed.fileNames, options: parsed.options };
}

/** file → the repository files it imports statically (values, types and re-exports; not `import()`). */
export function importGraph(files: string[], options: ts.CompilerOptions): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
    const targets = new Set<string>();
    for (const statement of source.statements) {
      const spec = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ? statement.moduleSpecifier : undefined;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const resolved = ts.resolveModuleName(spec.text, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('/node_modules/')) {
        targets.add(path.resolve(resolved.resolvedFileName));
      }
    }
    graph.set(path.resolve(file), [...targets]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}
