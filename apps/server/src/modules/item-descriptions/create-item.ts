import type { ItemCreateSchema, ItemDescription } from '@abasto/domain/item-description';
import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { itemDescriptions } from '../../db/schema/item-descriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertNameFree } from './duplicate-name.ts';
import { toItem } from './item-mapper.ts';

/** Adds a value at the end of its list. */
export async function createItem({ ctx, input }: { ctx: AppContext; input: z.output<typeof ItemCreateSchema> }): Promise<ItemDescription> {
  await assertNameFree(ctx.db, input.category, input.name);
  const [row] = await ctx.db
    .insert(itemDescriptions)
    .values({
      category: input.category,
      name: input.name,
      position: sql`(select coalesce(max(${itemDescriptions.position}) + 1, 0) from ${itemDescriptions} where ${eq(itemDescriptions.category, input.category)})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.conflict(MSG.careListDuplicate);
  return toItem(row);
}
