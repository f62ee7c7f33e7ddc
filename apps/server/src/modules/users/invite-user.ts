import { assignableRoles, type InviteUserInput } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import type { Role } from '@abasto/domain/roles';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { issueAccountKey } from '../auth/account-keys.ts';
import type { UserRow } from '../auth/session-user.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { invitationMail } from './invitation-mail.ts';
import { toUserView, type UserView } from './user-view.ts';

export interface InviteUserArgs {
  ctx: AppContext;
  actor: UserRow;
  input: InviteUserInput;
}

/** Refuses a role the actor may not give (only admin names gerentes; nobody is made admin here). */
export function assertAssignable(actor: UserRow, role: Role): void {
  if (assignableRoles(actor.role).includes(role)) return;
  if (role === 'gerente') throw AppError.forbidden(MSG.onlyAdminAssignsGerente);
  if (role === 'admin') throw AppError.forbidden(MSG.onlyAdminAssignsAdmin);
  throw AppError.badRequest(MSG.invalidUserRole);
}

/**
 * Creates a user without password, with a 7-day single-use activation key, and e-mails the
 * link, all in one transaction. Returns the key for the 'Copiar Link' dialog.
 */
export async function inviteUser({
  ctx,
  actor,
  input,
}: InviteUserArgs): Promise<{ activationKey: string; user: UserView }> {
  assertAssignable(actor, input.role);
  const email = input.email.trim();
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken) throw AppError.conflict(MSG.duplicateUserEmail);

  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: input.name.trim(),
          lastName: input.lastName.trim(),
          role: input.role,
          detalle: input.detalle?.trim() ?? '',
          telephone: input.telephone?.trim() ?? null,
          invitedById: actor.id,
        })
        .returning();
      if (!user) throw new Error('user not inserted');
      const activationKey = await issueAccountKey(tx, { userId: user.id, purpose: 'invite', createdById: actor.id });
      await enqueueMail(
        tx,
        invitationMail({
          appUrl: ctx.config.appUrl,
          activationKey,
          userId: user.id,
          to: user.email,
          name: user.name,
          lastName: user.lastName,
          role: input.role,
          inviterName: `${actor.name} ${actor.lastName}`.trim() || actor.email,
        }),
      );
      return { activationKey, user: toUserView(user, actor) };
    });
  } catch (err) {
    // Two invitations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.conflict(MSG.duplicateUserEmail);
    throw err;
  }
}
