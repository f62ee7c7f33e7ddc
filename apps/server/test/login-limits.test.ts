import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

/**
 * The login limits are reserved before the password is checked (so
 * parallel guesses cannot all be checked), count per address *and* client (so an attacker does
 * not lock the owner out), and per address over all clients (distributed guessing). Every
 * request here is let in at once (EMBEDDED_CONCURRENT_REQUESTS=0), as on a PostgreSQL server.
 */

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({
    EMBEDDED_CONCURRENT_REQUESTS: '0',
    LOGIN_MAX_PER_CLIENT: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10',
    LOGIN_MAX_FAILURES_PER_ADDRESS_ALL_CLIENTS: '25',
  });
});
afterAll(() => abasto?.close());

const login = (email: string, password: string, ip: string) =>
  abasto.app.inject({ method: 'POST', url: '/api/auth/pre-login-email', payload: { email, password }, remoteAddress: ip });

describe('login limits', () => {
  it('of 40 parallel wrong passwords from one client, at most 10 are checked; the owner still logs in from elsewhere', async () => {
    const user = await createUser(abasto.app.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(user.email, `wrong-password-${i}`, '10.70.0.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json().error).toBe(MSG.tooManyAttempts);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(abasto.app.ctx.config.LOGIN_WINDOW_SECONDS);
    }
    // Even the right password is refused from the attacker's client …
    expect((await login(user.email, TEST_PASSWORD, '10.70.0.1')).statusCode).toBe(429);
    // … while the owner, from another address, gets in.
    const owner = await login(user.email, TEST_PASSWORD, '10.70.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('a higher limit per address over all clients stops distributed guessing, with Retry-After', async () => {
    const user = await createUser(abasto.app.ctx.db);
    // 40 clients guess at once, one guess each: no more than 25 are checked in all.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(user.email, `wrong-password-${i}`, `10.71.0.${i + 1}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(25);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address is now refused from a new client too, until the window ends.
    expect((await login(user.email, TEST_PASSWORD, '10.71.1.1')).statusCode).toBe(429);
  });

  it('a successful login gives its attempt back, so the owner logging in often is never limited', async () => {
    const user = await createUser(abasto.app.ctx.db);
    for (let i = 0; i < 14; i++) {
      expect((await login(user.email, TEST_PASSWORD, '10.72.0.1')).statusCode).toBe(200);
    }
  });
});
