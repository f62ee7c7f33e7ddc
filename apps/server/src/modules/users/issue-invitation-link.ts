import { MSG } from '@abasto/domain/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { completeRegistrationUrl, issueAccountKey } from '../auth/account-keys.ts';
import type { UserRow } from '../auth/session-user.ts';
import { assertAssignable } from './invite-user.ts';
import { findManagedUser } from './managed-user.ts';

/**
 * The user list's 'link registrar': keys are stored hashed, so an old link cannot be shown
 * again; a manager gets a fresh one for a user who has not completed registration. Links sent
 * before stay valid until used or expired.
 */
export async function issueInvitationLink({
  ctx,
  actor,
  id,
}: {
  ctx: AppContext;
  actor: UserRow;
  id: number;
}): Promise<{ activationKey: string; link: string }> {
  const target = await findManagedUser(ctx.db, actor, id);
  if (target.id === actor.id || target.registeredAt !== null) throw AppError.conflict(MSG.userAlreadyRegistered);
  if (!target.active) throw AppError.conflict(MSG.userInactiveNoLink);
  assertAssignable(actor, target.role);
  const activationKey = await issueAccountKey(ctx.db, { userId: target.id, purpose: 'invite', createdById: actor.id });
  return { activationKey, link: completeRegistrationUrl(ctx.config.appUrl, activationKey) };
}
