import crypto from 'node:crypto';
import { INVITATION_TTL_MS, RECOVERY_TTL_MS } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AccountKeyPurpose, accountKeys } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';

const TTL: Record<AccountKeyPurpose, number> = { invite: INVITATION_TTL_MS, recovery: RECOVERY_TTL_MS };

/** Keys are 256 random bits; only their SHA-256 is stored. */
export function hashKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/** Creates a single-use key for a user and returns it (the only time it exists in clear). */
export async function issueAccountKey(
  tx: Db | Tx,
  opts: { userId: number; purpose: AccountKeyPurpose; createdById?: number | null },
): Promise<string> {
  const key = crypto.randomBytes(32).toString('base64url');
  await tx.insert(accountKeys).values({
    userId: opts.userId,
    purpose: opts.purpose,
    keyHash: hashKey(key),
    // The database's clock decides expiry everywhere, so several servers agree.
    expiresAt: sql`now() + make_interval(secs => ${TTL[opts.purpose] / 1000})`,
    createdById: opts.createdById ?? null,
  });
  return key;
}

/** The link a key opens: the complete-registration page of the app. */
export function completeRegistrationUrl(appUrl: string, key: string): string {
  return `${appUrl}${ROUTES.completeRegistration(key)}`;
}

/** Marks every open key of a user as used (password set, user deactivated). */
export async function voidAccountKeys(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(accountKeys)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountKeys.userId, userId), isNull(accountKeys.usedAt)));
}

export type AccountKeyRow = typeof accountKeys.$inferSelect;

/**
 * The key row behind a link, or the clear refusal for a person holding a wrong, used or
 * expired link.
 */
export async function findUsableKey(db: Db | Tx, key: string): Promise<AccountKeyRow> {
  const [found] = await db
    .select({ row: accountKeys, expired: sql<boolean>`${accountKeys.expiresAt} <= now()` })
    .from(accountKeys)
    .where(eq(accountKeys.keyHash, hashKey(key)));
  if (!found) throw new AppError(404, 'KEY_INVALID', MSG.keyInvalid);
  if (found.row.usedAt) throw new AppError(410, 'KEY_USED', MSG.keyUsed);
  if (found.expired) throw new AppError(410, 'KEY_EXPIRED', MSG.keyExpired);
  return found.row;
}
