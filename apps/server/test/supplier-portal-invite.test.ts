import { MSG } from '@abasto/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { loginAs, userWithToken } from './helpers/factories.ts';
import { linkIn, type SmtpSink } from './helpers/smtp-sink.ts';
import { createSupplierRow, supplierBody } from './helpers/supplier-factory.ts';

/**
 * "Invitar al portal" (docs/product.md#users): a supplier registered by staff gets its login
 * and the activation link by e-mail (a secret in the outbox), can then log in and recover its
 * password; a login already active is refused with a clear message.
 */

let fixture: AbastoWithMail;
let abasto: TestAbasto;
let sink: SmtpSink;
let worker: MailWorker;
let gerente: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  fixture = await createAbastoWithMail({ APP_URL: 'http://127.0.0.1:4811', LOGIN_MAX_PER_CLIENT: '1000' }, { configureSmtp: true });
  ({ abasto, sink, worker } = fixture);
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(async () => {
  await fixture?.close();
});

const db = () => abasto.app.ctx.db;
let n = 0;
const address = (what: string) => `${what}${++n}-${Date.now()}@portal.test`;
const invite = (id: number, headers: Record<string, string> = gerente.auth) =>
  abasto.app.inject({ method: 'POST', url: `/api/auth/proveedor/${id}/invitacion`, headers });
const messagesTo = (to: string) => db().select().from(mailMessages).where(eq(mailMessages.toAddress, to));

describe('POST /api/auth/proveedor/:id/invitacion', () => {
  it('gives a staff-registered supplier a login, mails the link, and recovery works afterwards', async () => {
    const email = address('staff');
    const created = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/proveedor/',
      headers: gerente.auth,
      payload: supplierBody({ email }),
    });
    expect(created.statusCode).toBe(201);
    const supplierId = created.json()._id as number;
    // Registered by staff: no login, nothing sent, recovery does nothing.
    expect(await db().select().from(users).where(eq(users.supplierId, supplierId))).toHaveLength(0);
    await abasto.app.inject({ method: 'POST', url: '/api/auth/recover-pass', payload: { email } });
    expect(await messagesTo(email)).toHaveLength(0);

    const res = await invite(supplierId);
    expect(res.statusCode).toBe(200);
    const { activationKey, link } = res.json() as { activationKey: string; link: string };
    expect(res.json().email).toBe(email);
    expect(link).toBe(`http://127.0.0.1:4811/page-completar-cadastro/${activationKey}`);
    const [login] = await db()
      .select()
      .from(users)
      .where(and(eq(users.supplierId, supplierId), eq(users.role, 'proveedor')));
    expect(login).toMatchObject({ email, registeredAt: null });
    const [queued] = await messagesTo(email);
    expect(queued).toMatchObject({ secret: true, refKind: 'supplier-registration', refId: String(supplierId) });

    await worker.drain();
    const mailed = linkIn(sink.to(email)[0]!.mail, '/page-completar-cadastro/');
    expect(mailed.endsWith(activationKey)).toBe(true);

    const done = await abasto.app.inject({
      method: 'PUT',
      url: `/api/auth/complete-registration/${activationKey}`,
      payload: { password: 'una-clave-larga' },
    });
    expect(done.statusCode).toBe(200);
    expect(await loginAs(abasto.app, email, 'una-clave-larga')).toBeTruthy();

    // Active now: a new invitation is refused; recovery sends the supplier a link.
    const again = await invite(supplierId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.supplierPortalAlreadyActive);
    const recovery = await abasto.app.inject({ method: 'POST', url: '/api/auth/recover-pass', payload: { email } });
    expect(recovery.statusCode).toBe(200);
    expect((await messagesTo(email)).filter((m) => m.refKind === 'password-recovery')).toHaveLength(1);
  });

  it('for a pending login, issues a fresh link and mails it again; both links stay valid', async () => {
    const email = address('pendiente');
    const supplier = await createSupplierRow(db(), { email });
    const first = await invite(supplier.id);
    const second = await invite(supplier.id);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().activationKey).not.toBe(first.json().activationKey);
    expect(await db().select().from(users).where(eq(users.supplierId, supplier.id))).toHaveLength(1);
    expect(await messagesTo(email)).toHaveLength(2);
    for (const key of [first.json().activationKey, second.json().activationKey]) {
      const data = await abasto.app.inject({ method: 'GET', url: `/api/auth/user-validation-key/${key}` });
      expect(data.statusCode).toBe(200);
      expect(data.json()).toMatchObject({ email, role: 'proveedor' });
    }
  });

  it('refuses what cannot be invited, with clear messages', async () => {
    const noEmail = await createSupplierRow(db(), { email: null });
    const res = await invite(noEmail.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MSG.supplierInviteNoEmail);

    expect((await invite(999_999)).statusCode).toBe(404);
    expect((await invite(0)).statusCode).toBe(400);

    // The address already belongs to another account: nothing is created.
    const taken = await userWithToken(abasto.app, 'analista', { email: address('tomada') });
    const clash = await createSupplierRow(db(), { email: taken.user.email });
    const refused = await invite(clash.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MSG.duplicateUserEmail);
    expect(await db().select().from(users).where(eq(users.supplierId, clash.id))).toHaveLength(0);

    const deactivated = await createSupplierRow(db(), { email: address('inactivo') });
    await invite(deactivated.id);
    await db().update(users).set({ active: false }).where(eq(users.supplierId, deactivated.id));
    const inactive = await invite(deactivated.id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toBe(MSG.supplierLoginInactive);
  });

  it('is for staff who edit suppliers only', async () => {
    const supplier = await createSupplierRow(db(), { email: address('roles') });
    const admin = await userWithToken(abasto.app, 'admin');
    const analista = await userWithToken(abasto.app, 'analista');
    expect((await invite(supplier.id, analista.auth)).statusCode).toBe(403);
    expect((await invite(supplier.id, {})).statusCode).toBe(401);
    expect((await invite(supplier.id, admin.auth)).statusCode).toBe(200);
  });

  it('deleting the supplier cancels an invitation not yet delivered', async () => {
    const email = address('borrado');
    const supplier = await createSupplierRow(db(), { email });
    expect((await invite(supplier.id)).statusCode).toBe(200);
    const del = await abasto.app.inject({ method: 'DELETE', url: `/api/auth/proveedor/${supplier.id}`, headers: gerente.auth });
    expect(del.statusCode).toBe(200);
    const [message] = await messagesTo(email);
    expect(message?.status).toBe('cancelled');
  });
});
