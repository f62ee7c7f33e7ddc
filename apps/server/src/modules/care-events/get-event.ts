import type { CareEvent } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';
import { eventVisibleTo } from './event-rows.ts';

/** One event with its image, for its guests only. */
export async function getEvent({
  ctx,
  user,
  eventId,
}: {
  ctx: AppContext;
  user: UserRow;
  eventId: number;
}): Promise<CareEvent> {
  const event = await eventVisibleTo(ctx.db, eventId, user.id);
  if (!event) throw AppError.notFound(MSG.careEventNotFound);
  return event;
}
