import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { loadMemberChat } from './member-chat.ts';

/** Marks every message the other member sent in the conversation as read by the caller. */
export async function markChatRead({ db, userId, chatId }: { db: Db; userId: number; chatId: number }) {
  const chat = await loadMemberChat(db, chatId, userId);
  const marked = await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.chatId, chat.id), ne(chatMessages.senderId, userId), isNull(chatMessages.readAt)))
    .returning({ id: chatMessages.id });
  // Messages that arrive between the update and this count stay unread, as they should.
  const [left] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), ne(chatMessages.senderId, userId), isNull(chatMessages.readAt)));
  return { chatId: chat.id, marked: marked.length, unread: Number(left?.n ?? 0) };
}
