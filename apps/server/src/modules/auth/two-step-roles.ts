import { ROLES, type Role } from '@abasto/domain/roles';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema/core.ts';

const KEY = 'two-step-roles';

/** The roles that must give the second step at login (docs/product.md#users); none by default. */
export async function loadTwoStepRoles(db: Db | Tx): Promise<Role[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  if (!row) return [];
  try {
    const parsed: unknown = JSON.parse(row.value);
    return Array.isArray(parsed) ? ROLES.filter((r) => parsed.includes(r)) : [];
  } catch {
    return [];
  }
}

export async function saveTwoStepRoles(db: Db | Tx, roles: readonly Role[]): Promise<Role[]> {
  const value = ROLES.filter((r) => roles.includes(r));
  await db
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value) } });
  return value;
}

/** Whether a user must give the second step: its own switch, or its role's requirement. */
export async function requiresTwoStep(db: Db | Tx, user: { twoFactor: boolean; role: Role }): Promise<boolean> {
  return user.twoFactor || (await loadTwoStepRoles(db)).includes(user.role);
}
