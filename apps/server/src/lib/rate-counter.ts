import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/**
 * Fixed-window counters kept in the database, so that a limit holds across several server
 * processes. `hit` adds one and returns the count in the current window; `peek` only reads it.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await reserve(db, key, windowSeconds)).count;
}

export async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    select count from rate_counters
    where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number(rows[0]?.count ?? 0);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/** A reservation in a window: the count including this one, and seconds until the window ends. */
export interface Reservation {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Like `hit`, in the same single statement (atomic on any number of servers: the row is locked
 * by the upsert), and also tells when the window ends, for Retry-After. A caller reserves its
 * attempt before doing the work the limit protects, so parallel attempts cannot all pass a
 * check made before any of them is counted.
 */
export async function reserve(db: Db, key: string, windowSeconds: number): Promise<Reservation> {
  const rows = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_counters (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_counters.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_counters.count + 1 end,
      window_start = case when rate_counters.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_counters.window_start end
    returning count,
      extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))::float8 as retry_after`,
  );
  return { count: Number(rows[0]?.count ?? 0), retryAfterSeconds: Math.max(1, Number(rows[0]?.retry_after ?? windowSeconds)) };
}

/** Gives back one reserved attempt (a login that succeeded was not a failure). */
export async function release(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_counters set count = greatest(count - 1, 0) where key = ${key}`);
}
