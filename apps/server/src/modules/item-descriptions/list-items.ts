import type { ItemCategory, ItemDescription } from '@abasto/domain/item-description';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { itemDescriptions } from '../../db/schema/item-descriptions.ts';
import { toItem } from './item-mapper.ts';

/** One value list, in the order it was written. */
export async function listItems({ ctx, category }: { ctx: AppContext; category: ItemCategory }): Promise<ItemDescription[]> {
  const rows = await ctx.db
    .select()
    .from(itemDescriptions)
    .where(eq(itemDescriptions.category, category))
    .orderBy(asc(itemDescriptions.position), asc(itemDescriptions.id));
  return rows.map(toItem);
}
