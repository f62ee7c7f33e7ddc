import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.ts';
import { users } from './core.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The content library. The thumbnail's bytes live in the row; lists select the other columns
 * only, and GET /api/contenido/image/{id} serves the bytes with their sniffed type.
 */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    content: text('content'),
    thumbnail: bytea('thumbnail'),
    thumbnailType: text('thumbnail_type'),
    /** Changes whenever the image does: part of the image address, so browsers never show a stale one. */
    thumbnailVersion: timestamp('thumbnail_version', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('contents_updated_at_idx').on(t.updatedAt)],
);
