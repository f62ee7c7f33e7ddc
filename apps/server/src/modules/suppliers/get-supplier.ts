import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import type { Proveedor } from '@abasto/domain/supplier';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';
import { findSupplier } from './supplier-select.ts';

/**
 * One supplier. Staff who may view suppliers read any; a proveedor reads only the one its login
 * belongs to — refused before looking, so the answer tells nothing about other ids.
 */
export async function getSupplier({
  ctx,
  id,
  viewer,
}: {
  ctx: AppContext;
  id: number;
  viewer: UserRow;
}): Promise<Proveedor> {
  if (!can(viewer.role, 'suppliers.view') && viewer.supplierId !== id) {
    // Its own code: the guard let the proveedor through, the record refuses it.
    throw new AppError(403, 'NOT_OWN_SUPPLIER', MSG.supplierNotOwn);
  }
  const supplier = await findSupplier(ctx.db, eq(suppliers.id, id));
  if (!supplier) throw AppError.notFound(MSG.supplierNotFound);
  return can(viewer.role, 'suppliers.view') ? supplier : withoutRating(supplier);
}

/** The supplier never sees its rating (docs/product.md#qualification). */
function withoutRating(supplier: Proveedor): Proveedor {
  return { ...supplier, calificacion: null };
}

/** The supplier of the logged-in proveedor (/perfil-proveedor). */
export async function getOwnSupplier({ ctx, viewer }: { ctx: AppContext; viewer: UserRow }): Promise<Proveedor> {
  if (viewer.supplierId == null) throw AppError.notFound(MSG.supplierNoneLinked);
  const supplier = await findSupplier(ctx.db, eq(suppliers.id, viewer.supplierId));
  if (!supplier) throw AppError.notFound(MSG.supplierNoneLinked);
  return withoutRating(supplier);
}
