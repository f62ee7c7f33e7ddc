import crypto from 'node:crypto';
import { LOGIN_CODE_TTL_MS } from '@abasto/domain/accounts';
import { PHONE_LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import { checkTelephone } from '@abasto/domain/telephone';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loginChallenges } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { noSoonerThan } from '../../lib/even-time.ts';
import { hit, reserve } from '../../lib/rate-counter.ts';
import { enqueueSms } from '../mail/enqueue-sms.ts';
import { hashKey } from './account-keys.ts';
import { reserveLoginAttempt } from './login-limits.ts';
import { refusedSignIn } from './login-with-id-token.ts';
import { codeHash } from './start-login-challenge.ts';

/** Every pre-login answer takes at least this long, known number or not (see even-time.ts). */
export const PHONE_LOGIN_ANSWER_MS = 300;
/** Codes one number may receive per hour; beyond it requests are quietly ignored (an SMS costs). */
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 5;
const HOUR = 60 * 60;

/** The key the login limits count a telephone under (login-limits.ts), apart from e-mail addresses. */
export const telephoneLimitKey = (digits: string) => `tel:${digits}`;

/**
 * pre-login: sign-in by telephone, first call (docs/product.md#sign-in-by-telephone). Answers a
 * challenge id whether or not the number belongs to an active user, in the same time; only for
 * one that does is a 6-digit code sent by SMS. A number that is not one (letters, too short) is
 * refused as a wrong password. Limits: per client (LOGIN_MAX_PER_CLIENT) and per number, as
 * per address for a password (login-limits.ts), answered 429.
 */
export async function startPhoneLogin({
  ctx,
  telephone,
  clientIp,
}: {
  ctx: AppContext;
  telephone: string;
  clientIp: string;
}): Promise<{ oAuthSms: string }> {
  const { db, config } = ctx;
  const client = await reserve(db, `login-client:${clientIp}`, config.LOGIN_WINDOW_SECONDS);
  if (client.count > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts, client.retryAfterSeconds);
  }
  const checked = checkTelephone(telephone);
  if (!checked.ok) throw refusedSignIn();
  // Counted for every number, known or not, so the count itself tells nothing.
  await reserveLoginAttempt(ctx, telephoneLimitKey(checked.telephone), clientIp);
  const oAuthSms = crypto.randomBytes(32).toString('base64url');
  // A known number costs a challenge and a message, an unknown one nothing: the floor hides which.
  await noSoonerThan(PHONE_LOGIN_ANSWER_MS, () => sendPhoneCode(ctx, checked.telephone, oAuthSms));
  return { oAuthSms };
}

async function sendPhoneCode(ctx: AppContext, digits: string, oAuthSms: string): Promise<void> {
  const { db } = ctx;
  if ((await hit(db, `phone-codes:${digits}`, HOUR)) > PHONE_CODES_PER_NUMBER_PER_HOUR) return;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.telephone, digits), eq(users.active, true)));
  if (!user) return;
  const code = String(crypto.randomInt(0, 10 ** PHONE_LOGIN_CODE_LENGTH)).padStart(PHONE_LOGIN_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    // A new code replaces the previous one: codes cannot be guessed in parallel.
    await tx
      .update(loginChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(loginChallenges.userId, user.id), eq(loginChallenges.kind, 'telephone'), isNull(loginChallenges.usedAt)));
    await tx.insert(loginChallenges).values({
      userId: user.id,
      kind: 'telephone',
      tokenHash: hashKey(oAuthSms),
      codeHash: codeHash(oAuthSms, code),
      tokenVersion: user.tokenVersion,
      expiresAt: sql`now() + make_interval(secs => ${LOGIN_CODE_TTL_MS / 1000})`,
    });
    await enqueueSms(tx, { to: digits, text: MSG.loginPhoneSms(code), ref: { kind: 'login-code', id: user.id }, secret: true });
  });
}
