import type { ItemDescription } from '@abasto/domain/item-description';
import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { itemDescriptions } from '../../db/schema/item-descriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { assertNameFree } from './duplicate-name.ts';
import { toItem } from './item-mapper.ts';

/** Renames a value. Records that copied the old text keep it: the lists feed selects, not references. */
export async function updateItem({ ctx, id, name }: { ctx: AppContext; id: number; name: string }): Promise<ItemDescription> {
  const [current] = await ctx.db.select().from(itemDescriptions).where(eq(itemDescriptions.id, id));
  if (!current) throw AppError.notFound(MSG.careListNotFound);
  await assertNameFree(ctx.db, current.category, name, id);
  try {
    const [row] = await ctx.db
      .update(itemDescriptions)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(itemDescriptions.id, id))
      .returning();
    if (!row) throw AppError.notFound(MSG.careListNotFound);
    return toItem(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(MSG.careListDuplicate);
    throw err;
  }
}
