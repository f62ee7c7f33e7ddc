import type { SupplierListQuery, SupplierPage } from '@abasto/domain/supplier-list';
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { selectSuppliers, toProveedorOf } from './supplier-select.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same folding the search text trigger applies, so both sides compare alike. */
export const folded = (value: unknown) => sql`lower(immutable_unaccent(${value}))`;

/**
 * The WHERE of the list: every word of the quick search must appear somewhere in the record
 * (trigram index on search_text), and each filter must match (indexes on rubro, segmento, pais,
 * and the folded estado and ciudad).
 */
export function supplierListWhere(query: Omit<SupplierListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${suppliers.searchText} like ${sql`'%' || ${folded(escapeLike(word))} || '%'`}`);
  }
  if (query.rubro) conditions.push(arrayContains(suppliers.rubro, [query.rubro]));
  if (query.segmento) conditions.push(eq(suppliers.segmento, query.segmento));
  if (query.pais) conditions.push(eq(suppliers.pais, query.pais));
  if (query.estado) conditions.push(sql`${folded(suppliers.estado)} = ${folded(query.estado)}`);
  if (query.ciudad) conditions.push(sql`${folded(suppliers.ciudad)} = ${folded(query.ciudad)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The page query and the count query of a list call; the benchmark runs them directly too. */
export function supplierListQueries(db: Db, query: SupplierListQuery) {
  const where = supplierListWhere(query);
  return {
    page: selectSuppliers(db)
      .where(where)
      .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: db.select({ total: count() }).from(suppliers).where(where),
  };
}

/** One page of suppliers, newest first, with the number of matches. */
export async function listSuppliers({
  ctx,
  query,
}: {
  ctx: AppContext;
  query: SupplierListQuery;
}): Promise<SupplierPage> {
  const queries = supplierListQueries(ctx.db, query);
  const [rows, [totals]] = await Promise.all([queries.page, queries.total]);
  return {
    data: rows.map(toProveedorOf),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
