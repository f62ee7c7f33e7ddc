import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loginChallenges } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { voidAccountKeys } from '../auth/account-keys.ts';
import type { UserRow } from '../auth/session-user.ts';
import { findManagedUser } from './managed-user.ts';
import { withTelephoneUnique } from './telephone-taken.ts';
import { loadUserView, type UserView } from './user-view.ts';

/**
 * Deactivation ('Borrar Usuarios') keeps the row (history names its author) but ends
 * everything: login, tokens already issued, open links and login codes.
 */
export async function setUserActive({
  ctx,
  actor,
  id,
  active,
}: {
  ctx: AppContext;
  actor: UserRow;
  id: number;
  active: boolean;
}): Promise<UserView> {
  const target = await findManagedUser(ctx.db, actor, id);
  if (target.id === actor.id) throw AppError.forbidden(MSG.cannotDeactivateSelf);
  // Reactivating a user whose login telephone another active user took meanwhile: 409.
  await withTelephoneUnique(() => ctx.db.transaction(async (tx) => {
    if (active) {
      await tx.update(users).set({ active: true, updatedAt: sql`now()` }).where(eq(users.id, target.id));
      return;
    }
    await tx
      .update(users)
      .set({ active: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await voidAccountKeys(tx, target.id);
    await tx.update(loginChallenges).set({ usedAt: sql`now()` }).where(eq(loginChallenges.userId, target.id));
  }));
  const view = await loadUserView(ctx.db, target.id);
  if (!view) throw AppError.notFound(MSG.userNotFound);
  return view;
}
