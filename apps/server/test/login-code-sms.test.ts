import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { createSmsGateway } from '../src/modules/mail/sms-gateway.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';
import { testMailWorker } from './helpers/mail-worker.ts';
import { type SmsReceiver, startSmsReceiver } from './helpers/sms-receiver.ts';

// docs/product.md#login: the 4-digit code goes by SMS when the user has a telephone and a
// gateway is configured, else by e-mail; a code by SMS is as secret on Correos as one by e-mail.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let receiver: SmsReceiver;
let fixture: AbastoWithMail;
let abasto: TestAbasto;
beforeAll(async () => {
  receiver = await startSmsReceiver();
  fixture = await createAbastoWithMail(
    { SMS_GATEWAY_URL: `${receiver.url}/sms`, SMS_GATEWAY_TOKEN: 'tok', LOGIN_MAX_PER_CLIENT: '1000' },
    { configureSmtp: true },
  );
  abasto = fixture.abasto;
});
afterAll(async () => {
  await fixture?.close();
  await receiver?.close();
});

let n = 0;
const telephone = () => `5959810${String(++n).padStart(5, '0')}`;

async function preLogin(app: TestAbasto['app'], email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/pre-login-email', payload: { email, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json() as { twoFactor: true; oAuthSms: string; channel: string };
}

async function outbox(app: TestAbasto['app'], to: string) {
  return queryRows<{ channel: string; text: string; secret: boolean }>(
    app.ctx.db,
    sql`select m.channel, c.text, m.secret from mail_messages m join mail_contents c on c.id = m.content_id where m.to_address = ${to}`,
  );
}

describe('with an SMS gateway', () => {
  it('a user with a telephone gets the code by SMS, and it signs in', async () => {
    const phone = telephone();
    const user = await createUser(abasto.app.ctx.db, { twoFactor: true, telephone: phone });
    const challenge = await preLogin(abasto.app, user.email);
    expect(challenge).toMatchObject({ twoFactor: true, channel: 'sms' });
    expect(await outbox(abasto.app, user.email)).toEqual([]);
    const [sms] = await outbox(abasto.app, phone);
    expect(sms).toMatchObject({ channel: 'sms', secret: true });

    // The admin reads neither the list nor the message's code: the gateway is configured.
    const admin = await userWithToken(abasto.app, 'admin');
    const list = await abasto.app.inject({ method: 'GET', url: `/api/mail/messages?q=${phone}`, headers: admin.auth });
    expect(list.json()).toMatchObject({ smsConfigured: true, total: 1 });
    const row = list.json().data[0] as { id: number; channel: string; to: string; subject: string };
    expect(row).toMatchObject({ channel: 'sms', to: phone, subject: '' });
    const detail = await abasto.app.inject({ method: 'GET', url: `/api/mail/messages/${row.id}`, headers: admin.auth });
    expect(detail.json()).toMatchObject({ channel: 'sms', redacted: true, text: MSG.mailSecretRedacted });

    const worker = testMailWorker(abasto.app.ctx.db, fixture.sink.url, { sms: createSmsGateway(abasto.app.ctx.config.smsGateway!) });
    await worker.drain();
    const got = receiver.received.find((r) => r.fields.to === phone)!;
    expect(got.headers.authorization).toBe('Bearer tok');
    const code = /\b(\d{4})\b/.exec(String(got.fields.text))![1]!;
    expect(got.fields.text).toBe(MSG.smsLoginCode(code));
    const [stored] = await outbox(abasto.app, phone);
    expect(stored!.text).not.toContain(code);
    const [sent] = await abasto.app.ctx.db.select().from(mailMessages).where(eq(mailMessages.toAddress, phone));
    expect(sent).toMatchObject({ status: 'sent', smtpResponse: '200 OK id=sms-1' });

    const done = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/pre-login-email-sms',
      payload: { code, oAuthSms: challenge.oAuthSms },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().token).toEqual(expect.any(String));
  });

  it('the gateway down: the same answer at once; the code waits, is retried, and still signs in once delivered', async () => {
    const phone = telephone();
    const user = await createUser(abasto.app.ctx.db, { twoFactor: true, telephone: phone });
    const challenge = await preLogin(abasto.app, user.email);
    expect(challenge).toMatchObject({ twoFactor: true, channel: 'sms' });
    const down = await startSmsReceiver();
    const { port, url } = down;
    await down.close();
    const gateway = (to: string) => createSmsGateway({ ...abasto.app.ctx.config.smsGateway!, url: `${to}/sms` });
    const worker = testMailWorker(abasto.app.ctx.db, fixture.sink.url, { sms: gateway(url) });
    await worker.runOnce();
    const [waiting] = await abasto.app.ctx.db.select().from(mailMessages).where(eq(mailMessages.toAddress, phone));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    const up = await startSmsReceiver(port);
    try {
      // retryDelayMs is 0 in the test worker: the next look at the outbox retries it.
      await worker.drain();
      const code = /\b(\d{4})\b/.exec(String(up.received[0]!.fields.text))![1]!;
      const done = await abasto.app.inject({
        method: 'POST',
        url: '/api/auth/pre-login-email-sms',
        payload: { code, oAuthSms: challenge.oAuthSms },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await up.close();
    }
  });

  it('a user without a telephone gets the code by e-mail, as before', async () => {
    const user = await createUser(abasto.app.ctx.db, { twoFactor: true });
    expect(await preLogin(abasto.app, user.email)).toMatchObject({ channel: 'email' });
    expect(await outbox(abasto.app, user.email)).toEqual([expect.objectContaining({ channel: 'email', secret: true })]);
  });
});

describe('without an SMS gateway', () => {
  let plain: TestAbasto;
  beforeAll(async () => {
    plain = await createTestAbasto();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('the code goes by e-mail even to a user with a telephone: a text message would only wait', async () => {
    const phone = telephone();
    const user = await createUser(plain.app.ctx.db, { twoFactor: true, telephone: phone });
    expect(await preLogin(plain.app, user.email)).toMatchObject({ channel: 'email' });
    expect(await outbox(plain.app, phone)).toEqual([]);
    expect(await outbox(plain.app, user.email)).toHaveLength(1);
  });

  it('a text message waiting on Correos stays readable, and the list says no gateway is configured', async () => {
    const { enqueueSms } = await import('../src/modules/mail/enqueue-sms.ts');
    const phone = telephone();
    const id = await plain.app.ctx.db.transaction((tx) => enqueueSms(tx, { to: phone, text: 'Código 9182', secret: true }));
    const admin = await userWithToken(plain.app, 'admin');
    const list = await plain.app.inject({ method: 'GET', url: `/api/mail/messages?q=${phone}`, headers: admin.auth });
    expect(list.json()).toMatchObject({ smsConfigured: false, total: 1 });
    // Found by the telephone as the page shows it, with its '+'; filtered by state as e-mails are.
    const byShown = await plain.app.inject({ method: 'GET', url: `/api/mail/messages?q=${encodeURIComponent(`+${phone}`)}&status=pending`, headers: admin.auth });
    expect(byShown.json().data.map((m: { id: number }) => m.id)).toEqual([id]);
    const sent = await plain.app.inject({ method: 'GET', url: `/api/mail/messages?q=${phone}&status=sent`, headers: admin.auth });
    expect(sent.json().total).toBe(0);
    const detail = await plain.app.inject({ method: 'GET', url: `/api/mail/messages/${id}`, headers: admin.auth });
    expect(detail.json()).toMatchObject({ channel: 'sms', to: phone, redacted: false, text: 'Código 9182' });
  });
});
