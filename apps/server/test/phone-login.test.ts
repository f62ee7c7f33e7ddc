import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, userWithToken } from './helpers/factories.ts';
import { proveedorWithToken } from './helpers/supplier-factory.ts';

// docs/product.md#sign-in-by-telephone: pre-login sends a 6-digit code by SMS, pre-login-email-sms
// completes it; every refusal is a wrong password's. The code is read from the outbox's sms row.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let abasto: TestAbasto;
let ipCounter = 0;
const nextIp = () => `10.88.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;
let phoneCounter = 0;
/** A fresh number per test, with the Paraguayan prefix. */
const nextPhone = () => `5959810${String(++phoneCounter).padStart(5, '0')}`;

beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '1000' });
});
afterAll(async () => {
  await abasto?.close();
});

const db = () => abasto.app.ctx.db;
const post = (url: string, payload: object, ip = nextIp()) => abasto.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const preLogin = (telephone: string, ip?: string) => post('/api/auth/pre-login', { telephone }, ip);
const complete = (oAuthSms: string, code: string | number, ip?: string) => post('/api/auth/pre-login-email-sms', { oAuthSms, code }, ip);

async function smsTo(digits: string) {
  return queryRows<{ text: string; secret: boolean; channel: string }>(
    db(),
    sql`select c.text, m.secret, m.channel from mail_messages m join mail_contents c on c.id = m.content_id
        where m.channel = 'sms' and m.to_address = ${digits} order by m.id`,
  );
}

/** The code of the latest SMS to a number, as the person reads it. */
async function codeSentTo(digits: string): Promise<string> {
  const last = (await smsTo(digits)).at(-1);
  const code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1];
  expect(code, `an SMS with a code to ${digits}`).toBeDefined();
  return code!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** What a wrong password on pre-login-email answers: every refusal here must look the same. */
async function wrongPasswordAnswer() {
  const user = await createUser(db());
  const res = await post('/api/auth/pre-login-email', { email: user.email, password: 'no-es-esta' });
  expect(res.statusCode).toBe(401);
  return { statusCode: res.statusCode, body: res.json() as unknown };
}

async function expectWrongPassword(res: Awaited<ReturnType<typeof post>>, what: string) {
  const wrong = await wrongPasswordAnswer();
  expect({ statusCode: res.statusCode, body: res.json() as unknown }, what).toEqual(wrong);
}

describe('POST /api/auth/pre-login and pre-login-email-sms', () => {
  it('sends a 6-digit code by SMS to the active user with that number, and the code signs in', async () => {
    const phone = nextPhone();
    const user = await createUser(db(), { role: 'gerente', telephone: phone });
    const res = await preLogin(`+${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 9)}-${phone.slice(9)}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['oAuthSms']);
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', secret: true });
    const code = await codeSentTo(phone);
    expect(sms[0]!.text).toBe(MSG.loginPhoneSms(code));

    const ok = await complete(res.json().oAuthSms, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ _id: user.id, role: 'gerente' });
    const verify = await abasto.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${ok.json().token}` } });
    expect(verify.statusCode).toBe(200);
  });

  it('answers an unknown number exactly as a known one, and sends nothing', async () => {
    const known = nextPhone();
    await createUser(db(), { telephone: known });
    const unknown = nextPhone();
    const a = await preLogin(known);
    const b = await preLogin(unknown);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(Object.keys(b.json())).toEqual(['oAuthSms']);
    expect(b.json().oAuthSms).toHaveLength(a.json().oAuthSms.length);
    expect(b.headers['content-length']).toBe(a.headers['content-length']);
    expect(await smsTo(unknown)).toHaveLength(0);
    await expectWrongPassword(await complete(b.json().oAuthSms, '123456'), 'the code of an unknown number');
  });

  it('answers a known and an unknown number in the same time, within noise', async () => {
    const known = nextPhone();
    await createUser(db(), { telephone: known });
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      await preLogin(known);
      times.known.push(performance.now() - t);
      t = performance.now();
      await preLogin(nextPhone());
      times.unknown.push(performance.now() - t);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(100);
  });

  it('refuses letters, too short a number and a disabled user as a wrong password', async () => {
    await expectWrongPassword(await preLogin('595-981-ABC'), 'letters');
    await expectWrongPassword(await preLogin('+59'), 'too short');
    await expectWrongPassword(await preLogin(''), 'empty');

    const phone = nextPhone();
    const user = await createUser(db(), { telephone: phone });
    const started = await preLogin(phone);
    const code = await codeSentTo(phone);
    await queryRows(db(), sql`update users set active = false where id = ${user.id}`);
    await expectWrongPassword(await complete(started.json().oAuthSms, code), 'a user disabled after the code was sent');
    // A disabled user's number gets no code at all.
    const again = await preLogin(phone);
    expect(again.statusCode).toBe(200);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('refuses a wrong code five times, then even the right one, as a wrong password', async () => {
    const phone = nextPhone();
    await createUser(db(), { telephone: phone });
    const { oAuthSms } = (await preLogin(phone)).json();
    const code = await codeSentTo(phone);
    for (let i = 1; i <= 5; i++) await expectWrongPassword(await complete(oAuthSms, otherCode(code)), `wrong try ${i}`);
    await expectWrongPassword(await complete(oAuthSms, code), 'the right code after 5 wrong tries');
  });

  it('refuses an expired code, a reused one and one replaced by a newer code', async () => {
    const phone = nextPhone();
    const user = await createUser(db(), { telephone: phone });
    const first = (await preLogin(phone)).json().oAuthSms;
    const firstCode = await codeSentTo(phone);
    const second = (await preLogin(phone)).json().oAuthSms;
    const secondCode = await codeSentTo(phone);
    await expectWrongPassword(await complete(first, firstCode), 'a code replaced by a newer one');

    const ok = await complete(second, secondCode);
    expect(ok.statusCode).toBe(200);
    await expectWrongPassword(await complete(second, secondCode), 'a code used once already');

    const third = (await preLogin(phone)).json().oAuthSms;
    const thirdCode = await codeSentTo(phone);
    await queryRows(db(), sql`update login_challenges set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    await expectWrongPassword(await complete(third, thirdCode), 'an expired code');
  });

  it('stores the code hashed, valid 5 minutes, as a telephone challenge', async () => {
    const phone = nextPhone();
    const user = await createUser(db(), { telephone: phone });
    const { oAuthSms } = (await preLogin(phone)).json();
    const code = await codeSentTo(phone);
    const [row] = await queryRows<{ kind: string; code_hash: string; token_hash: string; seconds: number }>(
      db(),
      sql`select kind, code_hash, token_hash, extract(epoch from expires_at - created_at)::int as seconds
          from login_challenges where user_id = ${user.id}`,
    );
    expect(row).toMatchObject({ kind: 'telephone', seconds: 300 });
    expect(row!.code_hash).not.toContain(code);
    expect(row!.token_hash).not.toBe(oAuthSms);
  });

  it('keeps the 4-digit second step answering as before', async () => {
    const res = await complete('no-such-challenge', '1234');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MSG.loginCodeExpired);
  });

  it('answers 400 for a body without a telephone', async () => {
    const res = await post('/api/auth/pre-login', { phone: '595981' });
    expect(res.statusCode).toBe(400);
  });
});

describe('limits of the sign-in by telephone', () => {
  it('refuses a number after LOGIN_MAX_FAILURES_PER_ADDRESS attempts from one client (429), known or not', async () => {
    const limited = await createTestAbasto({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    try {
      for (const phone of ['595981700001', '595981700002']) {
        if (phone.endsWith('1')) await createUser(limited.app.ctx.db, { telephone: phone });
        const send = () => limited.app.inject({ method: 'POST', url: '/api/auth/pre-login', payload: { telephone: phone }, remoteAddress: '10.89.0.1' });
        for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
        const refused = await send();
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toBe(MSG.tooManyAttempts);
        expect(refused.headers['retry-after']).toBeDefined();
        // The owner, from elsewhere, is not locked out.
        const other = await limited.app.inject({ method: 'POST', url: '/api/auth/pre-login', payload: { telephone: phone }, remoteAddress: '10.89.0.2' });
        expect(other.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('refuses a client after LOGIN_MAX_PER_CLIENT calls (429)', async () => {
    const limited = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '2' });
    try {
      const send = (n: number) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/pre-login', payload: { telephone: `59598171000${n}` }, remoteAddress: '10.89.1.1' });
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      expect((await send(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sends at most 5 codes an hour to one number, answering the same', async () => {
    const phone = nextPhone();
    await createUser(db(), { telephone: phone });
    for (let i = 0; i < 7; i++) expect((await preLogin(phone)).statusCode).toBe(200);
    expect(await smsTo(phone)).toHaveLength(5);
  });
});

describe('the login telephone on the user form', () => {
  it('saves the digits, refuses letters with the Spanish message and a number of another active user with 409', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const phone = nextPhone();
    const holder = await createUser(db(), { telephone: phone });
    const target = await createUser(db());
    const body = { name: 'Ana', lastName: 'Paz', role: 'analista' };
    const put = (telephone: string) =>
      abasto.app.inject({ method: 'PUT', url: `/api/auth/user/${target.id}`, headers: auth, payload: { ...body, telephone } });

    const letters = await put('0981-abc');
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({ error: MSG.loginTelephoneInvalid, details: [{ path: 'telephone', message: MSG.loginTelephoneInvalid }] });
    const short = await put('12');
    expect(short.json().error).toBe(MSG.loginTelephoneShort);

    const taken = await put(`+${phone}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: MSG.loginTelephoneTaken, details: [{ path: 'telephone', message: MSG.loginTelephoneTaken }] });

    // Once its holder is inactive, the number is free.
    await queryRows(db(), sql`update users set active = false where id = ${holder.id}`);
    const saved = await put(`+${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().telephone).toBe(phone);
    // ...and the old holder cannot come back with it.
    const back = await abasto.app.inject({ method: 'POST', url: `/api/auth/user/${holder.id}/reactivate`, headers: auth });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(MSG.loginTelephoneTaken);

    const cleared = await put('');
    expect(cleared.json().telephone).toBeNull();
  });

  it('refuses inviting a user with a number another active user has', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const phone = nextPhone();
    await createUser(db(), { telephone: phone });
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/user/',
      headers: auth,
      payload: { name: 'Eva', lastName: 'Sosa', role: 'analista', email: `eva-${phone}@test.local`, telephone: phone },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MSG.loginTelephoneTaken);
  });
});

describe('the proveedor\'s own login telephone', () => {
  it('is saved from its own page, checked by the same rule and unique among active users', async () => {
    const { auth, user } = await proveedorWithToken(abasto.app);
    const put = (telephone: string) =>
      abasto.app.inject({ method: 'PUT', url: '/api/auth/perfil-proveedor/celular', headers: auth, payload: { telephone } });
    const phone = nextPhone();

    expect((await put('595 ABC')).json()).toMatchObject({ statusCode: 400, error: MSG.loginTelephoneInvalid });
    expect((await put('+1')).json().error).toBe(MSG.loginTelephoneShort);
    const saved = await put(`+${phone.slice(0, 3)} (${phone.slice(3, 6)}) ${phone.slice(6)}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ telephone: phone });
    const me = await abasto.app.inject({ method: 'GET', url: '/api/auth/user/', headers: auth });
    expect(me.json()).toMatchObject({ id: user.id, telephone: phone });

    // The proveedor then signs in with it.
    const { oAuthSms } = (await preLogin(phone)).json();
    const signedIn = await complete(oAuthSms, await codeSentTo(phone));
    expect(signedIn.json().user).toMatchObject({ _id: user.id, role: 'proveedor' });

    const other = await proveedorWithToken(abasto.app);
    const taken = await abasto.app.inject({ method: 'PUT', url: '/api/auth/perfil-proveedor/celular', headers: other.auth, payload: { telephone: phone } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: MSG.loginTelephoneTaken, details: [{ path: 'telephone', message: MSG.loginTelephoneTaken }] });

    expect((await put('')).json()).toEqual({ telephone: null });
  });
});
