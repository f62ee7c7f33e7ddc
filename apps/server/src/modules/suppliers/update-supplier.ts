import { MSG } from '@abasto/domain/messages';
import { type Proveedor, SUPPLIER_EDIT_RULES } from '@abasto/domain/supplier';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { PROCUREMENT_VERSION_TEXTS, refuseUnsaved, sameVersion } from '../../lib/record-version.ts';
import { duplicateAsConflict, supplierColumns, validSupplierInput } from './save-supplier-input.ts';
import { findSupplier } from './supplier-select.ts';

/**
 * Saves an edit (PUT, the whole record without invitedBy). The e-mail is editable only when the
 * supplier is registered (docs/product.md#supplier-detail), so the stored one is kept whatever the body says.
 * With `version` (the body's or If-Match), the save happens only if nobody saved since
 * (docs/product.md#concurrent-edits): the check and the change are one statement.
 */
export async function updateSupplier({
  ctx,
  id,
  input,
  version,
}: {
  ctx: AppContext;
  id: number;
  input: unknown;
  version?: number;
}): Promise<Proveedor> {
  const [existing] = await ctx.db.select({ email: suppliers.email }).from(suppliers).where(eq(suppliers.id, id));
  if (!existing) throw AppError.notFound(MSG.supplierNotFound);
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const values = validSupplierInput({ ...body, email: existing.email }, SUPPLIER_EDIT_RULES);
  // In a transaction: it carries the request's author into the history (docs/product.md#history).
  const updated = await ctx.db.transaction((tx) => tx
    .update(suppliers)
    .set({ ...supplierColumns(values), email: existing.email, updatedAt: sql`now()` })
    .where(sameVersion(suppliers.id, id, suppliers.version, version))
    .returning({ id: suppliers.id }))
    .catch(duplicateAsConflict);
  if (updated.length === 0) await refuseUnsaved(ctx.db, suppliers, id, { ...PROCUREMENT_VERSION_TEXTS, notFound: MSG.supplierNotFound });
  const supplier = await findSupplier(ctx.db, eq(suppliers.id, id));
  if (!supplier) throw AppError.notFound(MSG.supplierNotFound);
  return supplier;
}
