import type { CareEvent, ParsedEventInput } from '@abasto/domain/care-event';
import type { AppContext } from '../../context.ts';
import { careEventGuests, careEvents } from '../../db/schema/events.ts';
import type { UserRow } from '../auth/session-user.ts';
import { checkGuests } from './check-guests.ts';
import { eventSummary, mailGuests } from './event-mails.ts';
import { eventVisibleTo } from './event-rows.ts';
import { eventColumnsOf } from './event-values.ts';

/**
 * Creates an event; the organiser becomes its owner guest (accepted), the others await an answer
 * and are e-mailed the invitation (docs/product.md#calendar).
 */
export async function createEvent({
  ctx,
  user,
  input,
}: {
  ctx: AppContext;
  user: UserRow;
  input: ParsedEventInput;
}): Promise<CareEvent> {
  return ctx.db.transaction(async (tx) => {
    const guestIds = await checkGuests(tx, input.guests, user);
    const [created] = await tx
      .insert(careEvents)
      .values({ ...eventColumnsOf(input), organiserId: user.id })
      .returning({ id: careEvents.id });
    if (!created) throw new Error('event not created');
    await tx
      .insert(careEventGuests)
      .values([
        { eventId: created.id, userId: user.id, status: 'accepted', owner: true, answeredAt: new Date() },
        ...guestIds.map((userId) => ({ eventId: created.id, userId, status: 'awaiting', owner: false })),
      ]);
    const summary = await eventSummary(tx, created.id);
    if (summary) await mailGuests(tx, ctx.config.appUrl, summary, 'invite', guestIds);
    const event = await eventVisibleTo(tx, created.id, user.id);
    if (!event) throw new Error('event not readable after create');
    return event;
  });
}
