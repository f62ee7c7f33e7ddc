import { MSG } from '@abasto/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { careEventGuests, careEvents } from '../../db/schema/events.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The event as far as the user may know it exists: someone not invited gets the same 404 as for
 * an event that does not exist, so ids reveal nothing.
 */
async function invitedEvent(db: Db | Tx, eventId: number, userId: number) {
  const [row] = await db
    .select({ organiserId: careEvents.organiserId })
    .from(careEvents)
    .innerJoin(careEventGuests, and(eq(careEventGuests.eventId, careEvents.id), eq(careEventGuests.userId, userId)))
    .where(eq(careEvents.id, eventId));
  if (!row) throw AppError.notFound(MSG.careEventNotFound);
  return row;
}

/** Refuses anyone but the organiser (docs/product.md#calendar: only the organiser edits or cancels). */
export async function assertOrganiser(db: Db | Tx, eventId: number, userId: number): Promise<void> {
  const { organiserId } = await invitedEvent(db, eventId, userId);
  if (organiserId !== userId) throw AppError.forbidden(MSG.careEventOnlyOrganiser);
}
