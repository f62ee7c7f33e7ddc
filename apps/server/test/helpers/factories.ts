import type { Role } from '@abasto/domain/roles';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/core.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';

export const TEST_PASSWORD = 'secreto123';

let counter = 0;
let cachedHash: Promise<string> | undefined;

/** A registered, active user; any field can be overridden. */
type UserOverrides = Omit<Partial<typeof users.$inferInsert>, 'role'> & { role?: Role };

export async function createUser(db: Db, overrides: UserOverrides = {}) {
  counter += 1;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user${counter}-${Date.now()}@test.local`,
      name: `Nombre${counter}`,
      lastName: `Apellido${counter}`,
      role: 'analista',
      passwordHash: await cachedHash,
      registeredAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/pre-login-email', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A user of the given role and its token. */
export async function userWithToken(app: App, role: Role, overrides: UserOverrides = {}) {
  const user = await createUser(app.ctx.db, { ...overrides, role });
  const token = await loginAs(app, user.email);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}
