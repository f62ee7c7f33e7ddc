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

  app.get(
    '/api/chat/mis-chats',
    { config: { access: 'care' }, schema: { tags, response: { 200: ChatListResponseSchema } } },
    async (request) => listMyChats({ db: app.ctx.db, userId: currentUser(request).id }),
  );

  app.put(
    '/api/chat/leer/:id',
    { config: { access: 'care' }, schema: { tags, params: IdParamsSchema, response: { 200: MarkChatReadResponseSchema } } },
    async (request) => markChatRead({ db: app.ctx.db, userId: currentUser(request).id, chatId: request.params.id }),
  );

  app.get(
    '/api/chat/contatos',
    { config: { access: 'care' }, schema: { tags, querystring: ContactsQuerySchema, response: { 200: ContactsResponseSchema } } },
    async (request) => listChatContacts({ db: app.ctx.db, user: currentUser(request), q: request.query.q }),
  );

  app.post(
    '/api/mensajes',
    { config: { access: 'care' }, schema: { tags, body: SendMessageSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      const result = await sendMessage({ ctx: app.ctx, sender: currentUser(request), ...request.body });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/mensajes',
    { config: { access: 'care' }, schema: { tags, querystring: MyMessagesQuerySchema, response: { 200: MyMessagesResponseSchema } } },
    async (request) => listMyMessages({ db: app.ctx.db, userId: currentUser(request).id, ...request.query }),
  );

  app.get(
    '/api/mensajes/chat/:id',
    {
      config: { access: 'care' },
      schema: { tags, params: IdParamsSchema, querystring: ChatMessagesQuerySchema, response: { 200: ChatMessagesResponseSchema } },
    },
    async (request) =>
      listChatMessages({ db: app.ctx.db, userId: currentUser(request).id, chatId: request.params.id, ...request.query }),
  );

  app.put(
    '/api/mensajes/leer/:id',
    { config: { access: 'care' }, schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => markMessageRead({ db: app.ctx.db, userId: currentUser(request).id, messageId: request.params.id }),
  );
};
