import crypto from 'node:crypto';
import { LOGIN_CODE_TTL_MS, type LoginChallenge } from '@abasto/domain/accounts';
import { LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loginChallenges } from '../../db/schema/accounts.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { enqueueSms } from '../mail/enqueue-sms.ts';
import { hashKey } from './account-keys.ts';
import { loginCodeMail, loginCodeSms } from './login-code-mail.ts';
import type { UserRow } from './session-user.ts';

/** Hash of the code bound to its challenge: a code alone says nothing. */
export function codeHash(oAuthSms: string, code: string): string {
  return hashKey(`${oAuthSms}:${code}`);
}

/**
 * Where the code goes (docs/product.md#login): by SMS when the user has a telephone and an SMS
 * gateway is configured, else by e-mail. Without a gateway a text message would only wait in the
 * outbox, so the e-mail is the one that reaches the user.
 */
function smsTelephone(ctx: AppContext, user: UserRow): string | null {
  if (!ctx.config.smsGateway) return null;
  const digits = (user.telephone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

/**
 * Second step of the login: a 4-digit code by e-mail or SMS, valid 5 minutes. A new challenge
 * voids the user's earlier open ones, so codes cannot be guessed in parallel.
 */
export async function startLoginChallenge({ ctx, user }: { ctx: AppContext; user: UserRow }): Promise<LoginChallenge> {
  const oAuthSms = crypto.randomBytes(32).toString('base64url');
  const code = String(crypto.randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
  const telephone = smsTelephone(ctx, user);
  const expiresAt = await ctx.db.transaction(async (tx) => {
    await tx
      .update(loginChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(loginChallenges.userId, user.id), isNull(loginChallenges.usedAt)));
    const [row] = await tx
      .insert(loginChallenges)
      .values({
        userId: user.id,
        tokenHash: hashKey(oAuthSms),
        codeHash: codeHash(oAuthSms, code),
        tokenVersion: user.tokenVersion,
        expiresAt: sql`now() + make_interval(secs => ${LOGIN_CODE_TTL_MS / 1000})`,
      })
      .returning({ expiresAt: loginChallenges.expiresAt });
    if (telephone) await enqueueSms(tx, loginCodeSms({ code, userId: user.id, to: telephone }));
    else await enqueueMail(tx, loginCodeMail({ code, userId: user.id, to: user.email, name: user.name }));
    return row!.expiresAt;
  });
  return { twoFactor: true, oAuthSms, channel: telephone ? 'sms' : 'email', expiresAt: expiresAt.toISOString() };
}
