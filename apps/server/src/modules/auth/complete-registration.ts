import { emailKey } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentAuditContext, setAuditContext } from '../../lib/audit-context.ts';
import { findUsableKey, hashKey, voidAccountKeys } from './account-keys.ts';
import { hashPassword } from './passwords.ts';
import { type SessionUser, toSessionUser } from './session-user.ts';
import { refusedSignIn, spendIdToken } from './login-with-id-token.ts';
import { validationKey } from './validation-key.ts';
import { startSession } from './sessions.ts';

/**
 * Sets the password behind an invitation or recovery link and logs the person in. The key is
 * consumed atomically (two tabs submitting at once: one wins, the other is told the link was
 * used); every other open link of the user dies with it, and tokens issued before stop working.
 */
export async function completeRegistration({
  ctx,
  key,
  password,
  email,
}: {
  ctx: AppContext;
  key: string;
  /** The chosen password; null when the invitee proved its e-mail with the provider instead. */
  password: string | null;
  /** With the provider: the e-mail it verified, which must still be the invited one. */
  email?: string;
}): Promise<{ token: string; user: SessionUser }> {
  // Refuse a bad link before spending time on the hash.
  await validationKey({ ctx, key });
  const passwordHash = password === null ? undefined : await hashPassword(password);

  const user = await ctx.db.transaction(async (tx) => {
    const consumed = await queryRows<{ user_id: number }>(
      tx,
      sql`update account_keys set used_at = now()
          where key_hash = ${hashKey(key)} and used_at is null and expires_at > now()
          returning user_id`,
    );
    const userId = consumed[0]?.user_id;
    if (userId === undefined) {
      await findUsableKey(tx, key); // throws the precise reason
      throw new AppError(410, 'KEY_USED', MSG.keyUsed);
    }
    // The person behind the link makes this change: the history names them, not "Sistema"
    // (docs/product.md#history).
    await setAuditContext(tx, { ...(currentAuditContext() ?? { requestId: '' }), actorId: userId });
    const [updated] = await tx
      .update(users)
      .set({
        ...(passwordHash === undefined ? {} : { passwordHash }),
        registeredAt: sql`coalesce(${users.registeredAt}, now())`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        email === undefined
          ? sql`${users.id} = ${userId} and ${users.active}`
          : sql`${users.id} = ${userId} and ${users.active} and lower(${users.email}) = ${email}`,
      )
      .returning();
    if (!updated && email !== undefined) throw refusedSignIn();
    if (!updated) throw new AppError(404, 'KEY_INVALID', MSG.keyInvalid);
    await voidAccountKeys(tx, updated.id);
    await tx.update(loginChallenges).set({ usedAt: sql`now()` }).where(eq(loginChallenges.userId, updated.id));
    return updated;
  });

  const token = await startSession(ctx, user);
  return { token, user: await toSessionUser(ctx.db, user) };
}

/**
 * "Activar con Google" (docs/product.md#activation): the invitation is completed by an ID token
 * of the configured provider instead of a password, only when the e-mail it verified is the
 * invited one. No password is set; the person signs in with the provider (or recovers one later).
 */
export async function completeRegistrationWithIdToken({
  ctx,
  key,
  tokenId,
}: {
  ctx: AppContext;
  key: string;
  tokenId: string;
}): Promise<{ token: string; user: SessionUser }> {
  const invited = await validationKey({ ctx, key });
  const verified = await spendIdToken(ctx, tokenId);
  if (!verified || emailKey(verified.email) !== emailKey(invited.email)) throw refusedSignIn();
  return completeRegistration({ ctx, key, password: null, email: emailKey(invited.email) });
}
