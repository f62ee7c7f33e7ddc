import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

// The relational query API is not used, so no schema object is handed to drizzle: each module
// imports the tables it needs from db/schema/.
export type Db = PgDatabase<PgQueryResultHKT>;
/** The transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool of a PostgreSQL server (absent on the embedded database). */
  pool?: pg.Pool;
  /** The embedded database (absent on a PostgreSQL server). */
  pglite?: PGlite;
  /** A connection of its own, without the request time limits (migrations). */
  connectUnlimited?: () => Promise<pg.Client>;
  /** True when this process created the embedded database files just now. */
  fresh: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /**
   * Longest a statement may run on a PostgreSQL server before the server cancels it, and how long
   * the process waits for any answer (a server that stalls without closing the connection).
   * Either ends the request with 503 instead of holding it. 0 = no limit.
   */
  statementTimeoutMs?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const limit = opts.statementTimeoutMs ?? 0;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // An unreachable server that does not refuse (a dropped route, a silent firewall) must
      // fail the request with 503 after a while, not hold it forever.
      connectionTimeoutMillis: 10_000,
      ...(limit > 0 ? { statement_timeout: limit, query_timeout: limit + 5_000 } : {}),
    });
    // A dropped idle connection must not crash the process: the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool) as unknown as Db;
    const connectUnlimited = async () => {
      const client = new pg.Client({ connectionString: opts.databaseUrl, connectionTimeoutMillis: 10_000 });
      client.on('error', () => {});
      await client.connect();
      return client;
    };
    return { db, kind: 'postgres', pool, connectUnlimited, fresh: false, close: () => pool.end() };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  let fresh = true;
  if (!dir.startsWith('memory://')) {
    fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { btree_gin, pg_trgm, unaccent } });
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, fresh, close: () => client.close() };
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
