import type { Proveedor, SupplierRules } from '@abasto/domain/supplier';
import type { AdmissionState } from '@abasto/domain/supplier-rating';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { duplicateAsConflict, supplierColumns, validSupplierInput } from './save-supplier-input.ts';
import type { SupplierRow } from './supplier-mapper.ts';
import { findSupplier } from './supplier-select.ts';

/** The transaction handle `db.transaction()` passes to its callback. */
export type SupplierTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CreateSupplierInput {
  ctx: AppContext;
  /** The request body as received; validated here against `rules`. */
  input: unknown;
  /** Which fields the calling screen requires and in which order it checks them. */
  rules: SupplierRules;
  /** The staff member who registers it; null for the public registration. */
  createdById: number | null;
  /**
   * Runs inside the same transaction once the row exists (the public registration creates the
   * login and queues the confirmation mail here, so nothing is left half done).
   */
  afterInsert?: (tx: SupplierTx, supplier: SupplierRow) => Promise<void>;
  /** Pendiente for the public registration (docs/product.md#supplier-admission); staff create Aceptado. */
  admision?: AdmissionState;
}

/** Creates a supplier; a duplicate pais + registro is refused with 409. */
export async function createSupplier({
  ctx,
  input,
  rules,
  createdById,
  afterInsert,
  admision = 'Aceptado',
}: CreateSupplierInput): Promise<Proveedor> {
  const values = validSupplierInput(input, rules);
  const id = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(suppliers)
        .values({ ...supplierColumns(values), invitedById: createdById, admision })
        .returning();
      if (!row) throw new Error('supplier not inserted');
      await afterInsert?.(tx, row);
      return row.id;
    })
    .catch(duplicateAsConflict);
  const created = await findSupplier(ctx.db, eq(suppliers.id, id));
  if (!created) throw new Error('created supplier not found');
  return created;
}
