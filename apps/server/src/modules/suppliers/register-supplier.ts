import {
  isHoneypotFilled,
  PUBLIC_REGISTRATION_RULES,
  type RegistrationReceipt,
  registrationInput,
} from '@abasto/domain/supplier-registration';
import { type ValidSupplierInput } from '@abasto/domain/supplier';
import { and, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit } from '../../lib/rate-counter.ts';
import { createSupplierLogin } from '../users/create-supplier-login.ts';
import { createSupplier } from './create-supplier.ts';
import { isDuplicateSupplier, validSupplierInput } from './save-supplier-input.ts';

/**
 * How long the same registration sent again (a double click, a retried request) is answered as
 * the success it already was instead of as a duplicate.
 */
export const REGISTRATION_REPLAY_SECONDS = 10 * 60;

/**
 * The public 'Inscripción de Proveedores' (docs/product.md#public-registration, docs/product.md#accounts-and-e-mail). Only the
 * wizard's fields are read, checked against the public rules; the supplier, its login (role
 * proveedor, no password) and the confirmation e-mail with the activation link are created in
 * one transaction. The answer carries no record: an anonymous caller never reads a supplier.
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
  const email = values.email ?? '';
  try {
    await createSupplier({
      ctx,
      input,
      rules: PUBLIC_REGISTRATION_RULES,
      createdById: null,
      afterInsert: async (tx, row) => {
        await createSupplierLogin(tx, {
          appUrl: config.appUrl,
          supplierId: row.id,
          email,
          name: values.nombreEjecutivo ?? '',
          companyName: values.razonSocial,
        });
      },
    });
  } catch (err) {
    if (isDuplicateSupplier(err) && (await isRecentSameRegistration(ctx, values))) {
      return { registered: true, email };
    }
    throw err;
  }
  return { registered: true, email };
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
