import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { careEvents } from '../../db/schema/events.ts';
import type { UserRow } from '../auth/session-user.ts';
import { assertOrganiser } from './event-access.ts';

/** Cancelling erases the event and its invitations (docs/product.md#calendar: data cannot be recovered). */
export async function cancelEvent({
  ctx,
  user,
  eventId,
}: {
  ctx: AppContext;
  user: UserRow;
  eventId: number;
}): Promise<{ _id: number; id: number }> {
  await ctx.db.transaction(async (tx) => {
    await assertOrganiser(tx, eventId, user.id);
    await tx.delete(careEvents).where(eq(careEvents.id, eventId));
  });
  return { _id: eventId, id: eventId };
}
