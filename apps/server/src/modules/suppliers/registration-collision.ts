import { MSG } from '@abasto/domain/messages';
import { contactEmail } from '@abasto/domain/supplier-contact';
import type { ValidSupplierInput } from '@abasto/domain/supplier';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { ExistingAccount } from '../users/address-checks.ts';

/** The outbox kind of these notices: staff see each attempt on the Correos page. */
export const REGISTRATION_ATTEMPT_REF = 'registration-attempt';

function notice(to: string, lines: string[], refId: string | number) {
  const { html, text } = renderMail({
    heading: MSG.mailRegistrationAttemptSubject,
    paragraphs: lines,
    notes: [MSG.mailRegistrationAttemptNext],
  });
  return { to, subject: MSG.mailRegistrationAttemptSubject, html, text, ref: { kind: REGISTRATION_ATTEMPT_REF, id: refId } };
}

/** The public registration used an address that is (or looks like) an account's: its owner is told. */
export async function tellAccountOwner(ctx: AppContext, owner: ExistingAccount, attempted: string): Promise<void> {
  await enqueueMail(ctx.db, notice(owner.email, [MSG.mailRegistrationAttemptAddress(attempted)], `user:${owner.id}`));
}

/**
 * The public registration named a company already registered: the company is told, at its own
 * address. `requestId` is the new request itself, left out; an accepted supplier is told first.
 */
export async function tellRegisteredCompany(db: Db | Tx, values: ValidSupplierInput, requestId: number | null = null): Promise<void> {
  const [existing] = await queryRows<{ id: number; razon_social: string; email: string | null; email_ejecutivo: string[] | null }>(
    db,
    sql`select id, razon_social, email, email_ejecutivo from suppliers
        where pais = ${values.pais}
          and upper(regexp_replace(registro, '[ ./-]', '', 'g')) = upper(regexp_replace(${values.registro}, '[ ./-]', '', 'g'))
          and id is distinct from ${requestId}::int
        order by (admision = 'Aceptado') desc, id
        limit 1`,
  );
  if (!existing) return;
  const to = contactEmail({ email: existing.email, emailEjecutivo: existing.email_ejecutivo ?? [] });
  if (!to) return;
  await enqueueMail(
    db,
    notice(
      to,
      [MSG.mailRegistrationAttemptRegistro(existing.razon_social, values.registro, values.email ?? '')],
      `supplier:${existing.id}`,
    ),
  );
}
