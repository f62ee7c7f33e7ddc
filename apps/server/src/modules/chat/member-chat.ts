import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema/chat.ts';
import { AppError } from '../../lib/app-error.ts';

export interface MemberChat {
  id: number;
  members: readonly [number, number];
  otherId: number;
}

/**
 * The conversation `chatId` if the caller is one of its two members. Everyone else is refused,
 * so a patient can never read (or mark, or write into) another patient's conversation.
 */
export async function loadMemberChat(db: Db, chatId: number, callerId: number): Promise<MemberChat> {
  const [chat] = await db
    .select({ id: chats.id, a: chats.memberAId, b: chats.memberBId })
    .from(chats)
    .where(eq(chats.id, chatId));
  if (!chat) throw AppError.notFound(MSG.chatNotFound);
  if (chat.a !== callerId && chat.b !== callerId) throw AppError.forbidden(MSG.chatNotMember);
  return { id: chat.id, members: [chat.a, chat.b], otherId: chat.a === callerId ? chat.b : chat.a };
}
