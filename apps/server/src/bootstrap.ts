import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type App, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo, shouldSeed } from './db/seed/demo.ts';
import { auditedDb, runWithAuditContext } from './lib/audit-context.ts';
import { loadTokenSecret } from './modules/auth/tokens.ts';
import type { MailWorker } from './modules/mail/mail-worker.ts';

export interface Abasto {
  app: App;
  database: Database;
  /** Demo accounts created at this start (empty when nothing was seeded). */
  seeded: string[];
  /** The mail delivery worker of this process: running when MAIL_WORKER and SMTP_URL or an SMS gateway are set. */
  mailWorker: MailWorker | null;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds demo data when due, and builds the app. */
export async function createAbasto(config: Config, opts: { pgliteDir?: string } = {}): Promise<Abasto> {
  const pgliteDir = opts.pgliteDir ?? path.join(config.dataDir, 'pg');
  // The embedded database on disk belongs to one process at a time.
  const unlock = !config.DATABASE_URL && !pgliteDir.startsWith('memory://') ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  try {
    await runMigrations(database);
    // The demo data's history names its source (docs/product.md#history).
    const seeded = (await shouldSeed(database, config))
      ? await runWithAuditContext({ actorId: null, requestId: randomUUID(), source: 'semilla' }, () =>
          seedDemo(auditedDb(database.db), { appUrl: config.appUrl }))
      : [];
    const tokenSecret = await loadTokenSecret(database.db, config.JWT_SECRET);
    // The mail module starts its delivery worker (modules/mail/mail-delivery.ts) and stops it on close.
    const app = await buildApp({ config, database, tokenSecret });
    return {
      app,
      database,
      seeded,
      mailWorker: app.mailWorker,
      async close() {
        await app.close();
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    unlock();
    throw err;
  }
}
