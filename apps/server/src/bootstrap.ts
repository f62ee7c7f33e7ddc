import path from 'node:path';
import { type App, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo, shouldSeed } from './db/seed/demo.ts';
import { loadTokenSecret } from './modules/auth/tokens.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { backoffDelayMs, MailWorker } from './modules/mail/mail-worker.ts';
import { ExpiryReminderJob } from './modules/qualification/expiry-reminders.ts';

export interface Abasto {
  app: App;
  database: Database;
  /** Demo accounts created at this start (empty when nothing was seeded). */
  seeded: string[];
  /** The mail delivery worker of this process: running when MAIL_WORKER and SMTP_URL are set. */
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
    const seeded = (await shouldSeed(database, config)) ? await seedDemo(database.db) : [];
    const tokenSecret = await loadTokenSecret(database.db, config.JWT_SECRET);
    const app = await buildApp({ config, database, tokenSecret });
    // Without SMTP_URL there is nowhere to deliver: messages wait in the outbox (Correos page).
    const transport = config.MAIL_WORKER && config.SMTP_URL ? createMailTransport(config.SMTP_URL) : null;
    const mailWorker = transport
      ? new MailWorker({
          db: database.db,
          transport,
          from: config.MAIL_FROM,
          leaseMs: config.MAIL_LEASE_SECONDS * 1000,
          retryDelayMs: backoffDelayMs(config.MAIL_RETRY_BASE_SECONDS * 1000, config.MAIL_RETRY_MAX_SECONDS * 1000),
          log: app.log,
        })
      : null;
    mailWorker?.start();
    // Supplier documents' expiry reminders: every server may run it, each e-mail goes once.
    const reminders = config.DOCUMENT_REMINDERS ? new ExpiryReminderJob({ db: database.db, appUrl: config.appUrl, log: app.log }) : null;
    reminders?.start();
    return {
      app,
      database,
      seeded,
      mailWorker,
      async close() {
        await reminders?.stop();
        await mailWorker?.stop();
        transport?.close();
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
