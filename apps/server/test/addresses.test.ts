import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { RECOVERY_ANSWER_MS } from '../src/modules/auth/recover-password.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';

/**
 * One address rule for every address field (staff forms get a clear
 * message for header syntax, invisible characters, other alphabets and look-alikes of an
 * account); addresses are normalised before uniqueness; recovery answers a known and an unknown
 * address alike, in about the same time.
 */

let abasto: TestAbasto;
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '1000' });
  admin = await userWithToken(abasto.app, 'admin');
});
afterAll(() => abasto?.close());

const db = () => abasto.app.ctx.db;
const invite = (email: string) =>
  abasto.app.inject({
    method: 'POST',
    url: '/api/auth/invite-user',
    headers: admin.auth,
    payload: { email, name: 'Gema', lastName: 'Rojas', role: 'analista' },
  });

describe('addresses on staff forms (invitation)', () => {
  it('refuses header syntax, invisible characters, other alphabets and look-alikes, each with its message', async () => {
    const existing = await createUser(db(), { email: `gerente-${Date.now()}@demo.test` });
    const [local, domain] = existing.email.split('@') as [string, string];
    const cases: [string, number, string][] = [
      ['ej2@example.com>x', 400, MSG.invalidUserEmail],
      ['x@y.co>,evil<z', 400, MSG.invalidUserEmail],
      [`${local.slice(0, 3)}\u200B${local.slice(3)}@${domain}`, 400, MSG.emailInvisibleCharacters],
      [`${local}\u202E@${domain}`, 400, MSG.emailInvisibleCharacters],
      [`g\u0435${local.slice(2)}@${domain}`, 400, MSG.emailForeignLetters],
      [`${local.toUpperCase()}@${domain.toUpperCase()}`, 409, MSG.duplicateUserEmail],
      [`  ${existing.email}  `, 409, MSG.duplicateUserEmail],
      [`g.${local.slice(1)}@${domain}`, 409, MSG.emailLookAlike],
    ];
    for (const [email, status, message] of cases) {
      const res = await invite(email);
      expect(res.statusCode, JSON.stringify(email)).toBe(status);
      expect(res.json().error, JSON.stringify(email)).toBe(message);
    }
    // A different address is accepted: the rule is not a net over every similar name.
    expect((await invite(`otro-${Date.now()}@demo.test`)).statusCode).toBe(200);
    // Look-alikes by folding: m for rn, l for 1, o for 0.
    const pablo = await createUser(db(), { email: `pablo.romero-${Date.now()}@demo.test` });
    for (const email of [pablo.email.replace('pablo', 'pab1o'), pablo.email.replace('romero', 'rornero'), pablo.email.replace('romero', 'r0mero')]) {
      const res = await invite(email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json().error).toBe(MSG.emailLookAlike);
    }
    const count = await db().select().from(users).where(eq(users.email, pablo.email.replace('pablo', 'pab1o')));
    expect(count).toHaveLength(0);
  });

  it('stores the address normalised (trimmed, NFC, domain in lower case) and logs in with any case', async () => {
    const stamp = Date.now();
    const res = await invite(`  Nuevo.Usuario-${stamp}@Demo.TEST `);
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.email, `Nuevo.Usuario-${stamp}@demo.test`));
    expect(row?.role).toBe('analista');
    const user = await createUser(db(), { email: `caso-${Date.now()}@demo.test` });
    const login = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/pre-login-email',
      payload: { email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('recovery answers the same, in about the same time', () => {
  it('a known and an unknown address: same body, a message only for the known one, similar times', async () => {
    const user = await createUser(db(), { email: `tiempo-${Date.now()}@demo.test` });
    const times = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      for (const [which, email] of [
        ['known', user.email],
        ['unknown', `nadie-${i}-${Date.now()}@demo.test`],
      ] as const) {
        const t = performance.now();
        const res = await abasto.app.inject({
          method: 'POST',
          url: '/api/auth/recover-pass',
          payload: { email },
          remoteAddress: `10.80.0.${i + 1}`,
        });
        times[which].push(performance.now() - t);
        expect(res.statusCode).toBe(200);
        bodies.add(res.body);
      }
    }
    expect(bodies.size).toBe(1);
    expect(await db().select().from(mailMessages).where(eq(mailMessages.toAddress, user.email))).toHaveLength(3);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    expect(Math.min(...times.unknown)).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 5);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(100);
  });
});
