import { normalizeEmail } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import { completeRegistrationUrl, issueAccountKey } from '../auth/account-keys.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';
import { findAccountByAddress } from './address-checks.ts';

export interface SupplierLoginInput {
  /** config.appUrl: links in the e-mail start with it. */
  appUrl: string;
  supplierId: number;
  email: string;
  name?: string;
  lastName?: string;
  /** The company as the e-mail names it (razonSocial or nombreFantasia). */
  companyName: string;
  /** A public registration: the e-mail says the request waits for staff (docs/product.md#supplier-admission). */
  admissionPending?: boolean;
}

export interface SupplierLogin {
  userId: number;
  /** The activation key (7 days, single use); the e-mail carries its link. */
  activationKey: string;
  mailId: number;
}

/**
 * For the public supplier registration: creates the supplier's login (role proveedor, no
 * password yet) and enqueues the confirmation e-mail with the activation link. Call it inside
 * the transaction that creates the supplier, so that all of it commits or none does. An
 * address that already has a login is refused (409, MSG.duplicateUserEmail).
 */
export async function createSupplierLogin(tx: Tx, input: SupplierLoginInput): Promise<SupplierLogin> {
  const email = normalizeEmail(input.email);
  if (await findAccountByAddress(tx, email)) throw AppError.conflict(MSG.duplicateUserEmail);
  const [user] = await tx
    .insert(users)
    .values({
      email,
      name: input.name?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      role: 'proveedor',
      supplierId: input.supplierId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('supplier login not inserted');
  const activationKey = await issueAccountKey(tx, { userId: user.id, purpose: 'invite' });
  const mailId = await enqueueSupplierActivationMail(tx, { ...input, email, activationKey });
  return { userId: user.id, activationKey, mailId };
}

/**
 * The supplier's activation e-mail (a secret: the link sets the password). Sent at registration
 * and again by the supplier detail's "Invitar al portal".
 */
export async function enqueueSupplierActivationMail(
  tx: Tx,
  input: Omit<SupplierLoginInput, 'email'> & { email: string; activationKey: string },
): Promise<number> {
  const { email, activationKey } = input;
  const { html, text } = renderMail({
    heading: MSG.mailInviteHeading(input.name?.trim() || input.companyName),
    paragraphs: [
      MSG.mailSupplierActivationIntro(input.companyName),
      ...(input.admissionPending ? [MSG.mailSupplierActivationPending] : []),
      // The questionnaire and documents wait on its own page (docs/product.md#qualification).
      MSG.qualificationInviteAfterActivation,
      MSG.mailSupplierActivationNext,
    ],
    action: { label: MSG.mailSupplierActivationAction, url: completeRegistrationUrl(input.appUrl, activationKey) },
    notes: [MSG.mailInviteExpiry],
  });
  return enqueueMail(tx, {
    to: email,
    toName: `${input.name ?? ''} ${input.lastName ?? ''}`.trim() || input.companyName,
    subject: MSG.mailSupplierActivationSubject,
    html,
    text,
    ref: { kind: 'supplier-registration', id: input.supplierId },
    secret: true,
  });
}
