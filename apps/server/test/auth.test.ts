import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, loginAs, TEST_PASSWORD } from './helpers/factories.ts';
import { startSession } from '../src/modules/auth/sessions.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_MAX_PER_CLIENT: '1000' });
});
afterAll(() => abasto?.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  abasto.app.inject({
    method: 'POST',
    url: '/api/auth/pre-login-email',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/auth/pre-login-email', () => {
  it('answers a token and the session user, never the password hash', async () => {
    const user = await createUser(abasto.app.ctx.db, { role: 'gerente', email: 'Gerente.Uno@Test.local' });
    const res = await login({ email: 'gerente.uno@test.local', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.token).toBe('string');
    expect(body.user).toMatchObject({ _id: user.id, role: 'gerente', name: user.name });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('passwordHash');
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const user = await createUser(abasto.app.ctx.db);
    const wrong = await login({ email: user.email, password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ email: 'nadie@test.local', password: 'nope-nope' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(MSG.invalidCredentials);
  });

  it('refuses a deactivated user', async () => {
    const user = await createUser(abasto.app.ctx.db, { active: false });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('rate limits failures per address and client with a Spanish message and Retry-After', async () => {
    const user = await createUser(abasto.app.ctx.db);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: user.email, password: 'bad-password' }, '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: TEST_PASSWORD }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MSG.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, is not locked out by those guesses.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.1.0.9')).statusCode).toBe(200);
  });

  it('rate limits attempts per client', async () => {
    const limited = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '2' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/pre-login-email',
          payload: { email: 'x@test.local', password: 'whatever1' },
          remoteAddress: '10.9.9.9',
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MSG.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });

  it('answers 400 with a message for malformed JSON, wrong types and missing fields', async () => {
    const malformed = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/pre-login-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(MSG.invalidJson);
    const wrongType = await login({ email: 42, password: [] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toEqual(expect.any(String));
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await login({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(MSG.bodyTooLarge);
  });
});

describe('GET /api/auth/verify', () => {
  const verify = (token?: string) =>
    abasto.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('returns the user behind a valid token', async () => {
    const user = await createUser(abasto.app.ctx.db, { role: 'analista' });
    const res = await verify(await loginAs(abasto.app, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, email: user.email, role: 'analista' });
  });

  it('refuses a missing, forged or expired token with Unauthorized', async () => {
    const missing = await verify();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toBe('Unauthorized');

    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    expect((await verify(forged)).statusCode).toBe(401);
    expect((await verify('garbage')).statusCode).toBe(401);

    const expired = await createTestAbasto({ TOKEN_TTL_SECONDS: '60' });
    try {
      const user = await createUser(expired.app.ctx.db);
      const token = await startSession(expired.app.ctx, user);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 120_000);
      try {
        const res = await expired.app.inject({
          method: 'GET',
          url: '/api/auth/verify',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await expired.close();
    }
  });

  it('refuses the token of a deactivated or deleted user, and one issued before a password change', async () => {
    const db = abasto.app.ctx.db;
    const a = await createUser(db);
    const tokenA = await loginAs(abasto.app, a.email);
    await db.update(users).set({ active: false }).where(eq(users.id, a.id));
    expect((await verify(tokenA)).statusCode).toBe(401);

    const b = await createUser(db);
    const tokenB = await loginAs(abasto.app, b.email);
    await db.delete(users).where(eq(users.id, b.id));
    expect((await verify(tokenB)).statusCode).toBe(401);

    const c = await createUser(db);
    const tokenC = await loginAs(abasto.app, c.email);
    await db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, c.id));
    expect((await verify(tokenC)).statusCode).toBe(401);
  });
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('default-src \'self\'');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
