import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { createSupplierLogin } from '../src/modules/users/create-supplier-login.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';
import { linkIn, type SmtpSink } from './helpers/smtp-sink.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/**
 * A message that carries a secret (activation link, recovery link, login code)
 * is readable only by its recipient once a mail server is configured. An admin reading the
 * Correos page (list and message view) never sees the secret, before or after delivery; the
 * database keeps no copy after delivery; the recipient's mailbox has it. Without SMTP_URL it
 * stays readable, and the list says so (the page's banner).
 */

let fixture: AbastoWithMail;
let abasto: TestAbasto;
let sink: SmtpSink;
let worker: MailWorker;
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  fixture = await createAbastoWithMail({ APP_URL: 'http://127.0.0.1:4810', LOGIN_MAX_PER_CLIENT: '1000' }, { configureSmtp: true });
  ({ abasto, sink, worker } = fixture);
  admin = await userWithToken(abasto.app, 'admin');
});
afterAll(async () => {
  await fixture?.close();
});

const db = () => abasto.app.ctx.db;
let n = 0;
const address = (what: string) => `${what}${++n}-${Date.now()}@secret.test`;

/** Everything an admin can read about the messages to an address: the list and each message. */
async function adminView(to: string): Promise<string> {
  const list = await abasto.app.inject({
    method: 'GET',
    url: `/api/mail/messages?q=${encodeURIComponent(to)}`,
    headers: admin.auth,
  });
  expect(list.statusCode).toBe(200);
  expect(list.json().smtpConfigured).toBe(true);
  const rows = list.json().data as { id: number; secret: boolean }[];
  expect(rows.length).toBeGreaterThan(0);
  const views: string[] = [list.body];
  for (const row of rows) {
    expect(row.secret).toBe(true);
    const view = await abasto.app.inject({ method: 'GET', url: `/api/mail/messages/${row.id}`, headers: admin.auth });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ redacted: true, text: MSG.mailSecretRedacted });
    views.push(view.body);
  }
  return views.join('\n');
}

/** What the database keeps of the bodies of the messages to an address. */
async function storedBodies(to: string): Promise<string> {
  const rows = await queryRows<{ html: string; text: string; subject: string }>(
    db(),
    sql`select m.subject, c.html, c.text from mail_messages m join mail_contents c on c.id = m.content_id
        where m.to_address = ${to}`,
  );
  return rows.map((r) => `${r.subject}\n${r.html}\n${r.text}`).join('\n');
}

/** Proves the class: hidden from the admin before and after delivery, gone from the database, in the mailbox. */
async function expectOnlyRecipientReads(to: string, secret: string) {
  expect(await adminView(to)).not.toContain(secret);
  await worker.drain();
  const [received] = sink.to(to);
  expect(`${received?.mail.text}`).toContain(secret);
  expect(`${received?.mail.html}`).toContain(secret);
  expect(await adminView(to)).not.toContain(secret);
  expect(await storedBodies(to)).not.toContain(secret);
  const [row] = await db().select().from(mailMessages).where(eq(mailMessages.toAddress, to));
  expect(row).toMatchObject({ status: 'sent', secret: true });
}

describe('messages that carry a secret, with a mail server', () => {
  it('recovery: the admin cannot read the link, the recipient can', async () => {
    const user = await createUser(db(), { email: address('recupera') });
    const res = await abasto.app.inject({ method: 'POST', url: '/api/auth/recover-pass', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    // The key is in the body before delivery; the admin must not see it even then.
    const [pending] = await queryRows<{ text: string }>(
      db(),
      sql`select c.text from mail_messages m join mail_contents c on c.id = m.content_id where m.to_address = ${user.email}`,
    );
    const key = /page-completar-cadastro\/(\S+)/.exec(pending!.text)![1]!;
    await expectOnlyRecipientReads(user.email, key);
    const link = linkIn(sink.to(user.email)[0]!.mail, '/page-completar-cadastro/');
    expect(link.endsWith(key)).toBe(true);
  });

  it('invitation (activation): the admin cannot read the link in Correos, the invited person can', async () => {
    const email = address('invitado');
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/invite-user',
      payload: { email, name: 'Iris', lastName: 'Paz', role: 'analista' },
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    await expectOnlyRecipientReads(email, res.json().activationKey);
  });

  it('supplier activation: the admin cannot read the link, the supplier can', async () => {
    const email = address('proveedor');
    const supplier = await createSupplierRow(db());
    const login = await db().transaction((tx) =>
      createSupplierLogin(tx, { appUrl: abasto.app.ctx.config.appUrl, supplierId: supplier.id, email, companyName: 'X S.A.' }),
    );
    await expectOnlyRecipientReads(email, login.activationKey);
  });

  it('login code: never in the subject; the admin cannot read it, the user can', async () => {
    const user = await createUser(db(), { email: address('dospasos'), twoFactor: true });
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/pre-login-email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.json().twoFactor).toBe(true);
    const [pending] = await queryRows<{ text: string; subject: string }>(
      db(),
      sql`select m.subject, c.text from mail_messages m join mail_contents c on c.id = m.content_id where m.to_address = ${user.email}`,
    );
    const code = /\b(\d{4})\b/.exec(pending!.text)![1]!;
    expect(pending!.subject).toBe(MSG.mailLoginCodeSubject);
    await expectOnlyRecipientReads(user.email, code);
    expect(sink.to(user.email)[0]!.mail.subject).not.toMatch(/\d{4}/);
  });

  it('a secret message whose delivery failed stays hidden', async () => {
    const user = await createUser(db(), { email: address('rebota') });
    sink.rejectRecipient(user.email, 550);
    await abasto.app.inject({ method: 'POST', url: '/api/auth/recover-pass', payload: { email: user.email } });
    await worker.drain();
    const [row] = await db().select().from(mailMessages).where(eq(mailMessages.toAddress, user.email));
    expect(row?.status).toBe('failed');
    expect(await adminView(user.email)).not.toContain('page-completar-cadastro/');
  });
});

describe('without a mail server', () => {
  it('secret messages stay readable on the Correos page, and the list says there is no mail server', async () => {
    const local = await createTestAbasto({ APP_URL: 'http://127.0.0.1:4811' });
    try {
      const localAdmin = await userWithToken(local.app, 'admin');
      const user = await createUser(local.app.ctx.db, { email: address('local') });
      await local.app.inject({ method: 'POST', url: '/api/auth/recover-pass', payload: { email: user.email } });
      const list = await local.app.inject({
        method: 'GET',
        url: `/api/mail/messages?q=${encodeURIComponent(user.email)}`,
        headers: localAdmin.auth,
      });
      expect(list.json().smtpConfigured).toBe(false);
      const [summary] = list.json().data;
      expect(summary.secret).toBe(true);
      const view = await local.app.inject({ method: 'GET', url: `/api/mail/messages/${summary.id}`, headers: localAdmin.auth });
      expect(view.json().redacted).toBe(false);
      expect(view.json().text).toContain('http://127.0.0.1:4811/page-completar-cadastro/');
      expect(MSG.mailNoSmtp).toMatch(/links de activación/);
    } finally {
      await local.close();
    }
    // A database of its own: more time than one call needs, on a busy machine.
  }, 120_000);
});
