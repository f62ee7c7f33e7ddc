import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/accounts.ts';
import { users } from '../src/db/schema/core.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, loginAs } from './helpers/factories.ts';

/**
 * Sessions live on the server. Logout ends the session (its token stops
 * working at once), "Cerrar las demás sesiones" ends the others, an idle session ends after
 * SESSION_IDLE_HOURS, a password change or deactivation ends all; `last_seen_at` is written at
 * most once a minute.
 */

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '1000', SESSION_IDLE_HOURS: '8' });
});
afterAll(() => abasto?.close());

const db = () => abasto.app.ctx.db;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const verify = (token: string) => abasto.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
const post = (url: string, token: string) => abasto.app.inject({ method: 'POST', url, headers: bearer(token) });
const sessionOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('server-side sessions', () => {
  it('login opens a session that the token names; logout ends it and its token stops working', async () => {
    const user = await createUser(db());
    const token = await loginAs(abasto.app, user.email);
    const other = await loginAs(abasto.app, user.email);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionOf(token)));
    expect(row).toMatchObject({ userId: user.id, endedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(abasto.app.ctx.config.TOKEN_TTL_SECONDS * 1000, -4);

    expect((await verify(token)).statusCode).toBe(200);
    const out = await post('/api/auth/logout', token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await verify(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Unauthorized');
    expect((await post('/api/auth/logout', token)).statusCode).toBe(401);
    // Another browser of the same person is untouched.
    expect((await verify(other)).statusCode).toBe(200);
  });

  it('"Cerrar las demás sesiones" ends every other session of the caller, not its own nor anyone else\'s', async () => {
    const user = await createUser(db());
    const stranger = await createUser(db());
    const here = await loginAs(abasto.app, user.email);
    const phone = await loginAs(abasto.app, user.email);
    const laptop = await loginAs(abasto.app, user.email);
    const theirs = await loginAs(abasto.app, stranger.email);
    const res = await post('/api/auth/sessions/others/end', here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await verify(here)).statusCode).toBe(200);
    expect((await verify(phone)).statusCode).toBe(401);
    expect((await verify(laptop)).statusCode).toBe(401);
    expect((await verify(theirs)).statusCode).toBe(200);
  });

  it('a session idle longer than SESSION_IDLE_HOURS ends; one used within it goes on', async () => {
    const user = await createUser(db());
    const idle = await loginAs(abasto.app, user.email);
    const busy = await loginAs(abasto.app, user.email);
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 hours 1 minute'` })
      .where(eq(sessions.id, sessionOf(idle)));
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 hours 59 minutes'` })
      .where(eq(sessions.id, sessionOf(busy)));
    expect((await verify(idle)).statusCode).toBe(401);
    expect((await verify(busy)).statusCode).toBe(200);
    // The request moved the busy session's last sight to now: another 8 hours.
    const [row] = await queryRows<{ age: number }>(
      db(),
      sql`select extract(epoch from now() - last_seen_at) as age from sessions where id = ${sessionOf(busy)}`,
    );
    expect(Number(row!.age)).toBeLessThan(60);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const user = await createUser(db());
    const token = await loginAs(abasto.app, user.email);
    await db().update(sessions).set({ lastSeenAt: sql`now() - interval '30 seconds'` }).where(eq(sessions.id, sessionOf(token)));
    const [before] = await db().select().from(sessions).where(eq(sessions.id, sessionOf(token)));
    for (let i = 0; i < 3; i++) expect((await verify(token)).statusCode).toBe(200);
    const [same] = await db().select().from(sessions).where(eq(sessions.id, sessionOf(token)));
    expect(same!.lastSeenAt.getTime()).toBe(before!.lastSeenAt.getTime());
    await db().update(sessions).set({ lastSeenAt: sql`now() - interval '61 seconds'` }).where(eq(sessions.id, sessionOf(token)));
    // A minute later the session's cached check (SESSION_CACHE_MS) is long gone.
    abasto.app.ctx.sessions.clear();
    await verify(token);
    const [moved] = await db().select().from(sessions).where(eq(sessions.id, sessionOf(token)));
    expect(Date.now() - moved!.lastSeenAt.getTime()).toBeLessThan(30_000);
  });

  it('a password change or a deactivation ends every session', async () => {
    const user = await createUser(db());
    const a = await loginAs(abasto.app, user.email);
    const b = await loginAs(abasto.app, user.email);
    await db().update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    expect((await verify(a)).statusCode).toBe(401);
    expect((await verify(b)).statusCode).toBe(401);

    const other = await createUser(db());
    const c = await loginAs(abasto.app, other.email);
    await db().update(users).set({ active: false }).where(eq(users.id, other.id));
    expect((await verify(c)).statusCode).toBe(401);
  });

  it('reuses a checked session for SESSION_CACHE_MS; a change made on this server holds at once', async () => {
    const user = await createUser(db());
    const token = await loginAs(abasto.app, user.email);
    expect((await verify(token)).statusCode).toBe(200);
    // Another server ends the session: here the cached check holds until SESSION_CACHE_MS passes.
    await db().update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.id, sessionOf(token)));
    const checkedAt = Date.now();
    const cached = await verify(token);
    if (Date.now() - checkedAt < abasto.app.ctx.config.SESSION_CACHE_MS / 2) expect(cached.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, abasto.app.ctx.config.SESSION_CACHE_MS + 50));
    expect((await verify(token)).statusCode).toBe(401);

    // A deactivation through this server: the user's very next request is refused.
    const admin = await createUser(db(), { role: 'admin' });
    const adminToken = await loginAs(abasto.app, admin.email);
    const other = await createUser(db());
    const otherToken = await loginAs(abasto.app, other.email);
    expect((await verify(otherToken)).statusCode).toBe(200);
    expect((await post(`/api/auth/user/${other.id}/deactivate`, adminToken)).statusCode).toBe(200);
    expect((await verify(otherToken)).statusCode).toBe(401);
  });

  it('a token without a session, or naming someone else\'s session, is refused', async () => {
    const user = await createUser(db());
    const victim = await createUser(db());
    const victimToken = await loginAs(abasto.app, victim.email);
    const forged = await abasto.app.ctx.tokens.sign({ userId: user.id, tokenVersion: 0, sessionId: sessionOf(victimToken) });
    expect((await verify(forged)).statusCode).toBe(401);
    const unknown = await abasto.app.ctx.tokens.sign({
      userId: user.id,
      tokenVersion: 0,
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await verify(unknown)).statusCode).toBe(401);
  });
});
