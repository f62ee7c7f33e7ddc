import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';
const require = createRequire(import.meta.url);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at
 * build time; the server sends the one the browser accepts (@fastify/static preCompressed). The
 * first screen's script and styles travel at a fraction of their size and no request pays for
 * compression.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'abasto-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Pages that app/first-page.ts starts early, by path. For each, the build writes the files of
 * its code and styles (beyond the entry's) into route-preloads.json; the server adds them to
 * index.html as links when it answers that path, so the browser fetches them while the entry
 * script is still downloading and running, rather than after.
 */
// Not '/': a visitor without a session opens it most, and is sent to the login page.
const FIRST_PAGE_MODULES: Record<string, string> = {
  '/proveedores': 'src/features/suppliers/pages/supplier-list-page.tsx',
};

/** The app's code proper (React, Mantine, the router, the layout): main.tsx, the entry, imports it. */
const APP_START = 'src/app/start.tsx';

type Chunk = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** The files a chunk needs, itself included, each after the ones it imports; and their styles in that order. */
function filesOf(byFile: Map<string, Chunk>, starts: string[]): { code: string[]; styles: string[] } {
  const code: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    code.push(file);
  };
  starts.forEach(visit);
  return { code, styles: code.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]) };
}

function chunksOf(bundle: Record<string, { type: string }>) {
  const chunks = Object.values(bundle).filter((c): c is Chunk & { type: 'chunk' } => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c as Chunk]));
  const bySource = (source: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(path.resolve(import.meta.dirname, source)));
    if (!chunk) throw new Error(`no chunk for ${source}`);
    return chunk.fileName;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  return { byFile, bySource, entries };
}

/**
 * Links that let the browser fetch in parallel what it would otherwise discover one step at a time.
 * - index.html: the app's code and styles (APP_START and what it imports). The entry script is
 *   small and imports them dynamically, after starting the first calls (main.tsx); without these
 *   links their download would only start once the entry had arrived and run.
 * - route-preloads.json: for each page of FIRST_PAGE_MODULES, the files of its code and styles
 *   beyond the first screen's; the server adds them to index.html when it answers that path.
 */
function firstScreenLinks(): Plugin {
  return {
    name: 'abasto-first-screen-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const { byFile, bySource, entries } = chunksOf(ctx.bundle);
        // What Vite links already: the entry's own imports and styles.
        const entry = filesOf(byFile, entries);
        const app = filesOf(byFile, [bySource(APP_START)]);
        const link = (rel: string) => (f: string) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${f}` }, injectTo: 'head' as const });
        return [
          ...app.code.filter((f) => !entry.code.includes(f)).map(link('modulepreload')),
          ...app.styles.filter((f) => !entry.styles.includes(f)).map(link('stylesheet')),
        ];
      },
    },
    generateBundle(_options, bundle) {
      const { byFile, bySource, entries } = chunksOf(bundle);
      const firstScreen = filesOf(byFile, [...entries, bySource(APP_START)]);
      const preloads: Record<string, string[]> = {};
      for (const [route, source] of Object.entries(FIRST_PAGE_MODULES)) {
        const page = filesOf(byFile, [bySource(source)]);
        preloads[route] = [
          ...page.code.filter((f) => !firstScreen.code.includes(f)),
          ...page.styles.filter((f) => !firstScreen.styles.includes(f)),
        ].map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

/**
 * Mantine's styles travel with the components that use them. `@mantine/core/styles.css` (250 kB,
 * every component) is, in the build, only its base (reset, global classes, CSS variables); each
 * component's own file is imported by the component's module, so it lands in the same chunk: the
 * first screen's stylesheet holds the first screen's components, a page's chunk brings the rest.
 * A component's class map (`<Name>.module.mjs`) is imported after the components it builds on,
 * so their rules come first, the order Mantine's per-component import asks for. In development
 * (`vite` serving pre-bundled dependencies) the whole file is used as it is.
 */
function mantineStylesPerComponent(): Plugin {
  const styles = path.dirname(require.resolve('@mantine/core/styles.css'));
  const classMap = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const base = '\0abasto-mantine-base.css';
  return {
    name: 'abasto-mantine-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@mantine/core/styles.css' ? base : null;
    },
    load(id) {
      if (id !== base) return null;
      return ['baseline', 'default-css-variables', 'global']
        .map((name) => fs.readFileSync(path.join(styles, 'styles', `${name}.css`), 'utf8'))
        .join('\n');
    },
    transform(code, id) {
      const name = classMap.exec(id)?.[1];
      if (!name || !fs.existsSync(path.join(styles, 'styles', `${name}.css`))) return null;
      return { code: `${code}\nimport "@mantine/core/styles/${name}.css";\n`, map: null };
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

/**
 * The chunks the build groups the code into, from what the entry script runs first to the UI
 * code of the other pages:
 * - `boot`: what main.tsx runs before the app's code has arrived (no library in it);
 * - `vendor`: the libraries of the first screen (APP_START and its static imports);
 * - `app`: the app's own code of the first screen (layout, router, session…);
 * - `<page>-ui`, for each page in FIRST_PAGE_MODULES: the UI code that page adds, so that the
 *   page opened first downloads only what it draws (the list: 11 kB instead of 53);
 * - `pages-ui`: the UI code (Mantine components, icons) every other page uses.
 * Left to the automatic splitting, every module shared by two pages became a file of its own: the
 * supplier list needed some twenty of them, and on a slow mobile connection every few files cost
 * another round trip before the page could draw.
 *
 * Which library modules a page uses is read from the module graph. The libraries' index files
 * re-export everything, so through them only the components and icons imported by name somewhere
 * on the way are followed.
 */
function chunkGroups(boot: string, app: string, firstPages: string[]) {
  const library = /node_modules[\\/](@mantine[\\/]core|@tabler[\\/]icons-react)[\\/]/;
  const component = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
  const icon = /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;
  const namedImport = /import\s*\{([^}]*)\}\s*from\s*["'](?:@mantine\/core|@tabler\/icons-react)["']/g;

  /** The modules `start` reaches through static imports. */
  function walk(graph: ModuleGraph, start: string): Set<string> {
    const names = new Set<string>();
    for (;;) {
      const seen = new Set<string>();
      const before = names.size;
      const todo = [start];
      while (todo.length > 0) {
        const id = todo.pop()!;
        if (seen.has(id)) continue;
        const inside = (component.exec(id) ?? icon.exec(id))?.[1];
        // A component or icon reached only through an index file: taken if imported by name.
        if (inside !== undefined && !names.has(inside) && !names.has(inside.replace(/Icon/, ''))) continue;
        seen.add(id);
        const info = graph.getModuleInfo(id);
        for (const m of info?.code?.matchAll(namedImport) ?? []) {
          for (const part of m[1]!.split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0]!.trim();
            if (name) names.add(name);
          }
        }
        todo.push(...(info?.importedIds ?? []));
      }
      if (names.size === before) return seen;
    }
  }

  const reached = new Map<string, Set<string>>();
  const reaches = (start: string, id: string, graph: ModuleGraph) => {
    if (!reached.has(start)) reached.set(start, walk(graph, start));
    return reached.get(start)!.has(id);
  };
  const own = (id: string) => !/node_modules/.test(id) && !id.startsWith('\0');
  // A group takes the modules its captured ones import, unless a group of higher priority holds
  // them: hence the order, from the modules the entry script runs first to the pages' libraries.
  return [
    // What the entry script runs before the app's code has arrived (no library in it).
    { name: (id: string, graph: ModuleGraph) => (own(id) && reaches(boot, id, graph) ? 'boot' : null), priority: 6 },
    // The first screen's libraries.
    { name: (id: string, graph: ModuleGraph) => (/node_modules/.test(id) && reaches(app, id, graph) ? 'vendor' : null), priority: 5 },
    // The app's own code of the first screen (layout, router, session…) in one file, rather than a
    // file for each module a lazy page shares with it.
    { name: (id: string, graph: ModuleGraph) => (own(id) && reaches(app, id, graph) ? 'app' : null), priority: 4 },
    ...firstPages.map((page) => ({
      name: (id: string, graph: ModuleGraph) =>
        library.test(id) && !reaches(app, id, graph) && reaches(page, id, graph) ? `${path.basename(page).replace(/-page\.tsx$/, '')}-ui` : null,
      priority: 2,
    })),
    { name: (id: string, graph: ModuleGraph) => (library.test(id) && !reaches(app, id, graph) ? 'pages-ui' : null), priority: 1 },
  ];
}

export default defineConfig({
  plugins: [mantineStylesPerComponent(), react(), firstScreenLinks(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups(
            path.resolve(import.meta.dirname, 'src/main.tsx'),
            path.resolve(import.meta.dirname, APP_START),
            Object.values(FIRST_PAGE_MODULES).map((source) => path.resolve(import.meta.dirname, source)),
          ),
        },
      },
    },
  },
});
