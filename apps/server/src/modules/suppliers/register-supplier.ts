import {
  isHoneypotFilled,
  PUBLIC_REGISTRATION_RULES,
  type RegistrationReceipt,
  registrationInput,
} from '@abasto/domain/supplier-registration';
import { type ValidSupplierInput } from '@abasto/domain/supplier';
import { normalizeEmail } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import { and, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { noSoonerThan } from '../../lib/even-time.ts';
import { hit } from '../../lib/rate-counter.ts';
import { findAccountByAddress, findLookAlikeAccount } from '../users/address-checks.ts';
import { createSupplierLogin } from '../users/create-supplier-login.ts';
import { tellStaffOfRequest } from './admission.ts';
import { createSupplier } from './create-supplier.ts';
import { tellAccountOwner, tellRegisteredCompany } from './registration-collision.ts';
import { isDuplicateSupplier, validSupplierInput } from './save-supplier-input.ts';

/**
 * How long the same registration sent again (a double click, a retried request) is answered as
 * the success it already was instead of as a duplicate.
 */
const REGISTRATION_REPLAY_SECONDS = 10 * 60;

/** Every public registration answer takes at least this long, new or colliding (see even-time.ts). */
export const REGISTRATION_ANSWER_MS = 400;

/**
 * The public 'Inscripción de Proveedores' (docs/product.md#public-registration, docs/product.md#accounts-and-e-mail). Only the
 * wizard's fields are read, checked against the public rules; the supplier, its login (role
 * proveedor, no password) and the confirmation e-mail with the activation link are created in
 * one transaction. The answer carries no record: an anonymous caller never reads a supplier.
 * It is the same (status, body, about the same time) whether or not the address or the
 * company exist already, so the call cannot be used to find accounts.
 */
export async function registerSupplier({
  ctx,
  body,
  clientIp,
}: {
  ctx: AppContext;
  body: unknown;
  clientIp: string;
}): Promise<RegistrationReceipt> {
  const { db, config } = ctx;
  const count = await hit(db, `registration-client:${clientIp}`, config.REGISTRATION_WINDOW_SECONDS);
  if (count > config.REGISTRATION_MAX_PER_CLIENT) throw AppError.tooManyRequests();

  const input = registrationInput(body);
  // A bot learns nothing: it gets the answer of a success, and nothing is stored or sent.
  if (isHoneypotFilled(body)) {
    return { registered: true, email: typeof input.email === 'string' ? input.email.trim() : '' };
  }
  const values = validSupplierInput(input, PUBLIC_REGISTRATION_RULES);
  const email = normalizeEmail(values.email ?? '');
  // Every valid registration gets this one answer, whatever exists already (the floor evens the time).
  const receipt: RegistrationReceipt = { registered: true, email };
  await noSoonerThan(REGISTRATION_ANSWER_MS, () => register(ctx, input, values, email));
  return receipt;
}

/**
 * Creates the supplier (Pendiente), its login and the activation e-mail; when the address is (or
 * looks like) an existing account's, nothing is created and the existing owner is told by e-mail
 * instead (staff see the notice on the Correos page). When the company is registered already, the
 * request is created all the same, flagged for staff, and the registered company is told
 * (docs/product.md#supplier-admission).
 */
async function register(ctx: AppContext, input: unknown, values: ValidSupplierInput, email: string): Promise<void> {
  const { config } = ctx;
  if (!(await isRecentSameRegistration(ctx, values))) {
    const owner = (await findAccountByAddress(ctx.db, email)) ?? (await findLookAlikeAccount(ctx.db, email));
    if (owner) {
      // The same registration may have committed between the two reads: a replay tells no one.
      if (!(await isRecentSameRegistration(ctx, values))) await tellAccountOwner(ctx, owner, email);
      return;
    }
  }
  try {
    await createSupplier({
      ctx,
      input,
      rules: PUBLIC_REGISTRATION_RULES,
      createdById: null,
      // A public registration is a request staff accept (docs/product.md#supplier-admission).
      admision: 'Pendiente',
      afterInsert: async (tx, row) => {
        await createSupplierLogin(tx, {
          appUrl: config.appUrl,
          supplierId: row.id,
          email,
          name: values.nombreEjecutivo ?? '',
          companyName: values.razonSocial,
          admissionPending: true,
        });
        await tellStaffOfRequest(tx, config.appUrl, row);
        // The company is registered already: the request waits, flagged, and the company is told.
        await tellRegisteredCompany(tx, values, row.id);
      },
    });
  } catch (err) {
    if (isDuplicateSupplier(err)) {
      if (!(await isRecentSameRegistration(ctx, values))) await tellRegisteredCompany(ctx.db, values);
      return;
    }
    // The address was taken between the check and the insert: by this same registration sent
    // twice at once (a replay, nothing to tell), or by someone else (its owner is told).
    if (err instanceof AppError && err.message === MSG.duplicateUserEmail) {
      if (await isRecentSameRegistration(ctx, values)) return;
      const owner = await findAccountByAddress(ctx.db, email);
      if (owner) await tellAccountOwner(ctx, owner, email);
      return;
    }
    throw err;
  }
}

/** The same pais, registro and e-mail registered publicly a moment ago: this is a replay. */
async function isRecentSameRegistration(ctx: AppContext, values: ValidSupplierInput): Promise<boolean> {
  const [found] = await ctx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        sql`${suppliers.pais} = ${values.pais}`,
        sql`upper(regexp_replace(${suppliers.registro}, '[ ./-]', '', 'g')) = upper(regexp_replace(${values.registro}, '[ ./-]', '', 'g'))`,
        sql`lower(${suppliers.email}) = lower(${values.email ?? ''})`,
        isNull(suppliers.invitedById),
        gt(suppliers.createdAt, sql`now() - make_interval(secs => ${REGISTRATION_REPLAY_SECONDS})`),
      ),
    );
  return found !== undefined;
}
