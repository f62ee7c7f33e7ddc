import type { ItemCategory } from '@abasto/domain/item-description';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { itemDescriptions } from '../../db/schema/item-descriptions.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A value chosen from a care value list (docs/product.md#value-lists), as the list spells it;
 * a value the list does not hold is refused (400 on `field`), whatever letter case it is sent in.
 */
export async function valueOfList(db: Db | Tx, category: ItemCategory, value: string, field: string, message: string): Promise<string> {
  const [row] = await db
    .select({ name: itemDescriptions.name })
    .from(itemDescriptions)
    .where(and(eq(itemDescriptions.category, category), sql`lower(${itemDescriptions.name}) = lower(${value})`))
    .limit(1);
  if (!row) throw AppError.badRequest(message, [{ path: field, message }]);
  return row.name;
}
