import { ROLES } from '@abasto/domain/roles';
import { z } from 'zod';

export const SessionUserSchema = z.object({
  _id: z.number(),
  id: z.number(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  picture: z.string().nullable(),
  especialidadPrincipal: z.string().nullable(),
  supplierId: z.number().nullable(),
  nombreFantasia: z.string().nullable(),
});

export const LoginBodySchema = z.object({
  email: z.string().trim().max(320),
  password: z.string().max(500),
});

export const LoginResponseSchema = z.object({ token: z.string(), user: SessionUserSchema });

const LoginChallengeSchema = z.object({
  twoFactor: z.literal(true),
  oAuthSms: z.string(),
  channel: z.enum(['email', 'sms']),
  expiresAt: z.string(),
});

/** pre-login-email: a token, or (two-step login) a challenge to answer with the e-mailed code. */
export const LoginOrChallengeSchema = z.union([LoginResponseSchema, LoginChallengeSchema]);

export const LoginCodeBodySchema = z.object({
  code: z.union([z.string().max(12), z.number().int().min(0).max(99_999_999)]).transform(String),
  oAuthSms: z.string().min(1).max(200),
});

/** pre-login: the number to send the sign-in code to (docs/product.md#sign-in-by-telephone). */
export const PhoneLoginBodySchema = z.object({
  telephone: z.string().max(100).describe('Mobile number with its country prefix, as typed: "+595 981 123-456"'),
});

/** pre-login's answer, the same for every number: the challenge id to send back with the code. */
export const PhoneLoginChallengeSchema = z.object({
  oAuthSms: z.string().describe('Challenge id; send it with the code to pre-login-email-sms'),
});

export const RecoverBodySchema = z.object({ email: z.string().max(320) });

export const KeyParamsSchema = z.object({ key: z.string().min(1).max(200) });

export const CompleteRegistrationBodySchema = z.object({
  password: z.string().max(1000).optional(),
  /** An ID token of the configured provider instead of a password (docs/product.md#activation). */
  tokenId: z.string().min(1).max(8000).optional(),
});

/** login-gmail: the ID token the browser obtained from the provider (docs/product.md#login). */
export const IdTokenBodySchema = z.object({ tokenId: z.string().min(1).max(8000) });

export const InvitationDataSchema = z.object({
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  purpose: z.enum(['invite', 'recovery']),
});

/** The browser's authorization code, its PKCE verifier and the redirect address it was sent to. */
export const OidcCodeBodySchema = z.object({
  code: z.string().min(1).max(4000),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.string().url().max(2000),
  /** The issuer named in the provider's answer (RFC 9207), when it names one. */
  iss: z.string().max(2000).optional(),
});
