import type { InvitationData } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUsableKey } from './account-keys.ts';

/** What the complete-registration page shows for a link, or why the link cannot be used. */
export async function validationKey({ ctx, key }: { ctx: AppContext; key: string }): Promise<InvitationData> {
  const row = await findUsableKey(ctx.db, key);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user?.active) throw new AppError(404, 'KEY_INVALID', MSG.keyInvalid);
  return { name: user.name, lastName: user.lastName, email: user.email, role: user.role, purpose: row.purpose };
}
