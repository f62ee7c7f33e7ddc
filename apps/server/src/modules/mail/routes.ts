import { MSG } from '@abasto/domain/messages';
import { MAIL_STATUSES } from '@abasto/domain/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMessage } from './get-message.ts';
import { listMessages } from './list-messages.ts';
import { retryMessage } from './retry-message.ts';
import { idParamsSchema } from '@abasto/domain/record-id';

const MailSummarySchema = z.object({
  _id: z.number(),
  id: z.number(),
  /** 'email', or 'sms' (then `to` is a telephone, digits with country prefix, and the subject is empty). */
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  refKind: z.string().nullable(),
  refId: z.string().nullable(),
  /** Carries an activation or recovery link or a login code (see mail-secrets.ts). */
  secret: z.boolean(),
});

const MailDetailSchema = MailSummarySchema.extend({
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  /** The body is hidden: a secret that only its recipient may read. */
  redacted: z.boolean(),
  smtpResponse: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
});

const IdParams = idParamsSchema(MSG.mailIdInvalid);

/** The outbox as the admin-only Correos page reads it. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail/messages',
    {
      config: { access: 'mail.outbox' },
      schema: {
        summary: 'The outbox: messages, newest first, by status and text',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          status: z.enum(MAIL_STATUSES).optional(),
          q: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({
            data: z.array(MailSummarySchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            smtpConfigured: z.boolean(),
            smsConfigured: z.boolean(),
          }),
        },
      },
    },
    async (request) => listMessages({ ctx: app.ctx, ...request.query }),
  );

  app.get(
    '/api/mail/messages/:id',
    { config: { access: 'mail.outbox' }, schema: { summary: 'One outbox message, with its body and attachments', params: IdParams, response: { 200: MailDetailSchema } } },
    async (request) => getMessage({ ctx: app.ctx, id: request.params.id }),
  );

  app.post(
    '/api/mail/messages/:id/retry',
    { config: { access: 'mail.outbox' }, schema: { summary: 'Put a failed message back in line', params: IdParams, response: { 200: MailDetailSchema } } },
    async (request) => retryMessage({ ctx: app.ctx, id: request.params.id }),
  );
};
