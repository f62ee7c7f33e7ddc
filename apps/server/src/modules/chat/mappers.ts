import type { Role } from '@abasto/domain/roles';
import type { z } from 'zod';
import type { ChatPersonSchema, ChatSummarySchema, MessageSchema } from './schemas.ts';

export type ChatPerson = z.infer<typeof ChatPersonSchema>;
export type MessageResponse = z.infer<typeof MessageSchema>;
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** Both drivers give timestamps as Date, but raw rows may carry strings: normalise to ISO. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : iso(value);
}

export interface PersonRow {
  id: number;
  name: string;
  lastName: string;
  role: string;
  picture: string | null;
}

/** What a conversation shows of a person: no e-mail, no telephone. */
export function toChatPerson(row: PersonRow): ChatPerson {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    role: row.role as Role,
    picture: row.picture,
  };
}

export interface MessageRow {
  id: number;
  chatId: number;
  senderId: number;
  texto: string;
  createdAt: Date | string;
  readAt: Date | string | null;
}

/** A message as the caller sees it; `members` are the conversation's two user ids. */
export function toMessage(row: MessageRow, members: readonly [number, number], callerId: number): MessageResponse {
  const recipientId = row.senderId === members[0] ? members[1] : members[0];
  return {
    _id: row.id,
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    recipientId,
    texto: row.texto,
    createdAt: iso(row.createdAt),
    readAt: isoOrNull(row.readAt),
    mine: row.senderId === callerId,
  };
}
