import { emailKey } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { noSoonerThan } from '../../lib/even-time.ts';
import { hit } from '../../lib/rate-counter.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { issueAccountKey } from './account-keys.ts';
import { recoveryMail } from './recovery-mail.ts';

/** Recovery e-mails one address may receive per hour; beyond it requests are quietly ignored. */
const RECOVERY_MAX_PER_ADDRESS = 3;
const HOUR = 60 * 60;
/** Every recovery answer takes at least this long, known address or not (see even-time.ts). */
export const RECOVERY_ANSWER_MS = 250;

/**
 * 'Recuperar Clave'. The answer is the same whether or not the address belongs to someone (and
 * whether or not its hourly allowance is spent), so the call cannot be used to find accounts.
 * A client sending too many requests is refused for a while.
 */
export async function recoverPassword({
  ctx,
  email,
  clientIp,
}: {
  ctx: AppContext;
  email: string;
  clientIp: string;
}): Promise<{ ok: true }> {
  const { db, config } = ctx;
  if ((await hit(db, `recover-client:${clientIp}`, config.LOGIN_WINDOW_SECONDS)) > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts);
  }
  // A known address costs a key and a message, an unknown one nothing: the floor hides which.
  await noSoonerThan(RECOVERY_ANSWER_MS, () => sendRecovery(ctx, emailKey(email)));
  return { ok: true };
}

async function sendRecovery(ctx: AppContext, address: string): Promise<void> {
  const { db, config } = ctx;
  if (!address) return;
  // Counted for every address, known or not, so that the count itself tells nothing.
  if ((await hit(db, `recover-address:${address}`, HOUR)) > RECOVERY_MAX_PER_ADDRESS) return;
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address}`);
  if (!user?.active) return;

  await db.transaction(async (tx) => {
    const key = await issueAccountKey(tx, { userId: user.id, purpose: 'recovery' });
    await enqueueMail(
      tx,
      recoveryMail({
        appUrl: config.appUrl,
        key,
        userId: user.id,
        to: user.email,
        name: user.name,
        lastName: user.lastName,
      }),
    );
  });
}
