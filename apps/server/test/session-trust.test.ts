import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadTokenSecret } from '../src/modules/auth/tokens.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, loginAs } from './helpers/factories.ts';

/**
 * A checked token goes through two caches (ARCHITECTURE.md, Accounts): the token's signature
 * (TokenService, up to a minute) and its session with its user (SessionCache, SESSION_CACHE_MS).
 * Only the second decides whether a session holds, so a logout or a deactivation is refused at
 * once on the server that made it and within SESSION_CACHE_MS (a second) on another one, while
 * the token's signature is still remembered on both (docs/product.md#accounts-and-e-mail).
 */

const CACHE_MS = 1_000;
let abasto: TestAbasto;
let a: App;
let b: App;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '1000', SESSION_CACHE_MS: String(CACHE_MS) });
  a = abasto.app;
  // A second server on the same database: its own caches, nothing else shared.
  const config = a.ctx.config;
  b = await buildApp({ config, database: abasto.database, tokenSecret: await loadTokenSecret(abasto.database.db, config.JWT_SECRET) });
});
afterAll(async () => {
  await b?.close();
  await abasto?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const verify = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });

/**
 * Asks `app` with `token` every 20 ms until it is refused, and answers when the first refusal
 * began. The strict check is inside: no call begun a full cache time after the change is served.
 */
async function refusedWithin(app: App, token: string, changedAt: number): Promise<number> {
  for (;;) {
    const startedAt = Date.now();
    const res = await verify(app, token);
    if (res.statusCode === 401) return startedAt - changedAt;
    expect(res.statusCode).toBe(200);
    expect(startedAt - changedAt, 'a call begun after the cache time was still served').toBeLessThan(CACHE_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a checked session is trusted for a second at most, through both caches', () => {
  it('a logout is refused at once here and within a second on another server, the signature still known', async () => {
    const user = await createUser(a.ctx.db);
    const token = await loginAs(a, user.email);
    // Both servers have checked the token: its signature and its session are in both caches.
    expect((await verify(a, token)).statusCode).toBe(200);
    expect((await verify(b, token)).statusCode).toBe(200);

    const changedAt = Date.now();
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await verify(a, token)).statusCode).toBe(401);
    expect(await refusedWithin(b, token, changedAt)).toBeLessThan(2 * CACHE_MS);
    // The token's signature is still remembered by both: it is the session check that refused it.
    for (const app of [a, b]) expect(await app.ctx.tokens.verify(token)).toMatchObject({ userId: user.id });
  });

  it('a deactivation ends the user\'s sessions on every server within a second', async () => {
    const admin = await createUser(a.ctx.db, { role: 'admin' });
    const adminToken = await loginAs(a, admin.email);
    const user = await createUser(a.ctx.db);
    const token = await loginAs(b, user.email);
    expect((await verify(a, token)).statusCode).toBe(200);
    expect((await verify(b, token)).statusCode).toBe(200);

    const changedAt = Date.now();
    const off = await a.inject({ method: 'POST', url: `/api/auth/user/${user.id}/deactivate`, headers: bearer(adminToken) });
    expect(off.statusCode).toBe(200);
    expect((await verify(a, token)).statusCode).toBe(401);
    expect(await refusedWithin(b, token, changedAt)).toBeLessThan(2 * CACHE_MS);
  });
});
