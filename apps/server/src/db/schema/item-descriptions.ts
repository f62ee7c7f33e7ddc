import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** The care area's value lists (/api/itemDescripcion): one row per value of a category. */
export const itemDescriptions = pgTable(
  'item_descriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A value appears once per list, whatever its letter case.
  (t) => [uniqueIndex('item_descriptions_category_name_key').on(t.category, sql`lower(${t.name})`)],
);
