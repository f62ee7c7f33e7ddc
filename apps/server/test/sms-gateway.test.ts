import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type SmsGatewayConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { enqueueMail } from '../src/modules/mail/enqueue-mail.ts';
import { enqueueSms } from '../src/modules/mail/enqueue-sms.ts';
import { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { createSmsGateway, SmsDeliveryError } from '../src/modules/mail/sms-gateway.ts';
import { createTestAbasto } from './helpers/abasto.ts';
import { testMailWorker } from './helpers/mail-worker.ts';
import { useOutboxFixture } from './helpers/outbox-fixture.ts';
import { type SmsReceiver, startSmsReceiver } from './helpers/sms-receiver.ts';

// docs/product.md#accounts-and-e-mail: text messages go through the outbox to an HTTP SMS gateway,
// here a local receiver that checks what each kind of gateway would read.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const TEXT = 'Tu código: 4821 ≤ → Ł Ω ½ 🙂 日本語 עברית';

let receiver: SmsReceiver;
beforeAll(async () => {
  receiver = await startSmsReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer(() => ({ status: 200, body: { id: 'gw-1' } }));
});

function gatewayConfig(env: Record<string, string>): SmsGatewayConfig {
  return loadConfig({ NODE_ENV: 'test', ...env }).smsGateway!;
}

describe('request shapes, checked by a local receiver', () => {
  it('generic: POST JSON {to, text} with a bearer token', async () => {
    const gw = createSmsGateway(gatewayConfig({ SMS_GATEWAY_URL: `${receiver.url}/send`, SMS_GATEWAY_TOKEN: 's3cret' }));
    expect(await gw.send({ to: '595981123456', text: TEXT })).toBe('200 OK id=gw-1');
    const [got] = receiver.received;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/send');
    expect(got!.headers.authorization).toBe('Bearer s3cret');
    expect(got!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(got!.body)).toEqual({ to: '595981123456', text: TEXT });
  });

  it('twilio: form fields To/From/Body with Basic auth SID:token', async () => {
    receiver.answer(() => ({ status: 201, body: { sid: 'SM123', body: TEXT } }));
    const gw = createSmsGateway(
      gatewayConfig({
        SMS_GATEWAY_KIND: 'twilio',
        SMS_GATEWAY_URL: `${receiver.url}/2010-04-01/Accounts/AC42/Messages.json`,
        SMS_GATEWAY_ACCOUNT: 'AC42',
        SMS_GATEWAY_TOKEN: 'authtok',
        SMS_GATEWAY_FROM: '+15005550006',
      }),
    );
    // The receipt is the message id, never the echoed text (it may carry a code).
    expect(await gw.send({ to: '595981123456', text: TEXT })).toBe('201 Created id=SM123');
    const [got] = receiver.received;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(got!.headers.authorization).toBe(`Basic ${Buffer.from('AC42:authtok').toString('base64')}`);
    expect(got!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got!.fields).toEqual({ To: '+595981123456', From: '+15005550006', Body: TEXT });
  });

  it('twilio: the preset address carries the account SID', () => {
    const cfg = gatewayConfig({ SMS_GATEWAY_KIND: 'twilio', SMS_GATEWAY_ACCOUNT: 'AC1', SMS_GATEWAY_TOKEN: 't', SMS_GATEWAY_FROM: '+1' });
    expect(cfg).toMatchObject({ kind: 'twilio', url: null, account: 'AC1' });
  });

  it('vonage: JSON api_key/api_secret/from/to/text; a 200 with a non-zero status is a failure', async () => {
    const cfg = gatewayConfig({
      SMS_GATEWAY_KIND: 'vonage',
      SMS_GATEWAY_URL: `${receiver.url}/sms/json`,
      SMS_GATEWAY_ACCOUNT: 'key1',
      SMS_GATEWAY_TOKEN: 'secret1',
      SMS_GATEWAY_FROM: 'Abasto',
    });
    const gw = createSmsGateway(cfg);
    receiver.answer(() => ({ body: { 'message-count': '1', messages: [{ status: '0', 'message-id': 'V-9' }] } }));
    expect(await gw.send({ to: '595981123456', text: TEXT })).toBe('200 OK id=V-9');
    const [got] = receiver.received;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/sms/json');
    expect(got!.fields).toEqual({ api_key: 'key1', api_secret: 'secret1', from: 'Abasto', to: '595981123456', text: TEXT, type: 'unicode' });

    receiver.answer(() => ({ body: { messages: [{ status: '4', 'error-text': 'Bad Credentials' }] } }));
    const refused = await gw.send({ to: '595981123456', text: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsDeliveryError);
    expect(refused).toMatchObject({ permanent: true, reason: 'Vonage status 4: Bad Credentials' });

    receiver.answer(() => ({ body: { messages: [{ status: '1', 'error-text': 'Throttled' }] } }));
    expect(await gw.send({ to: '595981123456', text: 'x' }).catch((e: unknown) => e)).toMatchObject({ permanent: false });
  });

  it('infobip: JSON messages[].destinations[].to with "App <key>" at {base}/sms/2/text/advanced', async () => {
    receiver.answer(() => ({ body: { messages: [{ messageId: 'IB-7', status: { groupName: 'PENDING' } }] } }));
    const gw = createSmsGateway(
      gatewayConfig({ SMS_GATEWAY_KIND: 'infobip', SMS_GATEWAY_URL: `${receiver.url}/`, SMS_GATEWAY_TOKEN: 'ibkey', SMS_GATEWAY_FROM: 'Abasto' }),
    );
    expect(await gw.send({ to: '595981123456', text: TEXT })).toBe('200 OK id=IB-7');
    const [got] = receiver.received;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/sms/2/text/advanced');
    expect(got!.headers.authorization).toBe('App ibkey');
    expect(JSON.parse(got!.body)).toEqual({ messages: [{ destinations: [{ to: '595981123456' }], from: 'Abasto', text: TEXT }] });
  });

  it('5xx and 429 are worth retrying; another 4xx is final, with the gateway\'s reason', async () => {
    const gw = createSmsGateway(gatewayConfig({ SMS_GATEWAY_URL: receiver.url, SMS_GATEWAY_TOKEN: 't' }));
    for (const [status, permanent] of [[503, false], [429, false], [400, true], [401, true]] as const) {
      receiver.answer(() => ({ status, body: { error: `no ${status}` } }));
      const err = await gw.send({ to: '1234', text: 'x' }).catch((e: unknown) => e);
      expect(err).toMatchObject({ permanent });
      expect((err as SmsDeliveryError).reason).toContain(`no ${status}`);
    }
  });
});

describe('configuration', () => {
  it('no gateway unless SMS_GATEWAY_URL or SMS_GATEWAY_KIND is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).smsGateway).toBeNull();
  });

  it('an incomplete gateway stops the start with the missing variables named', () => {
    expect(() => loadConfig({ SMS_GATEWAY_KIND: 'twilio', SMS_GATEWAY_TOKEN: 't' })).toThrow(
      /SMS_GATEWAY_ACCOUNT: required by SMS_GATEWAY_KIND=twilio[\s\S]*SMS_GATEWAY_FROM: required/,
    );
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.com/send' })).toThrow(/SMS_GATEWAY_TOKEN: required/);
    expect(() => loadConfig({ SMS_GATEWAY_KIND: 'infobip', SMS_GATEWAY_TOKEN: 'k' })).toThrow(/SMS_GATEWAY_URL: required/);
    expect(() => loadConfig({ SMS_GATEWAY_KIND: 'nokia' })).toThrow(/SMS_GATEWAY_KIND/);
  });

  it('a gateway address must be https, but for one on this machine', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'http://sms.example.com/send', SMS_GATEWAY_TOKEN: 't' })).toThrow(/https/);
    expect(loadConfig({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/send', SMS_GATEWAY_TOKEN: 't' }).smsGateway?.kind).toBe('generic');
  });
});

describe('delivery through the outbox worker', () => {
  const outbox = useOutboxFixture();

  const smsWorker = (url = receiver.url, opts: Partial<ConstructorParameters<typeof MailWorker>[0]> = {}) =>
    new MailWorker({
      db: outbox.db,
      from: 'Abasto <no-reply@abasto.test>',
      sms: createSmsGateway(gatewayConfig({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 't' })),
      retryDelayMs: () => 0,
      ...opts,
    });
  const row = async (id: number) => {
    const [r] = await queryRows<{
      status: string;
      attempts: number;
      smtp_response: string | null;
      last_error: string | null;
      text: string;
      locked_by: string | null;
    }>(
      outbox.db,
      sql`select m.status, m.attempts, m.smtp_response, m.last_error, m.locked_by, c.text
          from mail_messages m join mail_contents c on c.id = m.content_id where m.id = ${id}`,
    );
    return r!;
  };

  it('enqueueSms → worker → the gateway got it, intact → sent with its answer; a secret is wiped', async () => {
    const id = await outbox.db.transaction((tx) => enqueueSms(tx, { to: '595981123456', text: TEXT, secret: true }));
    await smsWorker().drain();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.fields).toEqual({ to: '595981123456', text: TEXT });
    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, smtp_response: '200 OK id=gw-1', last_error: null });
    expect(r.text).not.toContain('4821');
  });

  it('a gateway that is down: the message waits with the reason, is retried, and goes once it is up', async () => {
    const down = await startSmsReceiver();
    const { port, url } = down;
    await down.close();
    const id = await outbox.db.transaction((tx) => enqueueSms(tx, { to: '595981000001', text: TEXT }));
    const worker = smsWorker(url);
    await worker.runOnce();
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    await worker.runOnce();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });
    const up = await startSmsReceiver(port);
    try {
      await worker.drain();
      expect(up.received.map((r) => r.fields)).toEqual([{ to: '595981000001', text: TEXT }]);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    } finally {
      await up.close();
    }
  });

  it('a 4xx answer fails the message with the gateway\'s reason, without retrying', async () => {
    receiver.answer(() => ({ status: 400, body: { error: 'invalid destination' } }));
    const id = await outbox.db.transaction((tx) => enqueueSms(tx, { to: '1234', text: 'hola' }));
    await smsWorker().drain();
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 1 });
    expect(r.last_error).toContain('400');
    expect(r.last_error).toContain('invalid destination');
    expect(receiver.received).toHaveLength(1);
  });

  it('a gateway 5 s slow for one message holds only its lane', async () => {
    receiver.answer((req) => ({ body: { id: 'x' }, delayMs: req.fields.text === 'lento' ? 5000 : 0 }));
    const slow = await outbox.db.transaction((tx) => enqueueSms(tx, { to: '595981000009', text: 'lento' }));
    const quick = await outbox.db.transaction(async (tx) => [
      await enqueueSms(tx, { to: '595981000010', text: 'a' }),
      await enqueueSms(tx, { to: '595981000011', text: 'b' }),
      await enqueueSms(tx, { to: '595981000012', text: 'c' }),
      await enqueueSms(tx, { to: '595981000013', text: 'd' }),
    ]);
    const started = Date.now();
    const draining = smsWorker(receiver.url, { concurrency: 3 }).drain();
    await vi.waitFor(
      async () => {
        for (const id of quick) expect((await row(id)).status).toBe('sent');
      },
      { timeout: 4000, interval: 50 },
    );
    expect(Date.now() - started).toBeLessThan(4500);
    expect((await row(slow)).status).toBe('sending');
    await draining;
    expect((await row(slow)).status).toBe('sent');
  });

  it('without a gateway text messages wait untouched while e-mails are delivered', async () => {
    const smsId = await outbox.db.transaction((tx) => enqueueSms(tx, { to: '595981000020', text: 'espera' }));
    const mailId = await outbox.db.transaction((tx) =>
      enqueueMail(tx, { to: 'ana@sms.test', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' }),
    );
    await testMailWorker(outbox.db, outbox.sink.url).drain();
    expect(await row(mailId)).toMatchObject({ status: 'sent' });
    expect(await row(smsId)).toMatchObject({ status: 'pending', attempts: 0, locked_by: null, last_error: null, text: 'espera' });
    expect(receiver.received).toHaveLength(0);
    const [m] = await outbox.db.select({ channel: mailMessages.channel }).from(mailMessages).where(eq(mailMessages.id, smsId));
    expect(m!.channel).toBe('sms');
  });
});

describe('the server\'s own worker', () => {
  it('runs with only an SMS gateway configured: delivers text messages, leaves e-mails waiting', async () => {
    const app = await createTestAbasto({ MAIL_WORKER: 'true', SMS_GATEWAY_URL: `${receiver.url}/own`, SMS_GATEWAY_TOKEN: 'own-token' });
    try {
      expect(app.app.mailWorker).not.toBeNull();
      const db = app.app.ctx.db;
      const { smsId, mailId } = await db.transaction(async (tx) => ({
        smsId: await enqueueSms(tx, { to: '595981000030', text: TEXT }),
        mailId: await enqueueMail(tx, { to: 'nadie@sms.test', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' }),
      }));
      const [got] = await receiver.waitFor(1);
      expect(got).toMatchObject({ path: '/own', fields: { to: '595981000030', text: TEXT } });
      expect(got!.headers.authorization).toBe('Bearer own-token');
      await vi.waitFor(async () => {
        const [row] = await db.select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.id, smsId));
        expect(row!.status).toBe('sent');
      });
      const [mail] = await db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
      expect(mail).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
    } finally {
      await app.close();
    }
  });
});
