import type { CareEvent, ParsedEventInput } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { careEventGuests, careEvents } from '../../db/schema/events.ts';
import { CARE_VERSION_TEXTS, refuseUnsaved, sameVersion } from '../../lib/record-version.ts';
import type { UserRow } from '../auth/session-user.ts';
import { checkGuests } from './check-guests.ts';
import { assertOrganiser } from './event-access.ts';
import { eventSummary, mailGuests } from './event-mails.ts';
import { eventVisibleTo } from './event-rows.ts';
import { eventColumnsOf } from './event-values.ts';

/**
 * Replaces an event's fields and guest list (docs/product.md#calendar: editing really updates). Guests who stay
 * keep their answer, new ones await it, removed ones lose the event. With a version, only if
 * nobody saved since (docs/product.md#concurrent-edits); a stale one changes nothing.
 */
export async function updateEvent({
  ctx,
  user,
  eventId,
  input,
  version,
}: {
  ctx: AppContext;
  user: UserRow;
  eventId: number;
  input: ParsedEventInput;
  version?: number;
}): Promise<CareEvent> {
  return ctx.db.transaction(async (tx) => {
    await assertOrganiser(tx, eventId, user.id);
    const guestIds = await checkGuests(tx, input.guests, user);
    const before = (
      await tx
        .select({ userId: careEventGuests.userId })
        .from(careEventGuests)
        .where(and(eq(careEventGuests.eventId, eventId), eq(careEventGuests.owner, false)))
    ).map((g) => g.userId);
    const updated = await tx
      .update(careEvents)
      .set({ ...eventColumnsOf(input), updatedAt: sql`now()` })
      .where(sameVersion(careEvents.id, eventId, careEvents.version, version))
      .returning({ id: careEvents.id });
    if (updated.length === 0) await refuseUnsaved(tx, careEvents, eventId, { ...CARE_VERSION_TEXTS, notFound: MSG.careEventNotFound });
    await tx
      .delete(careEventGuests)
      .where(
        and(
          eq(careEventGuests.eventId, eventId),
          eq(careEventGuests.owner, false),
          guestIds.length > 0 ? notInArray(careEventGuests.userId, guestIds) : undefined,
        ),
      );
    if (guestIds.length > 0) {
      await tx
        .insert(careEventGuests)
        .values(guestIds.map((userId) => ({ eventId, userId, status: 'awaiting', owner: false })))
        .onConflictDoNothing();
    }
    // Each guest hears what changed for them: new ones the invitation, those who stay the
    // change, removed ones that they left the event (docs/product.md#calendar).
    const summary = await eventSummary(tx, eventId);
    if (summary) {
      await mailGuests(tx, ctx.config.appUrl, summary, 'invite', guestIds.filter((id) => !before.includes(id)));
      await mailGuests(tx, ctx.config.appUrl, summary, 'changed', guestIds.filter((id) => before.includes(id)));
      await mailGuests(tx, ctx.config.appUrl, summary, 'removed', before.filter((id) => !guestIds.includes(id)));
    }
    const event = await eventVisibleTo(tx, eventId, user.id);
    if (!event) throw new Error('event not readable after update');
    return event;
  });
}
