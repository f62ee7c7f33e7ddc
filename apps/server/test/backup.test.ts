import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { users } from '../src/db/schema/core.ts';
import { backupEmbedded, restoreEmbedded } from '../src/db/embedded-backup.ts';
import { createUser } from './helpers/factories.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-backup-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database backup and restore', () => {
  it('round-trips the data, and refuses while a server holds the folder', async () => {
    const dataDir = tmp();
    const config = testConfig({ DATA_DIR: dataDir });
    const first = await createAbasto(config);
    const user = await createUser(first.database.db, { email: 'antes@backup.test' });
    await expect(backupEmbedded(dataDir, path.join(dataDir, 'x.tgz'))).rejects.toThrow(/in use/);
    await first.close();

    const file = path.join(tmp(), 'abasto.tar.gz');
    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(1000);

    // A change after the backup is undone by the restore.
    const second = await createAbasto(config);
    await createUser(second.database.db, { email: 'despues@backup.test' });
    await second.close();

    const aside = await restoreEmbedded(dataDir, file);
    expect(aside && fs.existsSync(aside)).toBe(true);

    const third = await createAbasto(config);
    try {
      const db = third.database.db;
      expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
      expect(await db.select().from(users).where(eq(users.email, 'despues@backup.test'))).toHaveLength(0);
    } finally {
      await third.close();
    }
    // Four openings of an on-disk database: slow on a busy machine.
  }, 180_000);
});
