// The lint carries the architecture (eslint.config.js, ARCHITECTURE.md): each rule is shown to
// fire on a planted violation, linted with the project's own configuration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/**
 * The rules that fired on `code` linted in place of the file at `file` (relative to the
 * repository; an existing file, so that the type-aware rules find it in its project).
 */
async function rulesFired(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return messages.map((m) => m.ruleId ?? '');
}

describe('lint: import boundaries', () => {
  it('the web app imports neither the server nor server packages', async () => {
    expect(await rulesFired('import { buildApp } from \'../../../server/src/app.ts\';\nexport const x = buildApp;\n', 'apps/web/src/app/pager.tsx'))
      .toContain('import-x/no-restricted-paths');
    expect(await rulesFired('import { eq } from \'drizzle-orm\';\nexport const x = eq;\n', 'apps/web/src/app/pager.tsx'))
      .toContain('no-restricted-imports');
    expect(await rulesFired('import Fastify from \'fastify\';\nexport const x = Fastify;\n', 'apps/web/src/lib/notify.ts'))
      .toContain('no-restricted-imports');
  });

  it('the web app asks media queries through useMedia, which answers at the first render', async () => {
    expect(await rulesFired('import { useMediaQuery } from \'@mantine/hooks\';\nexport const x = useMediaQuery;\n', 'apps/web/src/app/pager.tsx'))
      .toContain('no-restricted-imports');
    expect(await rulesFired('import { useDisclosure } from \'@mantine/hooks\';\nexport const x = useDisclosure;\n', 'apps/web/src/app/pager.tsx'))
      .toEqual([]);
  });

  it('the server does not import the web app', async () => {
    expect(await rulesFired('import { api } from \'../../web/src/lib/api-client.ts\';\nexport const x = api;\n', 'apps/server/src/config.ts'))
      .toContain('import-x/no-restricted-paths');
  });

  it('the domain does no I/O and imports nothing from the apps', async () => {
    const file = 'packages/domain/src/roles.ts';
    expect(await rulesFired('import fs from \'node:fs\';\nexport const x = fs;\n', file)).toContain('no-restricted-imports');
    expect(await rulesFired('import fs from \'fs\';\nexport const x = fs;\n', file)).toContain('no-restricted-imports');
    expect(await rulesFired('import { useState } from \'react\';\nexport const x = useState;\n', file)).toContain('no-restricted-imports');
    expect(await rulesFired('export const x = () => fetch(\'/api\');\n', file)).toContain('no-restricted-globals');
    expect(await rulesFired('import { AppError } from \'../../../apps/server/src/lib/app-error.ts\';\nexport const x = AppError;\n', file))
      .toContain('import-x/no-restricted-paths');
    // What the domain is made of stays allowed.
    expect(await rulesFired('import { z } from \'zod\';\nimport { MSG } from \'./messages.ts\';\nexport const x = z.string({ error: MSG.invalidRequest });\n', file))
      .toEqual([]);
  });

  it('a feature reaches another only through its api/ and components/', async () => {
    const file = 'apps/web/src/features/suppliers/components/supplier-table.tsx';
    expect(await rulesFired('import { UserListPage } from \'../../users/pages/user-list-page.tsx\';\nexport const x = UserListPage;\n', file))
      .toContain('import-x/no-restricted-paths');
    expect(await rulesFired('import { confirmCareDelete } from \'../../care/shared/confirm-care-delete.tsx\';\nexport const x = confirmCareDelete;\n', file))
      .toContain('import-x/no-restricted-paths');
    // Allowed: another feature's components and api, the feature's own pages, care/shared inside the care area.
    expect(await rulesFired('import { SupplierQuotationsModal } from \'../../quotations/components/supplier-quotations-modal.tsx\';\nexport const x = SupplierQuotationsModal;\n', file))
      .toEqual([]);
    expect(await rulesFired('import { SupplierListPage } from \'../pages/supplier-list-page.tsx\';\nexport const x = SupplierListPage;\n', file))
      .toEqual([]);
    expect(await rulesFired('import { confirmCareDelete } from \'../../shared/confirm-care-delete.tsx\';\nexport const x = confirmCareDelete;\n', 'apps/web/src/features/care/contents/components/content-card.tsx'))
      .toEqual([]);
  });
});

describe('lint: promises', () => {
  it('a promise left unhandled is refused', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function run() {\n  save();\n}\n';
    expect(await rulesFired(code, 'apps/server/src/config.ts')).toContain('@typescript-eslint/no-floating-promises');
    expect(await rulesFired(code.replace('  save();', '  void save();'), 'apps/server/src/config.ts')).toEqual([]);
  });

  it('an async function where a void callback is expected is refused', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function run(on: (cb: () => void) => void) {\n  on(async () => save());\n}\n';
    expect(await rulesFired(code, 'apps/web/src/app/pager.tsx')).toContain('@typescript-eslint/no-misused-promises');
  });
});

describe('lint: import cycles', () => {
  const dir = path.join(root, 'scripts', '.planted-cycle');
  beforeAll(() => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.js'), 'import { b } from \'./b.js\';\nexport const a = () => b;\n');
    fs.writeFileSync(path.join(dir, 'b.js'), 'import { a } from \'./a.js\';\nexport const b = () => a;\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('two modules importing each other are refused', async () => {
    const [result] = await eslint.lintFiles([path.join(dir, 'a.js')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
