import type { PGlite } from '@electric-sql/pglite';
import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * A statement drizzle has written out: its SQL text and parameters (a parameter may still be a
 * `sql.placeholder`, filled when it is sent).
 */
export interface Written {
  sql: string;
  params: unknown[];
}

/** Where a written statement is sent: the pool of a PostgreSQL server, or the embedded database. */
export interface PlainTarget {
  pool?: pg.Pool;
  pglite?: PGlite;
}

const dialect = new PgDialect();

/** The text and parameters of a statement, as drizzle's own `execute` would send them. */
export function writeOut(query: SQL): Written {
  return dialect.sqlToQuery(query);
}

// Timestamps, dates and intervals (and arrays of them, and numeric arrays) come back as the
// database's text, as drizzle's reads have them, so a column's own decoder reads them alike.
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    AS_TEXT.includes(id) ? asText : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};
const pgliteParsers = Object.fromEntries(AS_TEXT.map((id) => [id, asText]));

/**
 * Sends a written statement straight to the driver and returns its rows (objects, or arrays in
 * the order of its columns). `name` makes it a prepared statement on PostgreSQL: parsed and
 * planned once per connection, for statements of a fixed shape only.
 *
 * Drizzle composes the statement; only the sending skips its layers. On the supplier list those
 * layers (a prepared-query object per call, the row mapping by field path) cost about as much
 * server CPU as the driver's own work (docs/benchmarks.md, "Reading the load figures").
 */
export async function plainRows<T>(
  target: PlainTarget,
  statement: Written,
  opts: { name?: string; rowMode?: 'array'; values?: Record<string, unknown> } = {},
): Promise<T[]> {
  const values = opts.values;
  const params = values ? statement.params.map((p) => (p instanceof Placeholder ? values[p.name as string] : p)) : statement.params;
  if (target.pool) {
    const config = { name: opts.name, text: statement.sql, values: params, rowMode: opts.rowMode, types: pgTypes };
    const result = await (target.pool.query as (this: pg.Pool, config: object) => Promise<pg.QueryResult>).call(target.pool, config);
    return result.rows as T[];
  }
  if (!target.pglite) throw new Error('plainRows: no database to send to');
  const result = await target.pglite.query<T>(statement.sql, params, { rowMode: opts.rowMode ?? 'object', parsers: pgliteParsers });
  return result.rows;
}
