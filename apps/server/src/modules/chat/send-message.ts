import { canStartChat, isChatUser } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages, chats } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit } from '../../lib/rate-counter.ts';
import type { UserRow } from '../auth/session-user.ts';
import { type MessageResponse, toMessage } from './mappers.ts';
import { loadMemberChat } from './member-chat.ts';

export interface SendMessageInput {
  ctx: AppContext;
  sender: UserRow;
  to?: number;
  chatId?: number;
  texto: string;
}

async function activeUser(db: Db, id: number) {
  const [user] = await db.select({ id: users.id, role: users.role, active: users.active }).from(users).where(eq(users.id, id));
  return user?.active ? user : undefined;
}

/** The conversation to write into: the given one (members only) or the one with `to`, opened if new. */
async function resolveChat(db: Db, sender: UserRow, to: number | undefined, chatId: number | undefined) {
  if (chatId !== undefined) {
    const chat = await loadMemberChat(db, chatId, sender.id);
    const other = await activeUser(db, chat.otherId);
    if (!other || !isChatUser(other.role)) throw AppError.forbidden(MSG.chatRecipientNotAllowed);
    return chat;
  }
  if (to === undefined) throw AppError.badRequest(MSG.chatRecipientRequired);
  if (to === sender.id) throw AppError.badRequest(MSG.chatSelf);
  const other = await activeUser(db, to);
  if (!other) throw AppError.notFound(MSG.chatRecipientInvalid);
  if (!canStartChat(sender.role, other.role)) throw AppError.forbidden(MSG.chatRecipientNotAllowed);
  const [a, b] = sender.id < other.id ? [sender.id, other.id] : [other.id, sender.id];
  // An upsert that always returns the row: two first messages sent at once share one conversation.
  const [chat] = await db
    .insert(chats)
    .values({ memberAId: a, memberBId: b })
    .onConflictDoUpdate({ target: [chats.memberAId, chats.memberBId], set: { memberAId: sql`excluded.member_a_id` } })
    .returning({ id: chats.id });
  if (!chat) throw AppError.notFound(MSG.chatNotFound);
  return { id: chat.id, members: [a, b] as const, otherId: other.id };
}

/** Sends a message to a care user or into one of the caller's conversations. */
export async function sendMessage({ ctx, sender, to, chatId, texto }: SendMessageInput): Promise<{ data: MessageResponse }> {
  const { db, config } = ctx;
  if ((await hit(db, `chat-send:${sender.id}`, 60)) > config.CHAT_MESSAGES_PER_MINUTE) {
    throw AppError.tooManyRequests(MSG.chatTooManyMessages);
  }
  const chat = await resolveChat(db, sender, to, chatId);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({ chatId: chat.id, senderId: sender.id, texto }).returning();
    if (!row) throw AppError.badRequest(MSG.invalidRequest);
    await tx.update(chats).set({ lastMessageAt: row.createdAt }).where(eq(chats.id, chat.id));
    return row;
  });
  return { data: toMessage(message, chat.members, sender.id) };
}
