import { SendMessageSchema } from '@abasto/domain/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listChatContacts } from './list-chat-contacts.ts';
import { listChatMessages } from './list-chat-messages.ts';
import { listMyChats } from './list-my-chats.ts';
import { listMyMessages } from './list-my-messages.ts';
import { markChatRead } from './mark-chat-read.ts';
import { markMessageRead } from './mark-message-read.ts';
import { sendMessage } from './send-message.ts';
import {
  ChatListResponseSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResponseSchema,
  ContactsQuerySchema,
  ContactsResponseSchema,
  IdParamsSchema,
  MarkChatReadResponseSchema,
  MessageResponseSchema,
  MyMessagesQuerySchema,
  MyMessagesResponseSchema,
} from './schemas.ts';

/**
 * Conversations between care users. Marking read changes state, so those calls are PUT.
 * Membership (who may see a conversation) is checked in every use case.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  const config = { access: 'care' } as const;

  app.get(
    '/api/chat/mis-chats',
    {
      config,
      schema: {
        tags,
        summary: 'The caller\'s conversations: other member, last message, unread count; latest first',
        response: { 200: ChatListResponseSchema },
      },
    },
    async (request) => listMyChats({ db: app.ctx.db, userId: currentUser(request).id }),
  );

  // The read-marking calls answer GET, as the API's description lists them, and PUT.
  for (const method of ['GET', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/chat/leer/:id',
      config,
      schema: {
        tags,
        summary: 'Mark every message the other member sent in a conversation as read (members only)',
        params: IdParamsSchema,
        response: { 200: MarkChatReadResponseSchema },
      },
      handler: async (request) => markChatRead({ db: app.ctx.db, userId: currentUser(request).id, chatId: request.params.id }),
    });
  }

  app.get(
    '/api/chat/contatos',
    {
      config,
      schema: {
        tags,
        summary: 'Care users the caller may open a conversation with (q searches names)',
        querystring: ContactsQuerySchema,
        response: { 200: ContactsResponseSchema },
      },
    },
    async (request) => listChatContacts({ db: app.ctx.db, user: currentUser(request), q: request.query.q }),
  );

  app.post(
    '/api/mensajes',
    {
      config,
      schema: {
        tags,
        summary: 'Send a message to a user (`to`, opens the conversation when new) or into a conversation (`chatId`)',
        body: SendMessageSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await sendMessage({ ctx: app.ctx, sender: currentUser(request), ...request.body });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/mensajes',
    {
      config,
      schema: {
        tags,
        summary: 'The caller\'s sent and received messages, newest first, paged (`unread=true`: unread ones sent to the caller)',
        querystring: MyMessagesQuerySchema,
        response: { 200: MyMessagesResponseSchema },
      },
    },
    async (request) => listMyMessages({ db: app.ctx.db, userId: currentUser(request).id, ...request.query }),
  );

  app.get(
    '/api/mensajes/chat/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One page of a conversation, oldest first; `before` (a message id) pages back in time (members only)',
        params: IdParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesResponseSchema },
      },
    },
    async (request) =>
      listChatMessages({ db: app.ctx.db, userId: currentUser(request).id, chatId: request.params.id, ...request.query }),
  );

  for (const method of ['GET', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/mensajes/leer/:id',
      config,
      schema: {
        tags,
        summary: 'Mark one message read (its recipient only; the first reading time is kept)',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
      handler: async (request) => markMessageRead({ db: app.ctx.db, userId: currentUser(request).id, messageId: request.params.id }),
    });
  }
};
