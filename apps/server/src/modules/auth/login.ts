import type { LoginChallenge } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit, peek, reset } from '../../lib/rate-counter.ts';
import { verifyPassword } from './passwords.ts';
import { type SessionUser, toSessionUser } from './session-user.ts';
import { startLoginChallenge } from './start-login-challenge.ts';

export interface LoginInput {
  ctx: AppContext;
  email: string;
  password: string;
  clientIp: string;
}

/**
 * E-mail and password login. A wrong password and an unknown address get the same answer; too
 * many attempts from one client, or too many failures for one address, are refused for a while.
 * A user with two-step login gets a challenge instead of a token (the code goes by e-mail).
 */
export async function login({
  ctx,
  email,
  password,
  clientIp,
}: LoginInput): Promise<{ token: string; user: SessionUser } | LoginChallenge> {
  const { db, config } = ctx;
  const window = config.LOGIN_WINDOW_SECONDS;
  const address = email.trim().toLowerCase();
  const addressKey = `login-fail:${address}`;

  if ((await hit(db, `login-client:${clientIp}`, window)) > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts);
  }
  if ((await peek(db, addressKey, window)) >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts);
  }

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address}`);
  const ok = await verifyPassword(user?.active ? user.passwordHash : null, password);
  if (!user || !ok) {
    await hit(db, addressKey, window);
    throw new AppError(401, 'INVALID_CREDENTIALS', MSG.invalidCredentials);
  }
  // The address's failure count is cleared only once the whole login succeeds.
  if (user.twoFactor) return startLoginChallenge({ ctx, user });
  await reset(db, addressKey);
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, user: await toSessionUser(db, user) };
}
