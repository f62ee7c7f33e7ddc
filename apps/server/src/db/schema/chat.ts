import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';

/**
 * A conversation between two care users. The members are stored lower id first, so a pair has
 * exactly one conversation and "find or open" is a single upsert.
 */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberAId: integer('member_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberBId: integer('member_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Orders the conversation list without reading the messages. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_members_key').on(t.memberAId, t.memberBId),
    index('chats_member_b_idx').on(t.memberBId),
    check('chats_members_ordered', sql`${t.memberAId} < ${t.memberBId}`),
  ],
);

/** One message of a conversation. The text is stored as typed and only ever shown as text. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
    /** When the other member read it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_sender_idx').on(t.senderId, t.id),
    index('chat_messages_unread_idx').on(t.chatId, t.senderId).where(sql`${t.readAt} is null`),
  ],
);
