import { HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryQuery } from '@abasto/domain/history';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import type { UserRow } from '../auth/session-user.ts';
import { AppError } from '../../lib/app-error.ts';

interface HistoryRow {
  id: string | number;
  at: string | Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  record_type: HistoryEntry['tipo'];
  record_id: number;
  action: HistoryEntry['accion'];
  source: string | null;
  changes: Record<string, [unknown, unknown]>;
}

/** A column of the database as the API and the forms name the field (`razon_social` → `razonSocial`). */
const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function toEntry(row: HistoryRow): HistoryEntry {
  const cambios: Record<string, [unknown, unknown]> = {};
  for (const [column, pair] of Object.entries(row.changes)) cambios[fieldName(column)] = pair;
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor:
      row.actor_id === null
        ? null
        : {
            id: row.actor_id,
            name: `${row.actor_name ?? ''} ${row.actor_last_name ?? ''}`.trim(),
            email: row.actor_email ?? '',
          },
    tipo: row.record_type,
    registroId: row.record_id,
    accion: row.action,
    origen: row.source,
    cambios,
  };
}

/** A date without time as an upper bound covers that whole day. */
const untilBound = (hasta: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(hasta) ? sql`(${hasta}::date + 1)::timestamptz` : sql`${hasta}::timestamptz`;

/** The page's statement and the count's, for one query (the benchmark sends them raw). */
export function historyQueries(query: HistoryQuery): { page: SQL; count: SQL } {
  const filters: SQL[] = [];
  if (query.tipo !== undefined) filters.push(sql`h.record_type = ${query.tipo}`);
  if (query.id !== undefined) filters.push(sql`h.record_id = ${query.id}`);
  if (query.actor !== undefined) filters.push(sql`h.actor_id = ${query.actor}`);
  if (query.desde !== undefined) filters.push(sql`h.at >= ${query.desde}::timestamptz`);
  if (query.hasta !== undefined) filters.push(sql`h.at < ${untilBound(query.hasta)}`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const page = query.page ?? 1;
  return {
    page: sql`select h.id, h.at, h.actor_id, u.name as actor_name, u.last_name as actor_last_name, u.email as actor_email,
                     h.record_type, h.record_id, h.action, h.source, h.changes
              from (select * from history h ${where} order by h.at desc, h.id desc
                    limit ${HISTORY_PAGE_SIZE} offset ${(page - 1) * HISTORY_PAGE_SIZE}) h
              left join users u on u.id = h.actor_id
              order by h.at desc, h.id desc`,
    count: sql`select count(*)::int as n from history h ${where}`,
  };
}

/**
 * `GET /api/historial` (docs/product.md#history): newest first, one page. Admin reads every
 * entry; gerente and analista the history of one supplier or quotation.
 */
export async function listHistory(ctx: AppContext, user: UserRow, query: HistoryQuery): Promise<{ data: HistoryEntry[]; total: number }> {
  const all = can(user.role, 'history.all');
  if (!all && (query.tipo === undefined || query.id === undefined)) {
    throw new AppError(403, 'HISTORY_ADMIN_ONLY', MSG.historyAllAdminOnly);
  }
  if (!all && query.tipo === 'usuario') throw new AppError(403, 'HISTORY_ADMIN_ONLY', MSG.historyUsersAdminOnly);
  const { page, count } = historyQueries(query);
  const [rows, totals] = await Promise.all([queryRows<HistoryRow>(ctx.db, page), queryRows<{ n: number }>(ctx.db, count)]);
  return { data: rows.map(toEntry), total: totals[0]?.n ?? 0 };
}
