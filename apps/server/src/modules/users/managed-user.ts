import { canManageUser } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { isStaff } from '@abasto/domain/roles';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';

/** A staff user by id (the user screens manage staff only), or 404. */
export async function findStaffUser(db: Db | Tx, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user || !isStaff(user.role)) throw AppError.notFound(MSG.userNotFound);
  return user;
}

/** A staff user the actor may manage (see canManageUser), or 404 / 403. */
export async function findManagedUser(db: Db | Tx, actor: UserRow, id: number): Promise<UserRow> {
  const target = await findStaffUser(db, id);
  if (!canManageUser({ id: actor.id, role: actor.role }, { id: target.id, role: target.role })) {
    throw AppError.forbidden(MSG.userNotManageable);
  }
  return target;
}
