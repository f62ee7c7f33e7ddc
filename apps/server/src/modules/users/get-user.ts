import { MSG } from '@abasto/domain/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStaffUser } from './managed-user.ts';
import { loadUserView, type UserView } from './user-view.ts';

export async function getUser({ ctx, id }: { ctx: AppContext; id: number }): Promise<UserView> {
  await findStaffUser(ctx.db, id);
  const view = await loadUserView(ctx.db, id);
  if (!view) throw AppError.notFound(MSG.userNotFound);
  return view;
}
