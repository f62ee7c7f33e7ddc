import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supplierQualificationEdits } from '../../db/schema/qualification.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';

/** Whose qualification a call touches: a supplier id given by staff, or the caller's own. */
export type Target = { kind: 'staff'; supplierId: number } | { kind: 'own' };

/** The supplier a call is about; an unknown one answers 404, a proveedor without one too. */
export async function targetSupplier(db: Db, target: Target, user: UserRow) {
  const id = target.kind === 'own' ? user.supplierId : target.supplierId;
  if (id == null) throw AppError.notFound(MSG.supplierNoneLinked);
  const [row] = await db
    .select({
      id: suppliers.id,
      version: suppliers.version,
      radioForm: suppliers.radioForm,
      calificacion: suppliers.calificacion,
      razonSocial: suppliers.razonSocial,
    })
    .from(suppliers)
    .where(eq(suppliers.id, id));
  if (!row) throw AppError.notFound(target.kind === 'own' ? MSG.supplierNoneLinked : MSG.supplierNotFound);
  return row;
}

/**
 * A change of a supplier's documents is a change of the supplier: its row is touched, so its
 * version goes up (docs/product.md#concurrent-edits) and an edit open on the old one is told.
 */
export async function touchSupplier(tx: Tx, supplierId: number) {
  await tx.update(suppliers).set({ updatedAt: sql`now()` }).where(eq(suppliers.id, supplierId));
}

/** Records who changed a supplier's questionnaire or documents, in the change's transaction. */
export async function recordEdit(tx: Tx, supplierId: number, userId: number, what: string, documentId: number | null = null) {
  await tx.insert(supplierQualificationEdits).values({ supplierId, userId, what, documentId });
}
