import { CHAT_PAGE_SIZE, CHAT_PAGE_SIZE_MAX } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { ROLES } from '@abasto/domain/roles';
import { z } from 'zod';
import { idParamsSchema, MAX_ROW_ID } from '@abasto/domain/record-id';

export const IdParamsSchema = idParamsSchema(MSG.notFound);

export const ChatPersonSchema = z.object({
  _id: z.number(),
  id: z.number(),
  name: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  picture: z.string().nullable(),
});

export const MessageSchema = z.object({
  _id: z.number(),
  id: z.number(),
  chatId: z.number(),
  senderId: z.number(),
  recipientId: z.number(),
  texto: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** True when the caller wrote it. */
  mine: z.boolean(),
});

export const ChatSummarySchema = z.object({
  _id: z.number(),
  id: z.number(),
  other: ChatPersonSchema,
  lastMessage: MessageSchema.nullable(),
  unread: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ChatListResponseSchema = z.object({ data: z.array(ChatSummarySchema) });

export const MarkChatReadResponseSchema = z.object({ chatId: z.number(), marked: z.number(), unread: z.number() });

export const MessageResponseSchema = z.object({ data: MessageSchema });

export const ChatMessagesQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE),
  /** Older than this message id (the next page back); absent for the newest page. */
  before: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});

export const ChatMessagesResponseSchema = z.object({
  data: z.array(MessageSchema),
  other: ChatPersonSchema,
  /** Older messages exist before the first one returned. */
  hasMore: z.boolean(),
});

export const MyMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(20),
  /** Only messages sent to the caller that are still unread. */
  unread: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

export const MyMessagesResponseSchema = z.object({
  data: z.array(MessageSchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});

export const ContactsQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const ContactsResponseSchema = z.object({ data: z.array(ChatPersonSchema) });
