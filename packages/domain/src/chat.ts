import { z } from 'zod';
import { MSG } from './messages.ts';
import { can } from './permissions.ts';
import { refNumberSchema } from './record-id.ts';
import type { Role } from './roles.ts';

/** Longest message, in characters: a chat line, not a document. */
export const MESSAGE_MAX_LENGTH = 2000;

/** How often the conversation view asks for news, in milliseconds. */
export const CHAT_POLL_MS = 4000;

/** Page size of a conversation (default and largest). */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_SIZE_MAX = 100;

/** Only care users (care roles and admin) take part in conversations. */
export function isChatUser(role: Role | null | undefined): boolean {
  return can(role, 'care');
}

/**
 * Who may open a new conversation with whom. Between care users only, and a patient opens one
 * only with a professional: patients never learn about, or write to, other patients. An existing
 * conversation can always be answered by both of its members.
 */
export function canStartChat(from: Role | null | undefined, to: Role | null | undefined): boolean {
  if (!isChatUser(from) || !isChatUser(to)) return false;
  return !(from === 'paciente' && to === 'paciente');
}

export const MessageTextSchema = z
  .string({ error: MSG.chatMessageRequired })
  .trim()
  .min(1, { error: MSG.chatMessageRequired })
  .max(MESSAGE_MAX_LENGTH, { error: MSG.chatMessageTooLong });

/** POST /api/mensajes: to a user (opens the conversation when needed) or into a conversation. */
export const SendMessageSchema = z
  .object({
    to: refNumberSchema(MSG.chatRecipientInvalid).optional(),
    chatId: refNumberSchema(MSG.chatNotFound).optional(),
    texto: MessageTextSchema,
  })
  .refine((b) => (b.to === undefined) !== (b.chatId === undefined), {
    error: MSG.chatRecipientRequired,
    path: ['to'],
  });
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** A conversation member as the chat calls show it (no e-mail, no telephone). */
export interface ChatPerson {
  _id: number;
  id: number;
  name: string;
  lastName: string;
  role: Role;
  picture: string | null;
}

export interface ChatMessage {
  _id: number;
  id: number;
  chatId: number;
  senderId: number;
  recipientId: number;
  texto: string;
  createdAt: string;
  readAt: string | null;
  mine: boolean;
}

/** One line of GET /api/chat/mis-chats. */
export interface ChatSummary {
  _id: number;
  id: number;
  other: ChatPerson;
  lastMessage: ChatMessage | null;
  unread: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/mensajes/chat/{id}: one page, oldest first. */
export interface ChatPage {
  data: ChatMessage[];
  other: ChatPerson;
  hasMore: boolean;
}
