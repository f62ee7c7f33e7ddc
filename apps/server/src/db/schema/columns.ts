import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The record's version (docs/product.md#concurrent-edits): 1 when created; the trigger of
 * migration record_versions adds one with every UPDATE of the row, whatever the path, so the
 * application never writes it. A save with a version updates `WHERE id = … AND version = …`.
 */
export const version = () => integer('version').notNull().default(1);
