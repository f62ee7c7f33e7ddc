// One tool for lint and format: ESLint with typescript-eslint and @stylistic (`npm run lint`,
// `npm run format` fixes what it can). Besides style, the lint carries the architecture
// (ARCHITECTURE.md): which part may import which, no import cycles, and no promise left
// unhandled. `scripts/lint-config.test.ts` plants a violation of each and checks it is caught.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylistic from '@stylistic/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

/** Packages that do I/O or belong to the server: never in the web app nor in the domain. */
const SERVER_PACKAGES = [
  'fastify', '@fastify/*', 'fastify-*', 'drizzle-orm', 'drizzle-orm/*', 'drizzle-kit', 'pg', 'pg-*',
  '@electric-sql/pglite', '@electric-sql/pglite/*', 'nodemailer', 'argon2', 'sanitize-html', '@abasto/server', '@abasto/server/*',
];
const WEB_NEVER_IMPORTS_SERVER = { group: SERVER_PACKAGES, message: 'The web app never imports server code or packages.' };
/** What the domain may not import besides: Node's modules, fetch wrappers, the UI. */
const IO_PACKAGES = ['axios', 'ky', 'undici', 'node-fetch', 'ofetch', 'react', 'react/*', 'react-dom', 'react-dom/*', '@mantine/*', '@tanstack/*', 'react-router'];

/**
 * The web app's features: each folder of `features/`, and each folder of `features/care/` (the
 * care area groups its features; `features/care/shared/` is common to them).
 */
const featuresDir = path.join(root, 'apps/web/src/features');
const subdirs = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const features = subdirs(featuresDir).flatMap((name) =>
  name === 'care' ? subdirs(path.join(featuresDir, 'care')).filter((n) => n !== 'shared').map((n) => `care/${n}`) : [name]);
/** Another feature's `api/` and `components/` are what it exports; its pages and the rest are its own. */
const PUBLIC_PARTS = `${featuresDir}/{*,care/*}/{api,components}/**`;
const featureZones = features.map((name) => ({
  target: `apps/web/src/features/${name}/**`,
  from: ['apps/web/src/features/**'],
  except: [`${featuresDir}/${name}/**`, PUBLIC_PARTS, ...(name.startsWith('care/') ? [`${featuresDir}/care/shared/**`] : [])],
  message: 'A feature imports another only through its api/ and components/ (ARCHITECTURE.md).',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/migrations/**', 'e2e/.run/**', 'test-results/**', 'screenshots/**'] },
  ...tseslint.configs.recommended,
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: true, jsx: true, braceStyle: '1tbs' }),
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@stylistic/max-len': ['warn', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreComments: true }],
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/operator-linebreak': 'off',
      '@stylistic/multiline-ternary': 'off',
      '@stylistic/jsx-one-expression-per-line': 'off',
      '@stylistic/quote-props': ['error', 'as-needed'],
      '@stylistic/indent-binary-ops': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // A cycle of imports, types included: each module should have a place in one direction.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server.' },
          { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
          { target: 'packages/domain', from: 'apps', message: 'The domain imports nothing from the apps.' },
          ...featureZones,
        ],
      }],
    },
  },
  {
    // Type-aware: a promise is awaited, returned, handled, or `void`ed on purpose.
    files: TS,
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.ts'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [WEB_NEVER_IMPORTS_SERVER],
        paths: [{
          name: '@mantine/hooks',
          importNames: ['useMediaQuery'],
          message: 'Use useMedia (lib/use-media.ts): it answers at the first render, so a phone draws once.',
        }],
      }],
    },
  },
  {
    // Where Mantine's useMediaQuery may be named: useMedia itself, and tests that explain it.
    files: ['apps/web/src/lib/use-media.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_NEVER_IMPORTS_SERVER] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@abasto/web', '@abasto/web/*'], message: 'The server never imports the web app.' }],
      }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^node:', message: 'The domain does no I/O: no Node modules.' },
          {
            group: [...SERVER_PACKAGES, ...IO_PACKAGES, '@abasto/web', '@abasto/web/*', ...builtinModules.flatMap((m) => [m, `${m}/*`])],
            message: 'The domain does no I/O and imports nothing from the apps.',
          },
        ],
      }],
      'no-restricted-globals': ['error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'document', 'window', 'process'].map((name) => ({
          name, message: 'The domain does no I/O: the apps pass in what it needs.',
        })),
      ],
    },
  },
);
