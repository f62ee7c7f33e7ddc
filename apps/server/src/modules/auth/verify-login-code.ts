import crypto from 'node:crypto';
import { LOGIN_CODE_MAX_TRIES } from '@abasto/domain/accounts';
import { emailKey } from '@abasto/domain/email-address';
import { PHONE_LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit } from '../../lib/rate-counter.ts';
import { hashKey } from './account-keys.ts';
import { clearLoginFailures, countLoginFailure } from './login-limits.ts';
import { refusedSignIn } from './login-with-id-token.ts';
import { telephoneLimitKey } from './phone-login.ts';
import { type SessionUser, toSessionUser } from './session-user.ts';
import { codeHash } from './start-login-challenge.ts';
import { startSession } from './sessions.ts';

const expired = () => new AppError(401, 'LOGIN_CODE_EXPIRED', MSG.loginCodeExpired);

/**
 * pre-login-email-sms: the code of a two-step login, or of a sign-in by telephone. Each try is
 * counted in the database before the code is compared (several servers, one budget of 5); a
 * wrong code also counts as a failed login of the address (or number), so restarting
 * challenges does not buy unlimited guesses.
 *
 * A telephone challenge is the whole sign-in (docs/product.md#sign-in-by-telephone): every
 * refusal of it — unknown challenge, wrong, exhausted, expired or used code, disabled user — is
 * the wrong password's, so nothing tells whether the number belongs to someone. A challenge id
 * the server does not know is such a refusal when it comes with a 6-digit code (pre-login
 * answers ids for unknown numbers too), and the 4-digit step's "expired" otherwise.
 */
export async function verifyLoginCode({
  ctx,
  code,
  oAuthSms,
  clientIp,
}: {
  ctx: AppContext;
  code: string;
  oAuthSms: string;
  clientIp: string;
}): Promise<{ token: string; user: SessionUser }> {
  const { db, config } = ctx;
  if ((await hit(db, `login-client:${clientIp}`, config.LOGIN_WINDOW_SECONDS)) > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts);
  }
  const tokenHash = hashKey(oAuthSms);
  const [tried] = await queryRows<{
    id: number;
    user_id: number;
    code_hash: string;
    attempts: number;
    token_version: number;
    kind: string;
  }>(
    db,
    sql`update login_challenges set attempts = attempts + 1
        where token_hash = ${tokenHash} and used_at is null and expires_at > now() and attempts < ${LOGIN_CODE_MAX_TRIES}
        returning id, user_id, code_hash, attempts, token_version, kind`,
  );
  if (!tried) {
    const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    if (row ? row.kind === 'telephone' : code.trim().length === PHONE_LOGIN_CODE_LENGTH) throw refusedSignIn();
    if (row && !row.usedAt && row.attempts >= LOGIN_CODE_MAX_TRIES) {
      throw new AppError(429, 'LOGIN_CODE_TOO_MANY_TRIES', MSG.loginCodeTooManyTries);
    }
    throw expired();
  }

  const byPhone = tried.kind === 'telephone';
  const [user] = await db.select().from(users).where(eq(users.id, tried.user_id));
  const address = byPhone ? telephoneLimitKey(user?.telephone ?? '') : emailKey(user?.email ?? '');
  const expected = Buffer.from(tried.code_hash);
  const given = Buffer.from(codeHash(oAuthSms, code.trim()));
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    await countLoginFailure(ctx, address, clientIp);
    if (byPhone) throw refusedSignIn();
    if (tried.attempts >= LOGIN_CODE_MAX_TRIES) {
      throw new AppError(429, 'LOGIN_CODE_TOO_MANY_TRIES', MSG.loginCodeTooManyTries);
    }
    throw new AppError(401, 'LOGIN_CODE_WRONG', MSG.loginCodeWrong);
  }

  const used = await queryRows<{ id: number }>(
    db,
    sql`update login_challenges set used_at = now() where id = ${tried.id} and used_at is null returning id`,
  );
  if (used.length === 0 || !user?.active || user.tokenVersion !== tried.token_version) {
    throw byPhone ? refusedSignIn() : expired();
  }
  await clearLoginFailures(ctx, address, clientIp);
  const token = await startSession(ctx, user);
  return { token, user: await toSessionUser(db, user) };
}
