import type { LoginChallenge } from '@abasto/domain/accounts';
import { emailKey } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { reserve } from '../../lib/rate-counter.ts';
import { hashKey } from './account-keys.ts';
import { type VerifiedIdToken, verifyIdToken } from './id-token.ts';
import { finishLogin } from './login.ts';
import { giveBackLoginAttempt, reserveLoginAttempt } from './login-limits.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionUser } from './session-user.ts';

/** Every refusal of a sign-in with the provider: the answer of a wrong password (docs/product.md#login). */
export const refusedSignIn = () => new AppError(401, 'INVALID_CREDENTIALS', MSG.invalidCredentials);

/**
 * Checks the ID token and spends it: a token signs in once (kept until it expires), so one
 * copied after logout, or replayed by whoever saw it, is refused. Every check costs the same as a
 * wrong password's (the dummy password hash), so the time of the answer says nothing either.
 */
export async function spendIdToken(ctx: AppContext, tokenId: string): Promise<VerifiedIdToken | null> {
  const [verified] = await Promise.all([verifyIdToken(ctx.config, tokenId), verifyPassword(null, tokenId.slice(0, 200))]);
  if (!verified) return null;
  const secondsLeft = Math.max(1, Math.ceil((verified.expiresAt.getTime() - Date.now()) / 1000) + 60);
  const seen = await reserve(ctx.db, `id-token:${hashKey(tokenId)}`, secondsLeft);
  return seen.count === 1 ? verified : null;
}

/**
 * login-gmail: sign-in with the configured OpenID Connect provider. The token's verified e-mail
 * names an existing, active user (never creates one); then the answer and the second step are
 * those of pre-login-email, and so are the limits.
 */
export async function loginWithIdToken({
  ctx,
  tokenId,
  clientIp,
}: {
  ctx: AppContext;
  tokenId: string;
  clientIp: string;
}): Promise<{ token: string; user: SessionUser } | LoginChallenge> {
  const { db, config } = ctx;
  const client = await reserve(db, `login-client:${clientIp}`, config.LOGIN_WINDOW_SECONDS);
  if (client.count > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts, client.retryAfterSeconds);
  }
  const verified = await spendIdToken(ctx, tokenId);
  if (!verified) throw refusedSignIn();
  const address = emailKey(verified.email);
  const reservation = await reserveLoginAttempt(ctx, address, clientIp);
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address}`);
  if (!user?.active) throw refusedSignIn();
  await giveBackLoginAttempt(ctx, reservation);
  return finishLogin(ctx, user, address, clientIp);
}
