import { MSG } from '@abasto/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';

/** Erases a supplier and its login (docs/product.md#decisions). */
export async function deleteSupplier({ ctx, id }: { ctx: AppContext; id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(suppliers).where(eq(suppliers.id, id)).returning({ id: suppliers.id });
    if (deleted.length === 0) throw AppError.notFound(MSG.supplierNotFound);
    await tx.delete(users).where(and(eq(users.supplierId, id), eq(users.role, 'proveedor')));
  });
}
