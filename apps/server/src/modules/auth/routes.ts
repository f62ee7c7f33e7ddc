import { PasswordSchema } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentSessionId, currentUser } from '../../plugins/auth.ts';
import { completeRegistration, completeRegistrationWithIdToken } from './complete-registration.ts';
import { exchangeOidcCode } from './exchange-oidc-code.ts';
import { login } from './login.ts';
import { loginWithIdToken } from './login-with-id-token.ts';
import { startPhoneLogin } from './phone-login.ts';
import { recoverPassword } from './recover-password.ts';
import {
  CompleteRegistrationBodySchema,
  IdTokenBodySchema,
  InvitationDataSchema,
  KeyParamsSchema,
  LoginBodySchema,
  LoginCodeBodySchema,
  LoginOrChallengeSchema,
  LoginResponseSchema,
  OidcCodeBodySchema,
  PhoneLoginBodySchema,
  PhoneLoginChallengeSchema,
  RecoverBodySchema,
  SessionUserSchema,
} from './schemas.ts';
import { toSessionUser } from './session-user.ts';
import { endOtherSessions, endSession } from './sessions.ts';
import { validationKey } from './validation-key.ts';
import { verifyLoginCode } from './verify-login-code.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/pre-login-email',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign in with e-mail and password (answers a challenge when a code is due)', body: LoginBodySchema, response: { 200: LoginOrChallengeSchema } },
    },
    async (request) => login({ ctx: app.ctx, ...request.body, clientIp: request.ip }),
  );

  // The plain credentials call for API clients: pre-login-email's answers, limits and second step.
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign in with e-mail and password, for API clients (answers a challenge when a code is due)', body: LoginBodySchema, response: { 200: LoginOrChallengeSchema } },
    },
    async (request) => login({ ctx: app.ctx, ...request.body, clientIp: request.ip }),
  );

  // docs/product.md#login: "Ingresar con Google", or the provider OIDC_ISSUER names.
  app.post(
    '/api/auth/login-gmail',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with an ID token of the configured OpenID Connect provider (answers a challenge when a code is due)',
        body: IdTokenBodySchema,
        response: { 200: LoginOrChallengeSchema },
      },
    },
    async (request) => loginWithIdToken({ ctx: app.ctx, tokenId: request.body.tokenId, clientIp: request.ip }),
  );

  // A provider with a client secret: the server exchanges the browser's code (docs/product.md#login).
  app.post(
    '/api/auth/oidc-code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Exchange an authorization code (with its PKCE verifier) for an ID token, when the provider needs the client secret',
        body: OidcCodeBodySchema,
        response: { 200: z.object({ tokenId: z.string() }) },
      },
    },
    async (request) => exchangeOidcCode({ ctx: app.ctx, ...request.body, clientIp: request.ip }),
  );

  // docs/product.md#sign-in-by-telephone: "Con mi celular"; the code comes back to pre-login-email-sms.
  app.post(
    '/api/auth/pre-login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in by telephone: send a 6-digit code by SMS (answers a challenge id whether or not the number is known)',
        body: PhoneLoginBodySchema,
        response: { 200: PhoneLoginChallengeSchema },
      },
    },
    async (request) => startPhoneLogin({ ctx: app.ctx, telephone: request.body.telephone, clientIp: request.ip }),
  );

  app.post(
    '/api/auth/pre-login-email-sms',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign in with a code: the second step\'s (sent by e-mail) or the one pre-login sent by SMS', body: LoginCodeBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => verifyLoginCode({ ctx: app.ctx, ...request.body, clientIp: request.ip }),
  );

  app.get(
    '/api/auth/verify',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Check the session token and answer its user', response: { 200: z.object({ user: SessionUserSchema }) } },
      // The schema documents the answer; toSessionUser builds it field by field, so writing it is
      // JSON.stringify: checking it on every call was a large share of the call (docs/benchmarks.md, Load).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({ user: await toSessionUser(app.ctx.db, currentUser(request)) }),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Log out: end this session on the server', response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await endSession(app.ctx, currentSessionId(request));
      return { ok: true as const };
    },
  );

  // "Cerrar las demás sesiones": the caller's other sessions end, this one stays.
  app.post(
    '/api/auth/sessions/others/end',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'End every other session of the caller ("Cerrar las demás sesiones")', response: { 200: z.object({ ended: z.number() }) } },
    },
    async (request) => ({
      ended: await endOtherSessions(app.ctx, currentUser(request).id, currentSessionId(request)),
    }),
  );

  app.post(
    '/api/auth/recover-pass',
    {
      config: { access: 'public' },
      schema: { summary: 'Send a password recovery link', body: RecoverBodySchema, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => recoverPassword({ ctx: app.ctx, email: request.body.email, clientIp: request.ip }),
  );

  app.get(
    '/api/auth/user-validation-key/:key',
    {
      config: { access: 'public' },
      schema: { summary: 'What an invitation or recovery link is for', params: KeyParamsSchema, response: { 200: InvitationDataSchema } },
    },
    async (request) => validationKey({ ctx: app.ctx, key: request.params.key }),
  );

  app.put(
    '/api/auth/complete-registration/:key',
    {
      config: { access: 'public' },
      schema: { summary: 'Set the password (or prove the e-mail with an ID token: {tokenId}) from an invitation or recovery link, and sign in', params: KeyParamsSchema, body: CompleteRegistrationBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      const { password, tokenId } = request.body;
      if (password === undefined && tokenId !== undefined) {
        if (!app.ctx.config.OIDC_CLIENT_ID) throw AppError.badRequest(MSG.gmailActivationUnavailable);
        return completeRegistrationWithIdToken({ ctx: app.ctx, key: request.params.key, tokenId });
      }
      const checked = PasswordSchema.safeParse(password ?? '');
      if (!checked.success) throw AppError.badRequest(checked.error.issues[0]?.message ?? MSG.passwordTooShort);
      return completeRegistration({ ctx: app.ctx, key: request.params.key, password: checked.data });
    },
  );
};
