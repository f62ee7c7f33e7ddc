import { DASHBOARD_RECENT_SUPPLIERS, type Dashboard } from '@abasto/domain/supplier-list';
import { addDays, companyToday, EXPIRING_WITHIN_DAYS } from '@abasto/domain/supplier-qualification';
import { and, desc, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { supplierCounts, suppliers } from '../../db/schema/suppliers.ts';
import { countQuotations } from '../quotations/count-quotations.ts';
import { selectSuppliers, toProveedorOf } from './supplier-select.ts';

const bySegmento = new Intl.Collator('es').compare;

/** The dashboard's queries (the benchmark runs them directly too). */
export function dashboardQueries(db: Db) {
  return {
    counts: db
      .select({ kind: supplierCounts.kind, value: supplierCounts.value, n: supplierCounts.n })
      .from(supplierCounts)
      .where(and(inArray(supplierCounts.kind, ['total', 'segmento']), gt(supplierCounts.n, 0))),
    recent: selectSuppliers(db).orderBy(desc(suppliers.createdAt), desc(suppliers.id)).limit(DASHBOARD_RECENT_SUPPLIERS),
  };
}

/** Current documents (per supplier and type, the one that expires last) due within 30 days. */
export async function countExpiringDocuments(db: Db, today: string = companyToday()): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select max(coalesce(vence, 'infinity'::date)) as v from supplier_documents group by supplier_id, tipo
    ) current where v between ${today}::date and ${addDays(today, EXPIRING_WITHIN_DAYS)}::date`,
  );
  return row?.n ?? 0;
}

/**
 * GET /api/dashboard: the supplier count and the count per segmento (kept by the database in
 * supplier_counts), and the newest suppliers (by the createdAt index).
 */
export async function getDashboard({ ctx }: { ctx: AppContext }): Promise<Dashboard> {
  const q = dashboardQueries(ctx.db);
  const [counts, recent, quotations, documentosPorVencer] = await Promise.all([
    q.counts,
    q.recent,
    countQuotations(ctx.db),
    countExpiringDocuments(ctx.db),
  ]);
  return {
    suppliers: counts.find((c) => c.kind === 'total')?.n ?? 0,
    quotations,
    documentosPorVencer,
    segmentos: counts
      .filter((c) => c.kind === 'segmento')
      .map((c) => ({ segmento: c.value, total: c.n }))
      .sort((a, b) => b.total - a.total || bySegmento(a.segmento, b.segmento)),
    recent: recent.map(toProveedorOf),
  };
}
