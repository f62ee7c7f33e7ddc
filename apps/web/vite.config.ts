import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
// By its path: the config's loader bundles it (the workspace package would be loaded as .ts by Node).
import { ROUTES } from '../../packages/domain/src/routes.ts';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

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
    // After a successful write only: a failed build has nothing to compress (and its own error to show).
    writeBundle() {
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

type Node = { type: string; [key: string]: unknown };
type Chunk = {
  fileName: string;
  name: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** The value of an object literal's property `name`. */
const propertyOf = (entry: Node, name: string) =>
  (entry.properties as Node[]).find((p) => (p.key as Node)?.name === name)?.value as Node | undefined;

/** Every object literal in the syntax tree that has a property `key`. */
function objectsWith(node: unknown, key: string, found: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((n) => objectsWith(n, key, found));
  else if (node && typeof node === 'object') {
    const n = node as Node;
    if (n.type === 'ObjectExpression' && (n.properties as Node[]).some((p) => (p.key as Node)?.name === key)) found.push(n);
    for (const value of Object.values(n)) if (value && typeof value === 'object') objectsWith(value, key, found);
  }
  return found;
}

const mantineStyles = path.resolve(import.meta.dirname, '../../node_modules/@mantine/core/styles');
const firstStylesFile = path.resolve(import.meta.dirname, 'src/app/mantine-first.css');

/** The Mantine component styles (file names without .css) that modules of @mantine/core need. */
function mantineStylesOf(moduleIds: string[]): Set<string> {
  const names = new Set<string>();
  for (const id of moduleIds) {
    const parts = id.split(/[\\/]/);
    // Components (Button…) and the parts they share (utils/InlineInput: the label beside a radio
    // or a checkbox).
    const at = Math.max(parts.lastIndexOf('components'), parts.lastIndexOf('utils'));
    if (at < 0 || !/[\\/]@mantine[\\/]core[\\/]/.test(id)) continue;
    for (const part of parts.slice(at + 1, -1)) if (fs.existsSync(path.join(mantineStyles, `${part}.css`))) names.add(part);
  }
  return names;
}

/**
 * The component styles src/app/mantine-first.css imports, checked to be in the order of Mantine's
 * own styles.css (where a later rule wins over an earlier one of the same weight) after its
 * baseline, variables and global styles.
 */
function mantineFirstStyles(): string[] {
  const imports = [...fs.readFileSync(firstStylesFile, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1]!);
  const all = fs.readFileSync(path.join(mantineStyles, '..', 'styles.css'), 'utf8');
  const at = imports.map((name) => all.indexOf(fs.readFileSync(path.join(mantineStyles, `${name}.css`), 'utf8').trim().slice(0, 400)));
  if (at.some((n) => n < 0)) throw new Error(`src/app/mantine-first.css: ${imports[at.indexOf(-1)]}.css is not part of Mantine's styles.css`);
  const outOfOrder = imports.find((_, i) => i > 0 && at[i]! < at[i - 1]!);
  if (outOfOrder) throw new Error(`src/app/mantine-first.css: ${outOfOrder}.css is out of Mantine's order`);
  return imports;
}

/**
 * Parts a `firstStyles` page loads after its first draw without Mantine's whole stylesheet (not
 * through `withAllStyles`): like the page, they draw only components whose styles are first ones.
 */
const firstStyleParts = [
  'src/features/suppliers/components/supplier-form-sections.tsx',
  // The supplier detail's questionnaire and qualification, below the fold of a consulted record.
  'src/features/suppliers/components/supplier-form-questionnaire.tsx',
  'src/features/qualification/components/qualification-section.tsx',
].map((f) => path.resolve(import.meta.dirname, f));

/**
 * route-preloads.json: for each screen of the route table marked `preload`, the files of its page
 * (code and styles) beyond the login page's. The server adds them to index.html as links when it
 * answers that path (apps/server/src/plugins/web.ts), so they download with the entry script
 * rather than after it has run. Read from the table's source: such an entry must spell
 * `path: ROUTES.<name>` and `page: () => import('<file>')`, or the build stops and says so.
 *
 * The same walk stops the build if zod reaches the first screen (the login page or a preloaded
 * page): it is 25 kB of gzip that the first screen does not need (the domain keeps zod-free
 * modules for it: supplier-list-constants.ts, login-code.ts…).
 */
function routePreloads(): Plugin[] {
  const table = path.resolve(import.meta.dirname, 'src/app/route-table.ts');
  const allStylesModule = path.resolve(import.meta.dirname, 'src/app/mantine-all-styles.ts');
  let pages: { route: string; source: string }[] = [];
  let screens: { route: string; source: string; firstStyles: boolean }[] = [];
  /** The styles of mantine-all-styles.ts, read before Vite removes its chunk (a chunk of styles only). */
  let allStylesCss: string[] = [];
  const allStylesFiles: Plugin = {
    name: 'abasto-all-styles-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds.includes(allStylesModule)) as Chunk | undefined;
      allStylesCss = [...(chunk?.viteMetadata?.importedCss ?? [])];
    },
  };
  const fail = (why: string): never => {
    throw new Error(`src/app/route-table.ts: ${why}`);
  };
  return [
    allStylesFiles,
    {
      name: 'abasto-route-preloads',
      apply: 'build',
      async transform(code, id) {
        if (id !== table) return null;
        pages = [];
        for (const entry of objectsWith(this.parse(code), 'preload')) {
          const prop = (name: string) => propertyOf(entry, name);
          const route = prop('path');
          const routeName = route?.type === 'MemberExpression' ? ((route.property as Node).name as string) : undefined;
          const fixed = routeName === undefined ? undefined : (ROUTES as Record<string, unknown>)[routeName];
          if (typeof fixed !== 'string') fail('a screen with `preload` needs `path: ROUTES.<name>`, a fixed path');
          const load = prop('page')?.body as Node | undefined;
          const file = load?.type === 'ImportExpression' ? ((load.source as Node).value as string) : undefined;
          if (typeof file !== 'string') fail(`the screen ${String(fixed)} with \`preload\` needs \`page: () => import('<file>')\``);
          const resolved = await this.resolve(file!, id);
          if (!resolved) fail(`cannot find ${file}`);
          pages.push({ route: fixed as string, source: resolved!.id });
        }
        if (pages.length === 0) fail('no screen marked `preload` found: has the table changed shape?');
        // Every screen with a page of its own, for route-files.json: its path evaluated with the
        // domain's ROUTES and the table's `param(name)` (':name'), its page's module resolved.
        screens = [];
        for (const entry of objectsWith(this.parse(code), 'page')) {
          const prop = (name: string) => propertyOf(entry, name);
          const route = prop('path') as (Node & { start: number; end: number }) | undefined;
          const load = prop('page')?.body as Node | undefined;
          const file = load?.type === 'ImportExpression' ? ((load.source as Node).value as string) : undefined;
          if (!route || typeof file !== 'string') fail('every screen with a `page` needs a `path` and `page: () => import(\'<file>\')`');
          let pattern: unknown;
          try {
            pattern = new Function('ROUTES', 'param', `return (${code.slice(route!.start, route!.end)});`)(ROUTES, (name: string) => `:${name}`);
          } catch (error) {
            fail(`the path ${code.slice(route!.start, route!.end)} cannot be read at build time (${String(error)}): build it from ROUTES and param()`);
          }
          if (typeof pattern !== 'string' || !pattern.startsWith('/')) fail(`the path ${code.slice(route!.start, route!.end)} is not a path`);
          const resolved = await this.resolve(file!, id);
          if (!resolved) fail(`cannot find ${file}`);
          screens.push({
            route: pattern as string,
            source: resolved!.id,
            firstStyles: prop('firstStyles')?.value === true,
          });
        }
        if (screens.length < pages.length) fail('fewer screens with a page than screens marked `preload`: has the table changed shape?');
        if (!screens.some((s) => s.firstStyles)) fail('no screen marked `firstStyles: true` found: has the table changed shape?');
        return null;
      },
      transformIndexHtml: {
        order: 'post',
        handler(_html, ctx) {
          const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
          if (!early) throw new Error('no chunk for the entry src/early.ts');
          // async: it runs as soon as it has arrived, not after the app's script.
          return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head' }];
        },
      },
      // After Vite's own: it removes the chunks that only import styles (mantine-all-styles.ts), so
      // the lists name only files that exist.
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as Chunk[];
          const byFile = new Map(chunks.map((c) => [c.fileName, c]));
          /** A chunk's files and the ones it imports, each after its imports. */
          const filesOf = (starts: string[]) => {
            const files: string[] = [];
            const visit = (file: string) => {
              if (files.includes(file)) return;
              for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
              files.push(file);
            };
            starts.forEach(visit);
            return files;
          };
          const stylesOf = (files: string[]) => files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          const withZod = (files: string[]) =>
            files.filter((f) => byFile.get(f)?.moduleIds.some((m) => /node_modules[\\/]zod[\\/]/.test(m)));
          const login = filesOf(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
          // early.ts is worth its own entry only while it is small: no React DOM, no Mantine, not the
          // message catalogue (some 20 kB of gzip; the API client reads messages-api.ts).
          const early = filesOf(chunks.filter((c) => c.isEntry && c.name === 'early').map((c) => c.fileName));
          const tooHeavy = /node_modules[\\/](react-dom|@mantine)[\\/]|[\\/]domain[\\/]src[\\/]messages\.ts$/;
          const heavy = early.filter((f) => byFile.get(f)?.moduleIds.some((m) => tooHeavy.test(m)));
          if (early.length === 0 || heavy.length > 0) {
            this.error(`src/early.ts must stay small (no React DOM, Mantine or message catalogue): ${heavy.join(', ') || 'no chunk'}`);
          }
          // The page data early.ts loads on demand (app/first-pages.ts's dynamic imports) must not
          // import the app's code: its calls would then wait for that code to arrive and run.
          const app = chunks.filter((c) => c.isEntry && c.name !== 'early').map((c) => c.fileName);
          const lateData = [...new Set(early.flatMap((f) => byFile.get(f)?.dynamicImports ?? []))].filter((d) =>
            filesOf([d]).some((f) => app.includes(f)));
          if (lateData.length > 0) {
            this.error(`src/early.ts loads page data that imports the app's code (${lateData.join(', ')}): import only the queries there, not hooks or the app's modules`);
          }
          if (withZod(login).length > 0) this.error(`zod is in the login page's code (${withZod(login).join(', ')}): import zod-free domain modules there`);
          const firstStyles = mantineFirstStyles();
          const needStyles = (files: string[], where: string) => {
            const drawn = mantineStylesOf(files.flatMap((f) => byFile.get(f)?.moduleIds ?? []));
            const missing = [...drawn].filter((c) => !firstStyles.includes(c));
            if (missing.length > 0) this.error(`${where} draws Mantine components whose styles src/app/mantine-first.css lacks: ${missing.join(', ')}`);
          };
          needStyles(login, 'the login page');
          for (const part of firstStyleParts) {
            const chunk = chunks.find((c) => c.moduleIds.includes(part)) ?? this.error(`no chunk holds ${part}`);
            needStyles(filesOf([chunk.fileName]).filter((f) => !login.includes(f)), path.relative(import.meta.dirname, part));
          }
          const preloads: Record<string, string[]> = {};
          for (const { route, source } of pages) {
            const chunk = chunks.find((c) => c.moduleIds.includes(source)) ?? fail(`no chunk holds ${source}`);
            const files = filesOf([chunk.fileName]).filter((f) => !login.includes(f));
            needStyles(files, route);
            if (withZod(files).length > 0) this.error(`zod is in the code of ${route}, a first page (${withZod(files).join(', ')}): import zod-free domain modules there`);
            const styles = stylesOf(files).filter((f) => !stylesOf(login).includes(f));
            preloads[route] = [...files, ...styles].map((f) => `/${f}`);
          }
          this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 2) });
          // route-files.json: for every other screen, its page's files beyond the login page's, and
          // Mantine's whole stylesheet (its chunk, which the router awaits before such a page), but
          // for a screen marked `firstStyles`, drawn with the first screens' styles only. The
          // server names them in index.html (a meta element); early.ts asks for them with a stored
          // session only, so a visitor sent to the login page does not download a page it won't see.
          const allStylesChunk = chunks.find((c) => c.moduleIds.includes(allStylesModule));
          const allStyles = allStylesChunk ? filesOf([allStylesChunk.fileName]) : [];
          if (allStylesCss.length === 0) fail('no styles found for src/app/mantine-all-styles.ts');
          const routeFiles: Record<string, string[]> = {};
          for (const { route, source, firstStyles } of screens) {
            if (route in preloads) continue;
            const chunk = chunks.find((c) => c.moduleIds.includes(source)) ?? fail(`no chunk holds ${source}`);
            if (firstStyles) {
              // Drawn with the first screens' styles (the router does not wait for the whole
              // stylesheet): like a preloaded page, its components' styles must be among them.
              const files = filesOf([chunk.fileName]).filter((f) => !login.includes(f));
              needStyles(files, route);
              if (withZod(files).length > 0) this.error(`zod is in the code of ${route}, a first page (${withZod(files).join(', ')}): import zod-free domain modules there`);
              const styles = stylesOf(files).filter((f) => !stylesOf(login).includes(f));
              routeFiles[route] = [...files, ...styles].map((f) => `/${f}`);
              continue;
            }
            const code = [...new Set([...filesOf([chunk.fileName]), ...allStyles])].filter((f) => !login.includes(f));
            const files = code.filter((f) => bundle[f]);
            const styles = [...new Set([...stylesOf(code), ...allStylesCss])].filter((f) => !stylesOf(login).includes(f));
            routeFiles[route] = [...files, ...styles].map((f) => `/${f}`);
          }
          const someOther = screens.find((s) => !s.firstStyles && !(s.route in preloads));
          if (someOther && !routeFiles[someOther.route]?.some((f) => allStylesCss.includes(f.slice(1)))) {
            fail(`route-files.json: ${someOther.route} lacks Mantine's whole stylesheet: where did it go?`);
          }
          const missing = Object.values({ ...preloads, ...routeFiles }).flat().filter((f) => !bundle[f.slice(1)]);
          if (missing.length > 0) this.error(`the page files name files the build did not write: ${[...new Set(missing)].join(', ')}`);
          this.emitFile({ type: 'asset', fileName: 'route-files.json', source: JSON.stringify(routeFiles, null, 2) });
        },
      },
    },
  ];
}

// React Router's package points every import at its development build, whose only difference from
// the production build beside it is ENABLE_DEV_WARNINGS = true: the production bundle carried its
// warnings, their texts and their checks. The build takes the production files by name.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), routePreloads(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // early.ts is an entry of its own, so that it runs as soon as its small file has arrived;
      // the plugin above adds its script to index.html, before the app's.
      input: { index: path.resolve(import.meta.dirname, 'index.html'), early: path.resolve(import.meta.dirname, 'src/early.ts') },
      output: {
        codeSplitting: {
          groups: [
            // early.ts and what it imports, small, first: it starts the first page's calls.
            { name: 'early', test: /src[\\/]early\.ts$/, priority: 2 },
            // The rest of the login page's code (the entries and all they import) in one file. Left
            // to the automatic splitting, each module it shares with a lazy page became a file of
            // its own (eleven in all), and on a slow mobile connection every few files cost
            // another round trip.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The icons the lazy pages draw, all in one small file (about 1.3 kB gzip): left apart,
            // each icon was a file of its own, up to eight on one page, and mobile Lighthouse
            // charges a connection slot and a round trip for every file.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
          ],
        },
      },
    },
  },
}));
