import { DASHBOARD_RECENT_SUPPLIERS, type Dashboard } from '@abasto/domain/supplier-list';
import { count, desc, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { selectSuppliers, toProveedorOf } from './supplier-select.ts';

/** The dashboard's queries; the benchmark runs them directly too. */
export function dashboardQueries(db: Db) {
  return {
    total: db.select({ total: count() }).from(suppliers),
    perSegmento: db
      .select({ segmento: suppliers.segmento, total: count() })
      .from(suppliers)
      .groupBy(suppliers.segmento)
      .orderBy(sql`2 desc`, suppliers.segmento),
    recent: selectSuppliers(db)
      .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
      .limit(DASHBOARD_RECENT_SUPPLIERS),
  };
}

/** GET /api/dashboard: counts, suppliers per segmento and the newest suppliers, all computed by the database. */
export async function getDashboard({ ctx }: { ctx: AppContext }): Promise<Dashboard> {
  const q = dashboardQueries(ctx.db);
  const [[totals], perSegmento, recent] = await Promise.all([q.total, q.perSegmento, q.recent]);
  return {
    suppliers: Number(totals?.total ?? 0),
    quotations: 0, // wired by the quotations module
    segmentos: perSegmento.map((s) => ({ segmento: s.segmento, total: Number(s.total) })),
    recent: recent.map(toProveedorOf),
  };
}
