import type { UpdateUserInput } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { PROCUREMENT_VERSION_TEXTS, refuseUnsaved, sameVersion } from '../../lib/record-version.ts';
import type { UserRow } from '../auth/session-user.ts';
import { loadTwoStepRoles } from '../auth/two-step-roles.ts';
import { assertAssignable } from './invite-user.ts';
import { findManagedUser } from './managed-user.ts';
import { withTelephoneUnique } from './telephone-taken.ts';
import { loadUserView, type UserView } from './user-view.ts';

/**
 * Saves the user detail. A role change needs the right to give the new role, and nobody
 * changes their own role (so a gerente cannot make itself admin, and the last admin stays).
 * With a version (the body's or If-Match), only if nobody saved since (docs/product.md#concurrent-edits).
 */
export async function updateUser({
  ctx,
  actor,
  id,
  input,
  version,
}: {
  ctx: AppContext;
  actor: UserRow;
  id: number;
  input: UpdateUserInput;
  version?: number;
}): Promise<UserView> {
  const target = await findManagedUser(ctx.db, actor, id);
  if (input.role !== target.role) {
    if (target.id === actor.id) throw AppError.forbidden(MSG.cannotChangeOwnRole);
    assertAssignable(actor, input.role);
  }
  // A role's required second step cannot be switched off for one of its users (docs/product.md#users).
  if (input.twoFactor === false && (await loadTwoStepRoles(ctx.db)).includes(input.role)) {
    throw AppError.badRequest(MSG.twoStepRequiredByRole, [{ path: ['twoFactor'], message: MSG.twoStepRequiredByRole }]);
  }
  // In a transaction: it carries the request's author into the history (docs/product.md#history).
  const updated = await withTelephoneUnique(() => ctx.db.transaction((tx) => tx
    .update(users)
    .set({
      name: input.name.trim(),
      lastName: input.lastName.trim(),
      role: input.role,
      detalle: input.detalle,
      ...(input.twoFactor === undefined ? {} : { twoFactor: input.twoFactor }),
      // Digits only, unique among active users (docs/product.md#sign-in-by-telephone).
      ...(input.telephone === undefined ? {} : { telephone: input.telephone }),
      updatedAt: sql`now()`,
    })
    .where(sameVersion(users.id, target.id, users.version, version))
    .returning({ id: users.id })));
  if (updated.length === 0) await refuseUnsaved(ctx.db, users, target.id, { ...PROCUREMENT_VERSION_TEXTS, notFound: MSG.userNotFound });
  const view = await loadUserView(ctx.db, target.id);
  if (!view) throw AppError.notFound(MSG.userNotFound);
  return view;
}
