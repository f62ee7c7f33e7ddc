import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant: several servers starting together take turns, so migrations run once.
const MIGRATION_LOCK = 727_001;

/** Applies the committed SQL migrations (drizzle-kit generate) in order. */
export async function runMigrations(database: Database): Promise<void> {
  if (!database.connectUnlimited) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator wants the concrete driver type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // Not a pooled connection: a migration, or waiting for another server's, may take longer than
  // a request is allowed to.
  const client = await database.connectUnlimited();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
