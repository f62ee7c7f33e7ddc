import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { lockDataDir } from './data-dir-lock.ts';

const extensions = { pg_trgm, unaccent };

/** Writes the embedded database in `dataDir/pg` to a gzipped tar file. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const pgDir = path.join(dataDir, 'pg');
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${pgDir}.`);
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(pgDir, { extensions });
    try {
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, bytes);
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/** Replaces the embedded database in `dataDir/pg` with a backup; the old folder is kept aside. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string | null> {
  const pgDir = path.join(dataDir, 'pg');
  const unlock = lockDataDir(dataDir);
  try {
    const incoming = `${pgDir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    const blob = new Blob([fs.readFileSync(file)]);
    const db = await PGlite.create(incoming, { extensions, loadDataDir: blob });
    // Prove the copy is usable before it replaces anything.
    await db.query('select 1');
    await db.close();
    let keptAside: string | null = null;
    if (fs.existsSync(pgDir)) {
      keptAside = `${pgDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(pgDir, keptAside);
    }
    fs.renameSync(incoming, pgDir);
    return keptAside;
  } finally {
    unlock();
  }
}
