import { z } from 'zod';
import { CARE_EMAIL_MESSAGES, checkEmail, EMAIL_MESSAGES, type EmailProblem } from './email-address.ts';
import { MSG } from './messages.ts';
import { can } from './permissions.ts';
import { versionFieldSchema } from './record-version.ts';
import { dayFrom1900 } from './supplier.ts';
import { checkTelephone, TELEPHONE_TEXTS, type TelephoneCheck, type TelephoneTexts } from './telephone.ts';
import { CARE_ROLES, type CareRole, INVITABLE_STAFF_ROLES, isStaff, ROLES, type Role } from './roles.ts';

/** Lifetimes and limits of the account flows (docs/product.md#accounts-and-e-mail). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RECOVERY_TTL_MS = 60 * 60 * 1000;
export const LOGIN_CODE_TTL_MS = 5 * 60 * 1000;
export const LOGIN_CODE_MAX_TRIES = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const USERS_PAGE_SIZE = 10;
export const USER_DETALLE_MAX_LENGTH = 2000;

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

/** Step two of the complete-registration page: password and its confirmation. */
export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordsDiffer, path: ['confirm'] });

const filled = () => z.string({ error: MSG.mustFillFields }).trim().min(1, MSG.mustFillFields).max(200);

/** A typed mobile number into its stored digits, or the field's message (telephone.ts). */
function toTelephone(value: string, ctx: z.RefinementCtx, texts: TelephoneTexts = TELEPHONE_TEXTS.es): string {
  const checked = checkTelephone(value, texts);
  if (checked.ok) return checked.telephone;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
}

/** An optional text of a form: what was typed, trimmed; left empty, it was not given. */
const optionalText = () =>
  z
    .string({ error: MSG.mustFillFields })
    .trim()
    .max(200)
    .transform((value) => value || undefined)
    .optional();

/**
 * The login telephone of a saved user or of the supplier's own data: absent keeps it, empty
 * or null removes it, anything else must be a telephone (docs/product.md#sign-in-by-telephone).
 */
export const LoginTelephoneFieldSchema = z
  .string({ error: MSG.loginTelephoneInvalid })
  .trim()
  .max(40, MSG.loginTelephoneLong)
  .transform((value, ctx) => (value === '' ? null : toTelephone(value, ctx)))
  // null, as the user's view carries a missing number, removes it too.
  .nullable();

/** The proveedor's own login telephone (docs/product.md#own-supplier-page). */
export const OwnTelephoneSchema = z.object({ telephone: LoginTelephoneFieldSchema });

const isCareRole = (role: Role) => (CARE_ROLES as readonly Role[]).includes(role);

/** The telephone's messages in the area of an invited role: Portuguese for a care role (docs/product.md#care-users). */
export function telephoneTextsForRole(role: Role): TelephoneTexts {
  return isCareRole(role) ? TELEPHONE_TEXTS.pt : TELEPHONE_TEXTS.es;
}

/** The address's messages in the area of an invited role (docs/product.md#care-users). */
export function emailMessagesForRole(role: Role): Record<EmailProblem, string> {
  return isCareRole(role) ? CARE_EMAIL_MESSAGES : EMAIL_MESSAGES;
}

/** The address of an invitation, checked with the messages of a form's area. */
const inviteEmail = (messages: Record<EmailProblem, string>) =>
  // One validator for every address (email-address.ts): the answer is the normalised address.
  filled()
    .max(320)
    .transform((value, ctx) => {
      const checked = checkEmail(value, messages);
      if (checked.ok) return checked.address;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });

/**
 * A birth date (docs/product.md#care-users): a day written aaaa-mm-dd from 1900 on, or nothing.
 * The screen reads what is typed as dd/mm/aaaa and sends the day, or the text when it is none.
 */
const birthDate = () =>
  z
    .string({ error: MSG.careBirthDateInvalid })
    .trim()
    .optional()
    .transform((value, ctx): string | undefined => {
      if (!value) return undefined;
      // A day as written, not a timestamp cut to its day.
      const day = dayFrom1900(value);
      if (day === null || day.length !== value.length) {
        ctx.addIssue({ code: 'custom', message: MSG.careBirthDateInvalid });
        return z.NEVER;
      }
      return day;
    });

/** The invite body's fields but the address and the telephone, which each schema below checks in its own way. */
const inviteFields = {
  name: filled(),
  lastName: filled(),
  role: z.enum(ROLES, { error: MSG.invalidUserRole }),
  detalle: z.string().trim().max(USER_DETALLE_MAX_LENGTH).optional(),
  birthDate: birthDate(),
  sexo: optionalText(),
  especialidadPrincipal: optionalText(),
  especialidadSecundaria: optionalText(),
  location: z
    .object({
      street: optionalText(),
      complement: optionalText(),
      number: optionalText(),
      state: optionalText(),
      city: optionalText(),
      postalCode: optionalText(),
    })
    .optional(),
};

/**
 * The invite form (the template inherited from the medical application), as the form sends what
 * was typed: name, lastName, email and role must be filled ('Deve completar campos'); every
 * other text is optional, and one left empty is not given. `texts` are the telephone's messages
 * in the form's area (the care form's are Portuguese, docs/product.md#care-users); the field is
 * checked on its own, so the form shows its message while other fields are still empty.
 */
export const inviteUserSchema = (texts: TelephoneTexts, emailMessages: Record<EmailProblem, string>) =>
  z.object({
    ...inviteFields,
    email: inviteEmail(emailMessages),
    telephone: z
      .string({ error: texts.invalid })
      .trim()
      .max(40, texts.long)
      .transform((value, ctx) => (value === '' ? undefined : toTelephone(value, ctx, texts)))
      .optional(),
  });

/**
 * The invite call's body (POST /api/auth/invite-user, POST /api/auth/user/). One call serves
 * both areas, so a refused address or telephone is answered in the invited role's language:
 * Portuguese for a care role, Spanish for staff (docs/product.md#care-users), the same rule as
 * the forms'.
 */
export const InviteUserSchema = z
  .object({
    ...inviteFields,
    email: filled().max(320),
    telephone: z.string({ error: MSG.loginTelephoneInvalid }).trim().optional(),
  })
  .transform(({ email, telephone, ...input }, ctx) => {
    const address = checkEmail(email, emailMessagesForRole(input.role));
    if (!address.ok) ctx.addIssue({ code: 'custom', path: ['email'], message: address.message });
    let phone: TelephoneCheck = { ok: true, telephone: '' };
    if (telephone !== undefined && telephone !== '') {
      const texts = telephoneTextsForRole(input.role);
      phone = telephone.length > 40 ? { ok: false, message: texts.long } : checkTelephone(telephone, texts);
      if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['telephone'], message: phone.message });
    }
    if (!address.ok || !phone.ok) return z.NEVER;
    return { ...input, email: address.address, telephone: phone.telephone === '' ? undefined : phone.telephone };
  });
export type InviteUserInput = z.infer<typeof InviteUserSchema>;
/** What a form sends to the invite call: what was typed (the server transforms it). */
export type InviteUserBody = z.input<typeof InviteUserSchema>;

/** The staff user form (docs/product.md#users): the call's body with Spanish telephone messages. */
export const StaffInviteFormSchema = inviteUserSchema(TELEPHONE_TEXTS.es, EMAIL_MESSAGES);
/** The care invite form (docs/product.md#care-users): the same body, its messages in Portuguese. */
export const CareInviteFormSchema = inviteUserSchema(TELEPHONE_TEXTS.pt, CARE_EMAIL_MESSAGES);

/** What an invitation keeps of the medical template besides name, e-mail and telephone. */
export type CareProfile = Pick<InviteUserInput, 'birthDate' | 'sexo' | 'especialidadPrincipal' | 'especialidadSecundaria' | 'location'>;

/** What the user detail saves (the e-mail is fixed once the user exists). */
export const UpdateUserSchema = z.object({
  name: filled(),
  lastName: filled(),
  role: z.enum(ROLES, { error: MSG.invalidUserRole }),
  detalle: z.string().trim().max(USER_DETALLE_MAX_LENGTH).default(''),
  twoFactor: z.boolean().optional(),
  telephone: LoginTelephoneFieldSchema.optional(),
  version: versionFieldSchema(MSG.recordVersionInvalid),
});
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;
/** What the user form sends to its save: what was typed (the server transforms it). */
export type UpdateUserBody = z.input<typeof UpdateUserSchema>;

/**
 * The roles whose users must give the 4-digit second step at login, whatever their own switch
 * says (docs/product.md#users). Kept by the server; set by an admin.
 */
export const TwoStepRolesSchema = z.object({
  roles: z.array(z.enum(ROLES, { error: MSG.twoStepRolesInvalid }), { error: MSG.twoStepRolesInvalid }).max(ROLES.length),
});
export type TwoStepRoles = z.infer<typeof TwoStepRolesSchema>;

/** Roles an actor may give to someone: only admin names gerentes; nobody is made admin here. */
export function assignableRoles(actor: Role): Role[] {
  return INVITABLE_STAFF_ROLES.filter((r) => r !== 'gerente' || can(actor, 'users.invite-gerente'));
}

/**
 * Care roles an actor may invite (docs/product.md#care-users): admin and 'Médico & ADMIN' invite
 * doctors, physiotherapists and patients; a doctor invites patients; staff other than admin
 * invite no care role, and nobody is made 'Médico & ADMIN' by an invitation.
 */
export function careInvitableRoles(actor: Role): CareRole[] {
  if (!can(actor, 'care.invite')) return [];
  if (actor === 'admin' || actor === 'medico-admin') return ['medico', 'fisio', 'paciente'];
  return ['paciente'];
}

/** Every role an actor may invite someone to: the staff roles it assigns and the care roles. */
export function invitableRoles(actor: Role): Role[] {
  return [...(can(actor, 'users.create') ? assignableRoles(actor) : []), ...careInvitableRoles(actor)];
}

/**
 * Whether an actor may edit, deactivate or re-invite a user: admin manages every staff user,
 * gerente manages analistas; anyone may edit their own name and description (not their role).
 */
export function canManageUser(actor: { id: number; role: Role }, target: { id: number; role: Role }): boolean {
  if (actor.id === target.id) return true;
  if (!isStaff(target.role)) return false;
  if (actor.role === 'admin') return can(actor.role, 'users.edit');
  return can(actor.role, 'users.edit') && target.role === 'analista';
}

/**
 * A user as the user screens see it (lists, detail). Never carries a password hash, a token
 * version or an activation key.
 */
export interface UserView {
  _id: number;
  id: number;
  name: string;
  lastName: string;
  email: string;
  role: Role;
  detalle: string;
  hasCompletedRegistration: boolean;
  active: boolean;
  twoFactor: boolean;
  /** The mobile number to sign in with (digits), or null. */
  telephone: string | null;
  invitedBy: { _id: number; name: string; lastName: string; email: string } | null;
  createdAt: string;
  registeredAt: string | null;
  /** docs/product.md#concurrent-edits */
  version: number;
}

/** What the complete-registration page shows for a link (user-validation-key). */
export interface InvitationData {
  name: string;
  lastName: string;
  email: string;
  role: Role;
  /** 'invite' for a first password, 'recovery' for a new one. */
  purpose: 'invite' | 'recovery';
}

/** pre-login-email's answer for a user with two-step login: no token until the code is given. */
export interface LoginChallenge {
  twoFactor: true;
  /** Sent back with the code (pre-login-email-sms). */
  oAuthSms: string;
  /** How the code went: by e-mail, or by SMS to the user's telephone (docs/product.md#login). */
  channel: 'email' | 'sms';
  expiresAt: string;
}
