import { STAFF_ROLES, type StaffRole } from '@abasto/domain/roles';
import { desc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import { toUserViews, type UserView } from './user-view.ts';

/** Staff users of the given roles (all staff by default), newest first. */
export async function listUsers({
  ctx,
  roles = STAFF_ROLES,
}: {
  ctx: AppContext;
  roles?: readonly StaffRole[];
}): Promise<{ data: UserView[] }> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.role, [...roles]))
    .orderBy(desc(users.createdAt), desc(users.id));
  return { data: await toUserViews(ctx.db, rows) };
}
