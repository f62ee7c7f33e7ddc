import type { ItemCategory, ItemDescription } from '@abasto/domain/item-description';
import { z } from 'zod';
import type { itemDescriptions } from '../../db/schema/item-descriptions.ts';

export const ItemDescriptionSchema = z.object({ _id: z.number(), id: z.number(), category: z.string(), name: z.string() });

export function toItem(row: typeof itemDescriptions.$inferSelect): ItemDescription {
  return { _id: row.id, id: row.id, category: row.category as ItemCategory, name: row.name };
}
