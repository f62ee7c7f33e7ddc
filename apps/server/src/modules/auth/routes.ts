import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { login } from './login.ts';
import { LoginBodySchema, LoginResponseSchema, SessionUserSchema } from './schemas.ts';
import { toSessionUser } from './session-user.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/pre-login-email',
    {
      config: { access: 'public' },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => login({ ctx: app.ctx, ...request.body, clientIp: request.ip }),
  );

  app.get(
    '/api/auth/verify',
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: z.object({ user: SessionUserSchema }) } },
    },
    async (request) => ({ user: await toSessionUser(app.ctx.db, currentUser(request)) }),
  );
};
