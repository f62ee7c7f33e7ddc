import { MSG } from '@abasto/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../src/db/client.ts';
import { accountKeys } from '../src/db/schema/accounts.ts';
import { users } from '../src/db/schema/core.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import { hashKey } from '../src/modules/auth/account-keys.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { createSupplierLogin } from '../src/modules/users/create-supplier-login.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { createUser, loginAs, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';
import { testMailWorker } from './helpers/mail-worker.ts';
import { linkIn, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';

let fixture: AbastoWithMail;
let abasto: TestAbasto;
let sink: SmtpSink;
let worker: MailWorker;
beforeAll(async () => {
  fixture = await createAbastoWithMail({ APP_URL: 'http://127.0.0.1:4210', LOGIN_MAX_PER_CLIENT: '1000' });
  ({ abasto, sink, worker } = fixture);
});
afterAll(() => fixture?.close());

const db = () => abasto.app.ctx.db;
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>, ip = '10.20.0.1') =>
  abasto.app.inject({ method, url, payload, headers, remoteAddress: ip });

async function outboxFor(address: string) {
  return db().select().from(mailMessages).where(eq(mailMessages.toAddress, address));
}

let n = 0;
const address = (what: string) => `${what}${++n}-${Date.now()}@test.local`;

describe('invitation', () => {
  it('invite → the e-mail arrives → its link works → password set → login', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const email = address('invitada');
    const invite = await call(
      'POST',
      '/api/auth/invite-user',
      { email, name: 'Inés', lastName: 'Villalba', role: 'gerente', detalle: 'Compras' },
      admin.auth,
    );
    expect(invite.statusCode).toBe(200);
    const { activationKey } = invite.json();
    expect(Object.keys(invite.json())).toEqual(['activationKey']);
    expect(activationKey).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits

    expect(await outboxFor(email)).toHaveLength(1);
    await worker.drain();
    const received = sink.to(email);
    expect(received).toHaveLength(1);
    const mail = received[0]!.mail;
    expect(mail.subject).toBe(MSG.mailInviteSubject);
    expect(mail.text).toContain(`${admin.user.name} ${admin.user.lastName}`);
    const link = linkIn(mail, '/page-completar-cadastro/');
    expect(link).toBe(`http://127.0.0.1:4210/page-completar-cadastro/${activationKey}`);
    expect(mail.html).toContain(`href="${link}"`);

    const key = link.split('/').at(-1)!;
    const data = await call('GET', `/api/auth/user-validation-key/${key}`);
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({ name: 'Inés', lastName: 'Villalba', email, role: 'gerente', purpose: 'invite' });

    const short = await call('PUT', `/api/auth/complete-registration/${key}`, { password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MSG.passwordTooShort);
    expect((await call('GET', `/api/auth/user-validation-key/${key}`)).statusCode).toBe(200);

    const done = await call('PUT', `/api/auth/complete-registration/${key}`, { password: 'una-clave-larga' });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email, role: 'gerente', name: 'Inés' });
    const verify = await call('GET', '/api/auth/verify', undefined, { authorization: `Bearer ${done.json().token}` });
    expect(verify.statusCode).toBe(200);
    expect(await loginAs(abasto.app, email, 'una-clave-larga')).toEqual(expect.any(String));

    const reused = await call('PUT', `/api/auth/complete-registration/${key}`, { password: 'otra-clave-larga' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toBe(MSG.keyUsed);
    expect((await call('GET', `/api/auth/user-validation-key/${key}`)).json().error).toBe(MSG.keyUsed);
    expect(await loginAs(abasto.app, email, 'una-clave-larga')).toEqual(expect.any(String));

    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.registeredAt).toBeInstanceOf(Date);
    expect(row?.invitedById).toBe(admin.user.id);
    expect(sink.to(email)).toHaveLength(1);
  });

  it('keeps only a hash of the key, valid 7 days', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const res = await call(
      'POST',
      '/api/auth/invite-user',
      { email: address('hash'), name: 'A', lastName: 'B', role: 'analista' },
      admin.auth,
    );
    const key = res.json().activationKey as string;
    const rows = await queryRows<{ key_hash: string; days: number }>(
      db(),
      sql`select key_hash, extract(epoch from expires_at - created_at) / 86400 as days
          from account_keys where key_hash = ${hashKey(key)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).not.toContain(key);
    expect(Number(rows[0]!.days)).toBeCloseTo(7, 3);
  });

  it('answers clearly for an unknown or expired link and changes nothing', async () => {
    const unknown = await call('GET', '/api/auth/user-validation-key/no-such-key');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MSG.keyInvalid);
    const put = await call('PUT', '/api/auth/complete-registration/no-such-key', { password: 'una-clave-larga' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe(MSG.keyInvalid);

    const admin = await userWithToken(abasto.app, 'admin');
    const email = address('vencida');
    const res = await call(
      'POST',
      '/api/auth/invite-user',
      { email, name: 'A', lastName: 'B', role: 'analista' },
      admin.auth,
    );
    const key = res.json().activationKey as string;
    await db()
      .update(accountKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountKeys.keyHash, hashKey(key)));
    const expired = await call('GET', `/api/auth/user-validation-key/${key}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MSG.keyExpired);
    const tooLate = await call('PUT', `/api/auth/complete-registration/${key}`, { password: 'una-clave-larga' });
    expect(tooLate.statusCode).toBe(410);
    expect(tooLate.json().error).toBe(MSG.keyExpired);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
    expect(row?.registeredAt).toBeNull();
  });

  it('lets only one of two simultaneous uses of a key win', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const res = await call(
      'POST',
      '/api/auth/invite-user',
      { email: address('doble'), name: 'A', lastName: 'B', role: 'analista' },
      admin.auth,
    );
    const key = res.json().activationKey as string;
    const answers = await Promise.all([
      call('PUT', `/api/auth/complete-registration/${key}`, { password: 'primera-clave' }),
      call('PUT', `/api/auth/complete-registration/${key}`, { password: 'segunda-clave' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses a Google activation with a clear message', async () => {
    const res = await call('PUT', '/api/auth/complete-registration/whatever', { tokenId: 'google-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.gmailActivationUnavailable);
  });

  it('with the SMTP server down the invitation still succeeds; the failure shows in Correos', async () => {
    const down = await startSmtpSink();
    const downUrl = down.url;
    await down.close();
    const admin = await userWithToken(abasto.app, 'admin');
    const email = address('sinsmtp');
    const res = await call(
      'POST',
      '/api/auth/invite-user',
      { email, name: 'A', lastName: 'B', role: 'analista' },
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    const broken = testMailWorker(db(), downUrl, { retryDelayMs: () => 3_600_000 });
    await broken.drain();
    const list = await call('GET', `/api/mail/messages?q=${encodeURIComponent(email)}`, undefined, admin.auth);
    const [entry] = list.json().data;
    expect(entry).toMatchObject({ to: email, status: 'pending', attempts: 1 });
    expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(entry.nextAttemptAt).toEqual(expect.any(String));
    // Once the road is open again (the backoff over), the message goes.
    await db().update(mailMessages).set({ nextAttemptAt: sql`now()` }).where(eq(mailMessages.toAddress, email));
    await worker.drain();
    expect(sink.to(email)).toHaveLength(1);
  });
});

describe('supplier login (for the public registration)', () => {
  async function supplier(tx: Tx, registro: string) {
    const [row] = await tx
      .insert(suppliers)
      .values({
        pais: 'Paraguay',
        registro,
        tipoProveedor: 'S.A.',
        razonSocial: 'Maderas del Este S.A.',
        actividad: 'Bienes',
        segmento: 'OTROS',
      })
      .returning({ id: suppliers.id });
    return row!.id;
  }

  it('creates a login without password and e-mails the activation link, in the caller transaction', async () => {
    const email = address('proveedor');
    const login = await db().transaction(async (tx) => {
      const supplierId = await supplier(tx, `R-${n}`);
      return createSupplierLogin(tx, {
        appUrl: abasto.app.ctx.config.appUrl,
        supplierId,
        email,
        name: 'Pedro',
        companyName: 'Maderas del Este S.A.',
      });
    });
    const [user] = await db().select().from(users).where(eq(users.id, login.userId));
    expect(user).toMatchObject({ role: 'proveedor', passwordHash: null, registeredAt: null });
    await worker.drain();
    const [received] = sink.to(email);
    expect(received?.mail.subject).toBe(MSG.mailSupplierActivationSubject);
    expect(received?.mail.text).toContain('Maderas del Este S.A.');
    const key = linkIn(received!.mail, '/page-completar-cadastro/').split('/').at(-1)!;
    expect(key).toBe(login.activationKey);
    const done = await call('PUT', `/api/auth/complete-registration/${key}`, { password: 'clave-proveedor' });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ role: 'proveedor', supplierId: user!.supplierId });
  });

  it('leaves nothing behind when the caller transaction fails', async () => {
    const email = address('fallido');
    await expect(
      db().transaction(async (tx) => {
        await createSupplierLogin(tx, { appUrl: 'http://x', supplierId: 1, email, companyName: 'X' });
        throw new Error('supplier insert failed');
      }),
    ).rejects.toThrow('supplier insert failed');
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await outboxFor(email)).toEqual([]);
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(db(), { email: address('olvido') });
    const oldToken = await loginAs(abasto.app, user.email);
    const stranger = address('nadie');
    const known = await call(
      'POST',
      '/api/auth/recover-pass',
      { email: user.email.toUpperCase() },
      undefined,
      '10.20.1.1',
    );
    const unknown = await call('POST', '/api/auth/recover-pass', { email: stranger }, undefined, '10.20.1.1');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await outboxFor(user.email)).toHaveLength(1);
    expect(await outboxFor(stranger)).toHaveLength(0);

    await worker.drain();
    const [received] = sink.to(user.email);
    expect(received?.mail.subject).toBe(MSG.mailRecoverySubject);
    const link = linkIn(received!.mail, '/page-completar-cadastro/');
    expect(link.startsWith('http://127.0.0.1:4210/page-completar-cadastro/')).toBe(true);
    const key = link.split('/').at(-1)!;
    const data = await call('GET', `/api/auth/user-validation-key/${key}`);
    expect(data.json()).toMatchObject({ email: user.email, purpose: 'recovery' });
    const hours = await queryRows<{ h: number }>(
      db(),
      sql`select extract(epoch from expires_at - created_at) / 3600 as h from account_keys where key_hash = ${hashKey(key)}`,
    );
    expect(Number(hours[0]!.h)).toBeCloseTo(1, 3);

    const done = await call('PUT', `/api/auth/complete-registration/${key}`, { password: 'clave-nueva-123' });
    expect(done.statusCode).toBe(200);
    // The password changed: tokens issued before stop working, the old password too.
    const stale = await call('GET', '/api/auth/verify', undefined, { authorization: `Bearer ${oldToken}` });
    expect(stale.statusCode).toBe(401);
    const oldLogin = await call('POST', '/api/auth/pre-login-email', { email: user.email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    expect(await loginAs(abasto.app, user.email, 'clave-nueva-123')).toEqual(expect.any(String));
  });

  it('sends nothing for a deactivated user, with the same answer', async () => {
    const user = await createUser(db(), { email: address('inactivo'), active: false });
    const res = await call('POST', '/api/auth/recover-pass', { email: user.email }, undefined, '10.20.1.2');
    expect(res.statusCode).toBe(200);
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('is rate limited per address (quietly) and per client (429)', async () => {
    const user = await createUser(db(), { email: address('insistente') });
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/auth/recover-pass', { email: user.email }, undefined, `10.20.2.${i}`);
      expect(res.statusCode).toBe(200);
    }
    expect(await outboxFor(user.email)).toHaveLength(3);

    // A client that has used up its allowance (LOGIN_MAX_PER_CLIENT per window) is refused.
    await queryRows(
      db(),
      sql`insert into rate_counters (key, count, window_start) values ('recover-client:10.20.9.9', 1000, now())`,
    );
    const refused = await call('POST', '/api/auth/recover-pass', { email: user.email }, undefined, '10.20.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MSG.tooManyAttempts);
    expect(await outboxFor(user.email)).toHaveLength(3);
  });
});

describe('two-step login', () => {
  async function startLogin(email: string, ip = '10.20.3.1') {
    const res = await call('POST', '/api/auth/pre-login-email', { email, password: TEST_PASSWORD }, undefined, ip);
    expect(res.statusCode).toBe(200);
    return res.json() as { twoFactor: true; oAuthSms: string; token?: string };
  }

  async function codeFor(email: string): Promise<string> {
    await worker.drain();
    const mail = sink.to(email).at(-1)!.mail;
    const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1];
    expect(mail.subject).toBe(MSG.mailLoginCodeSubject);
    expect(mail.subject).not.toContain(code!);
    return code!;
  }

  it('answers a challenge instead of a token, and the e-mailed code gives the token', async () => {
    const user = await createUser(db(), { email: address('dospasos'), twoFactor: true, role: 'gerente' });
    const challenge = await startLogin(user.email);
    expect(challenge).toMatchObject({ twoFactor: true, channel: 'email' });
    expect(challenge.token).toBeUndefined();
    expect(await outboxFor(user.email)).toHaveLength(1);
    const code = await codeFor(user.email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

    const bad = await call('POST', '/api/auth/pre-login-email-sms', { code: wrong, oAuthSms: challenge.oAuthSms });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe(MSG.loginCodeWrong);

    const ok = await call('POST', '/api/auth/pre-login-email-sms', { code, oAuthSms: challenge.oAuthSms });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: user.email, role: 'gerente' });
    const verify = await call('GET', '/api/auth/verify', undefined, { authorization: `Bearer ${ok.json().token}` });
    expect(verify.statusCode).toBe(200);

    const again = await call('POST', '/api/auth/pre-login-email-sms', { code, oAuthSms: challenge.oAuthSms });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(MSG.loginCodeExpired);
  });

  it('allows 5 tries, then refuses even the right code', async () => {
    const user = await createUser(db(), { email: address('adivino'), twoFactor: true });
    const challenge = await startLogin(user.email);
    const code = await codeFor(user.email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let i = 1; i <= 5; i++) {
      const res = await call('POST', '/api/auth/pre-login-email-sms', { code: wrong, oAuthSms: challenge.oAuthSms });
      expect(res.statusCode, `try ${i}`).toBe(i < 5 ? 401 : 429);
    }
    const right = await call('POST', '/api/auth/pre-login-email-sms', { code, oAuthSms: challenge.oAuthSms });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(MSG.loginCodeTooManyTries);
  });

  it('refuses an expired code, a code of an earlier challenge, and a deactivated user', async () => {
    const user = await createUser(db(), { email: address('lento'), twoFactor: true });
    const first = await startLogin(user.email);
    const firstCode = await codeFor(user.email);
    const second = await startLogin(user.email);
    const secondCode = await codeFor(user.email);
    const old = await call('POST', '/api/auth/pre-login-email-sms', { code: firstCode, oAuthSms: first.oAuthSms });
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe(MSG.loginCodeExpired);

    await queryRows(
      db(),
      sql`update login_challenges set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const late = await call('POST', '/api/auth/pre-login-email-sms', { code: secondCode, oAuthSms: second.oAuthSms });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(MSG.loginCodeExpired);

    const third = await startLogin(user.email);
    const thirdCode = await codeFor(user.email);
    await db().update(users).set({ active: false }).where(eq(users.id, user.id));
    const gone = await call('POST', '/api/auth/pre-login-email-sms', { code: thirdCode, oAuthSms: third.oAuthSms });
    expect(gone.statusCode).toBe(401);
  });

  it('sends one e-mail per login attempt and none to users without two-step login', async () => {
    const plain = await createUser(db(), { email: address('simple') });
    const res = await call('POST', '/api/auth/pre-login-email', { email: plain.email, password: TEST_PASSWORD });
    expect(res.json().token).toEqual(expect.any(String));
    expect(await outboxFor(plain.email)).toHaveLength(0);
    const two = await createUser(db(), { email: address('doble'), twoFactor: true });
    await startLogin(two.email);
    await startLogin(two.email);
    const rows = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, two.email), eq(mailMessages.refKind, 'login-code')));
    expect(rows).toHaveLength(2);
  });
});
