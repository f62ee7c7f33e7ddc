import { type CareEvent, EVENT_ANSWERS, type EventAnswer } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { careEventGuests, careEvents } from '../../db/schema/events.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';
import { eventSummary, mailOrganiserAnswer } from './event-mails.ts';
import { eventVisibleTo } from './event-rows.ts';

/**
 * A guest answers for itself: accept, reject or "maybe" (awaiting), at any time. Only the caller's
 * own guest entry is touched, so nobody can answer for someone else; the organiser (its own
 * guest entry, the owner) does not answer its own event (403).
 */
export async function answerEvent({
  ctx,
  user,
  eventId,
  answer,
}: {
  ctx: AppContext;
  user: UserRow;
  eventId: number;
  answer: EventAnswer;
}): Promise<CareEvent> {
  const [own] = await ctx.db
    .select({ organiserId: careEvents.organiserId })
    .from(careEvents)
    .where(eq(careEvents.id, eventId));
  if (own?.organiserId === user.id) throw AppError.forbidden(MSG.careEventOrganiserCannotAnswer);
  // The organiser is e-mailed each answer, in the transaction of the answer (docs/product.md#calendar).
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(careEventGuests)
      .set({ status: EVENT_ANSWERS[answer], answeredAt: new Date() })
      .where(and(eq(careEventGuests.eventId, eventId), eq(careEventGuests.userId, user.id)))
      .returning({ eventId: careEventGuests.eventId });
    if (updated.length === 0) throw AppError.notFound(MSG.careEventNotFound);
    const summary = await eventSummary(tx, eventId);
    if (summary) await mailOrganiserAnswer(tx, ctx.config.appUrl, summary, user.id, EVENT_ANSWERS[answer]);
  });
  const event = await eventVisibleTo(ctx.db, eventId, user.id);
  if (!event) throw AppError.notFound(MSG.careEventNotFound);
  return event;
}
