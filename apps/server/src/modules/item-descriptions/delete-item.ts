import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { itemDescriptions } from '../../db/schema/item-descriptions.ts';
import { AppError } from '../../lib/app-error.ts';

export async function deleteItem({ ctx, id }: { ctx: AppContext; id: number }): Promise<void> {
  const [row] = await ctx.db.delete(itemDescriptions).where(eq(itemDescriptions.id, id)).returning({ id: itemDescriptions.id });
  if (!row) throw AppError.notFound(MSG.careListNotFound);
}
