import { assignableRoles, careInvitableRoles, type InviteUserInput } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { CARE_ROLES, type Role } from '@abasto/domain/roles';
import { can } from '@abasto/domain/permissions';
import { normalizeEmail } from '@abasto/domain/email-address';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { issueAccountKey } from '../auth/account-keys.ts';
import type { UserRow } from '../auth/session-user.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { findAccountByAddress, findLookAlikeAccount } from './address-checks.ts';
import { invitationMail } from './invitation-mail.ts';
import { TELEPHONE_INDEX, telephoneTaken } from './telephone-taken.ts';
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
 * Refuses a role the actor may not invite: staff roles as assertAssignable says, care roles as
 * careInvitableRoles says (docs/product.md#care-users); a care role out of reach answers 403.
 */
export function assertInvitable(actor: UserRow, role: Role): void {
  if ((CARE_ROLES as readonly Role[]).includes(role)) {
    if (careInvitableRoles(actor.role).includes(role as (typeof CARE_ROLES)[number])) return;
    throw AppError.forbidden(MSG.careInviteRoleForbidden);
  }
  if (!can(actor.role, 'users.create')) throw AppError.forbidden();
  assertAssignable(actor, role);
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
  assertInvitable(actor, input.role);
  const isCare = (CARE_ROLES as readonly Role[]).includes(input.role);
  // Checked and normalised by the domain's address rule (InviteUserSchema).
  const email = normalizeEmail(input.email);
  // In the care area's language for a care user (docs/product.md#care-users).
  const duplicate = isCare ? MSG.careDuplicateUserEmail : MSG.duplicateUserEmail;
  if (await findAccountByAddress(ctx.db, email)) throw AppError.conflict(duplicate);
  if (await findLookAlikeAccount(ctx.db, email)) throw AppError.conflict(isCare ? MSG.careEmailLookAlike : MSG.emailLookAlike);

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
          // Digits only (InviteUserSchema), unique among active users (docs/product.md#sign-in-by-telephone).
          telephone: input.telephone ?? null,
          invitedById: actor.id,
          careProfile: isCare
            ? {
                birthDate: input.birthDate,
                sexo: input.sexo,
                especialidadPrincipal: input.especialidadPrincipal,
                especialidadSecundaria: input.especialidadSecundaria,
                location: input.location,
              }
            : null,
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
    // In the care area's language for a care user (docs/product.md#api-conventions).
    if (isUniqueViolation(err, TELEPHONE_INDEX)) throw telephoneTaken(isCare ? MSG.careTelephoneTaken : MSG.loginTelephoneTaken);
    // Two invitations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.conflict(duplicate);
    throw err;
  }
}
