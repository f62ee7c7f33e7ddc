import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { careEventGuests, careEvents } from '../../db/schema/events.ts';
import type { UserRow } from '../auth/session-user.ts';
import { assertOrganiser } from './event-access.ts';
import { eventSummary, mailGuests } from './event-mails.ts';

/** Cancelling erases the event and its invitations (docs/product.md#calendar: data cannot be
 * recovered); its guests are e-mailed the cancellation. */
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
    // The guests are told before the event and its invitations are erased.
    const summary = await eventSummary(tx, eventId);
    const guests = await tx
      .select({ userId: careEventGuests.userId })
      .from(careEventGuests)
      .where(and(eq(careEventGuests.eventId, eventId), eq(careEventGuests.owner, false)));
    if (summary) await mailGuests(tx, ctx.config.appUrl, summary, 'cancelled', guests.map((g) => g.userId));
    await tx.delete(careEvents).where(eq(careEvents.id, eventId));
  });
  return { _id: eventId, id: eventId };
}
