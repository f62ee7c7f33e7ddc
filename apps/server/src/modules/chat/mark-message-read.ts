import { MSG } from '@abasto/domain/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { AppError } from '../../lib/app-error.ts';
import { type MessageResponse, toMessage } from './mappers.ts';
import { loadMemberChat } from './member-chat.ts';

/** Marks one message read. Only its recipient may; the first reading time is kept. */
export async function markMessageRead({
  db,
  userId,
  messageId,
}: {
  db: Db;
  userId: number;
  messageId: number;
}): Promise<{ data: MessageResponse }> {
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!message) throw AppError.notFound(MSG.chatMessageNotFound);
  const chat = await loadMemberChat(db, message.chatId, userId);
  if (message.senderId === userId) throw AppError.forbidden(MSG.chatOnlyRecipientReads);
  const [updated] = await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.id, message.id), isNull(chatMessages.readAt)))
    .returning();
  return { data: toMessage(updated ?? message, chat.members, userId) };
}
