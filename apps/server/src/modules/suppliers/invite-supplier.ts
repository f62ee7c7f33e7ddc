import { MSG } from '@abasto/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { completeRegistrationUrl, issueAccountKey } from '../auth/account-keys.ts';
import type { UserRow } from '../auth/session-user.ts';
import { createSupplierLogin, enqueueSupplierActivationMail } from '../users/create-supplier-login.ts';

/**
 * "Invitar al portal" (docs/product.md#users): a supplier registered by staff has no login. This
 * creates it (role proveedor, no password) or, for one still pending, issues a fresh activation
 * key; either way the activation e-mail goes to the supplier's address through the outbox (as a
 * secret) and the link is answered for "Copiar Link". A login already activated is refused (409):
 * its owner recovers the password itself.
 */
export async function inviteSupplier({
  ctx,
  actor,
  id,
}: {
  ctx: AppContext;
  actor: UserRow;
  id: number;
}): Promise<{ activationKey: string; link: string; email: string }> {
  return ctx.db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ id: suppliers.id, email: suppliers.email, razonSocial: suppliers.razonSocial, nombreFantasia: suppliers.nombreFantasia })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!supplier) throw AppError.notFound(MSG.supplierNotFound);
    const companyName = supplier.razonSocial || supplier.nombreFantasia || '';
    const [login] = await tx
      .select()
      .from(users)
      .where(and(eq(users.supplierId, id), eq(users.role, 'proveedor')))
      .orderBy(users.id)
      .limit(1);
    let activationKey: string;
    let email: string;
    if (!login) {
      if (!supplier.email?.trim()) throw AppError.conflict(MSG.supplierInviteNoEmail);
      const created = await createSupplierLogin(tx, { appUrl: ctx.config.appUrl, supplierId: id, email: supplier.email, companyName });
      activationKey = created.activationKey;
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, created.userId));
      email = row!.email;
    } else {
      if (login.registeredAt !== null) throw AppError.conflict(MSG.supplierPortalAlreadyActive);
      if (!login.active) throw AppError.conflict(MSG.supplierLoginInactive);
      activationKey = await issueAccountKey(tx, { userId: login.id, purpose: 'invite', createdById: actor.id });
      email = login.email;
      await enqueueSupplierActivationMail(tx, {
        appUrl: ctx.config.appUrl,
        supplierId: id,
        email,
        name: login.name,
        lastName: login.lastName,
        companyName,
        activationKey,
      });
    }
    return { activationKey, link: completeRegistrationUrl(ctx.config.appUrl, activationKey), email };
  });
}
