import type { LoginChallenge } from '@abasto/domain/accounts';
import { emailKey } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { reserve } from '../../lib/rate-counter.ts';
import { clearLoginFailures, giveBackLoginAttempt, reserveLoginAttempt } from './login-limits.ts';
import { verifyPassword } from './passwords.ts';
import { type SessionUser, toSessionUser, type UserRow } from './session-user.ts';
import { startLoginChallenge } from './start-login-challenge.ts';
import { startSession } from './sessions.ts';
import { requiresTwoStep } from './two-step-roles.ts';

export interface LoginInput {
  ctx: AppContext;
  email: string;
  password: string;
  clientIp: string;
}

/**
 * E-mail and password login. A wrong password and an unknown address get the same answer; too
 * many attempts from one client, or for one address (see login-limits.ts), are refused for a while.
 * A user with two-step login (its own, or its role's) gets a challenge instead of a token (the code goes by e-mail).
 */
export async function login({
  ctx,
  email,
  password,
  clientIp,
}: LoginInput): Promise<{ token: string; user: SessionUser } | LoginChallenge> {
  const { db, config } = ctx;
  const address = emailKey(email);

  const client = await reserve(db, `login-client:${clientIp}`, config.LOGIN_WINDOW_SECONDS);
  if (client.count > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts, client.retryAfterSeconds);
  }
  // Counted before the check: parallel guesses cannot all slip under the limit.
  const reservation = await reserveLoginAttempt(ctx, address, clientIp);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address}`);
  const ok = await verifyPassword(user?.active ? user.passwordHash : null, password);
  if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', MSG.invalidCredentials);
  await giveBackLoginAttempt(ctx, reservation);
  return finishLogin(ctx, user, address, clientIp);
}

/**
 * The first factor is proven (a password, or an ID token of the configured provider): a token,
 * or the second step's challenge. This client's failures for the address are forgotten only
 * once the whole login succeeds.
 */
export async function finishLogin(
  ctx: AppContext,
  user: UserRow,
  address: string,
  clientIp: string,
): Promise<{ token: string; user: SessionUser } | LoginChallenge> {
  // Its own switch, or its role's requirement set by an admin (docs/product.md#users).
  if (await requiresTwoStep(ctx.db, user)) return startLoginChallenge({ ctx, user });
  await clearLoginFailures(ctx, address, clientIp);
  const token = await startSession(ctx, user);
  return { token, user: await toSessionUser(ctx.db, user) };
}
