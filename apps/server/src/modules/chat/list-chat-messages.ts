import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ChatPerson, type MessageResponse, toChatPerson, toMessage } from './mappers.ts';
import { loadMemberChat } from './member-chat.ts';

export interface ListChatMessagesInput {
  db: Db;
  userId: number;
  chatId: number;
  size: number;
  before?: number;
}

/**
 * One page of a conversation, oldest first, for its members only. Pages go back in time by
 * message id (`before`), so new messages arriving while someone reads never shift a page.
 */
export async function listChatMessages({
  db,
  userId,
  chatId,
  size,
  before,
}: ListChatMessagesInput): Promise<{ data: MessageResponse[]; other: ChatPerson; hasMore: boolean }> {
  const chat = await loadMemberChat(db, chatId, userId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(size + 1);
  const hasMore = rows.length > size;
  const page = rows.slice(0, size).reverse();
  const [other] = await db
    .select({ id: users.id, name: users.name, lastName: users.lastName, role: users.role, picture: users.picture })
    .from(users)
    .where(eq(users.id, chat.otherId));
  if (!other) throw AppError.notFound();
  return { data: page.map((m) => toMessage(m, chat.members, userId)), other: toChatPerson(other), hasMore };
}
