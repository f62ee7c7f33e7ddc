import { can } from '@abasto/domain/permissions';
import { type Proveedor, STAFF_CREATE_RULES } from '@abasto/domain/supplier';
import type { RegistrationReceipt } from '@abasto/domain/supplier-registration';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';
import { createSupplier } from './create-supplier.ts';
import { registerSupplier } from './register-supplier.ts';

/**
 * POST /api/auth/proveedor/ serves two screens: without a session it is the public registration
 * (public rules, rate limit, honeypot); staff who may edit suppliers create with the staff rules
 * and read back the record. Any other logged-in caller is refused.
 */
export async function postSupplier({
  ctx,
  body,
  caller,
  clientIp,
}: {
  ctx: AppContext;
  body: unknown;
  caller: UserRow | null;
  clientIp: string;
}): Promise<Proveedor | RegistrationReceipt> {
  if (caller === null) return registerSupplier({ ctx, body, clientIp });
  if (!can(caller.role, 'suppliers.edit')) throw AppError.forbidden();
  return createSupplier({ ctx, input: body, rules: STAFF_CREATE_RULES, createdById: caller.id });
}
