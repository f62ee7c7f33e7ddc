import { ADMISSION_ACCEPTED, REJECTED_RATING } from '@abasto/domain/supplier-rating';
import { SUPPLIER_MATCH_MAX, type SupplierMatch, type SupplierListQuery } from '@abasto/domain/supplier-list';
import { and, desc, eq, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { supplierAddress, supplierDisplayName } from '../quotations/quotation-mail.ts';
import { supplierListWhere, withExpiredMandatoryDocument } from './list-suppliers.ts';

/**
 * "Seleccionar los N que cumplen el filtro" (docs/product.md#quotation-compose): every supplier the
 * list's search and filters match, newest first, as quotation recipients (the name and address
 * the request goes to), at most SUPPLIER_MATCH_MAX. Rechazado suppliers, and those whose
 * admission is not accepted, receive no request (docs/product.md#qualification,
 * docs/product.md#supplier-admission): they are left out and counted.
 */
export async function matchSuppliers({
  ctx,
  query,
}: {
  ctx: AppContext;
  query: Omit<SupplierListQuery, 'page' | 'pageSize'>;
}): Promise<SupplierMatch> {
  const { db } = ctx;
  const where = supplierListWhere(query);
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
      .limit(SUPPLIER_MATCH_MAX),
    // Both counts in one pass over the matches: a broad filter at a million suppliers reads its
    // matches once, not twice.
    db
      .select({
        pickable: sql<number>`count(*) filter (where ${pickable})`.mapWith(Number),
        rejected: sql<number>`count(*) filter (where ${not(pickable!)})`.mapWith(Number),
      })
      .from(suppliers)
      .where(where),
  ]);
  const expired = await withExpiredMandatoryDocument(db, rows.map((r) => r.id));
  return {
    data: rows.map((r) => ({
      _id: r.id,
      name: supplierDisplayName(r),
      email: supplierAddress(r) ?? '',
      calificacion: r.calificacion,
      documentosVencidos: expired.has(r.id),
    })),
    total: Number(counts?.pickable ?? 0),
    rechazados: Number(counts?.rejected ?? 0),
    limite: SUPPLIER_MATCH_MAX,
  };
}
