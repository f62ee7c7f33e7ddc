import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/**
 * Fixed-window counters kept in the database, so that a limit holds across several server
 * processes. `hit` adds one and returns the count in the current window; `peek` only reads it.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_counters (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_counters.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_counters.count + 1 end,
      window_start = case when rate_counters.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_counters.window_start end
    returning count`,
  );
  return Number(rows[0]?.count ?? 0);
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
