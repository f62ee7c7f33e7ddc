import { ADMISSION_ACCEPTED, REJECTED_RATING } from '@abasto/domain/supplier-rating';
import { SUPPLIER_MATCH_MAX, type SupplierMatch, type SupplierListQuery } from '@abasto/domain/supplier-list';
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { supplierAddress, supplierDisplayName } from '../quotations/quotation-mail.ts';
import { supplierSearchWhere, withExpiredMandatoryDocument } from './list-suppliers.ts';

/**
 * "Seleccionar los N que cumplen el filtro" (docs/product.md#quotation-compose): every supplier the
 * list's search and filters match, newest first, as quotation recipients (the name and address
 * the request goes to), at most SUPPLIER_MATCH_MAX. Rechazado suppliers, and those whose
 * admission is not accepted, receive no request (docs/product.md#qualification,
 * docs/product.md#supplier-admission): they are left out and counted. The counts look at no more
 * than SUPPLIER_COUNT_CAP + 1 matches, as the list's count does (docs/product.md#quotation-compose):
 * past it they are lower bounds (`contadoHasta`), and a broad filter at a million suppliers reads
 * ten thousand matches, not all of them.
 */
export async function matchSuppliers({
  ctx,
  query,
}: {
  ctx: AppContext;
  query: Omit<SupplierListQuery, 'page' | 'pageSize'>;
}): Promise<SupplierMatch> {
  const { db } = ctx;
  const cap = ctx.config.SUPPLIER_COUNT_CAP;
  const where = await supplierSearchWhere(db, query);
  const pickable = and(
    eq(suppliers.admision, ADMISSION_ACCEPTED),
    or(isNull(suppliers.calificacion), ne(suppliers.calificacion, REJECTED_RATING)),
  );
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        razonSocial: suppliers.razonSocial,
        nombreFantasia: suppliers.nombreFantasia,
        email: suppliers.email,
        emailEjecutivo: suppliers.emailEjecutivo,
        calificacion: suppliers.calificacion,
      })
      .from(suppliers)
      .where(and(where, pickable))
      .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
      // One more than is taken says that there were more.
      .limit(SUPPLIER_MATCH_MAX + 1),
    // Both counts in one pass over at most cap + 1 matches.
    queryRows<{ matches: number; pickable: number; rejected: number }>(
      db,
      sql`select count(*)::int as matches, (count(*) filter (where pickable))::int as pickable,
          (count(*) filter (where not pickable))::int as rejected
        from (select ${pickable} as pickable from ${suppliers} where ${where ?? sql`true`} limit ${cap + 1}) counted`,
    ),
  ]);
  const chosen = rows.slice(0, SUPPLIER_MATCH_MAX);
  const capped = Number(counts?.matches ?? 0) > cap;
  const expired = await withExpiredMandatoryDocument(db, chosen.map((r) => r.id));
  return {
    data: chosen.map((r) => ({
      _id: r.id,
      name: supplierDisplayName(r),
      email: supplierAddress(r) ?? '',
      calificacion: r.calificacion,
      documentosVencidos: expired.has(r.id),
    })),
    // Counted past the cap, the pickable ones are at least those taken, and one more if there were more.
    total: Math.max(Number(counts?.pickable ?? 0), rows.length),
    rechazados: Number(counts?.rejected ?? 0),
    limite: SUPPLIER_MATCH_MAX,
    ...(capped ? { contadoHasta: cap } : {}),
  };
}
