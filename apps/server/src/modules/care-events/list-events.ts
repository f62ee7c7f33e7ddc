import type { CareEvent } from '@abasto/domain/care-event';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../auth/session-user.ts';
import { eventsVisibleTo } from './event-rows.ts';

/** The events the caller organises or is invited to, images left out. */
export async function listEvents({
  ctx,
  user,
  from,
  to,
}: {
  ctx: AppContext;
  user: UserRow;
  from?: string;
  to?: string;
}): Promise<CareEvent[]> {
  return eventsVisibleTo(ctx.db, user.id, {
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
  });
}
