import { GUEST_STATUS_LABELS, type GuestStatus } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { careEvents } from '../../db/schema/events.ts';
import { enqueueMails, type OutgoingMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';

/**
 * The e-mails of the calendar (docs/product.md#calendar): guests hear of an invitation, a change,
 * a removal and a cancellation; the organiser hears of each answer. Enqueued in the transaction
 * of the change, in Portuguese, with a link that opens the event on the calendar.
 */
export type EventMailKind = 'invite' | 'changed' | 'removed' | 'cancelled';

export interface EventSummary {
  id: number;
  title: string;
  startsAt: Date;
  organiserId: number;
}

interface Person {
  id: number;
  email: string;
  name: string;
  lastName: string;
}

const fullName = (p: Person) => `${p.name} ${p.lastName}`.trim() || p.email;

/** The calendar's address for one event; the calendar opens its detail (docs/product.md#calendar). */
export const eventUrl = (appUrl: string, eventId: number) => `${appUrl}${ROUTES.calendar}?evento=${eventId}`;

function when(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(date);
}

async function people(tx: Tx, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName, active: users.active })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.filter((r) => r.active).map((r) => [r.id, r]));
}

export async function eventSummary(tx: Tx, eventId: number): Promise<EventSummary | null> {
  const [row] = await tx
    .select({ id: careEvents.id, title: careEvents.title, startsAt: careEvents.startsAt, organiserId: careEvents.organiserId })
    .from(careEvents)
    .where(eq(careEvents.id, eventId));
  return row ?? null;
}

const SUBJECT: Record<EventMailKind, (title: string) => string> = {
  invite: MSG.mailCareEventInviteSubject,
  changed: MSG.mailCareEventChangedSubject,
  removed: MSG.mailCareEventCancelledSubject,
  cancelled: MSG.mailCareEventCancelledSubject,
};

const TEXT: Record<EventMailKind, (organiser: string, title: string) => string> = {
  invite: MSG.mailCareEventInviteText,
  changed: MSG.mailCareEventChangedText,
  removed: MSG.mailCareEventRemovedText,
  cancelled: MSG.mailCareEventCancelledText,
};

/** One message to each guest named, about what the organiser did. */
export async function mailGuests(
  tx: Tx,
  appUrl: string,
  event: EventSummary,
  kind: EventMailKind,
  guestIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(guestIds)].filter((id) => id !== event.organiserId);
  if (ids.length === 0) return;
  const found = await people(tx, [event.organiserId, ...ids]);
  const organiser = found.get(event.organiserId);
  const organiserName = organiser ? fullName(organiser) : '';
  const mails: OutgoingMail[] = [];
  for (const id of ids) {
    const guest = found.get(id);
    if (!guest) continue;
    const { html, text } = renderMail({
      lang: 'pt',
      heading: MSG.mailCareEventHeading(guest.name || guest.email),
      paragraphs: [TEXT[kind](organiserName, event.title), MSG.mailCareEventWhen(when(event.startsAt))],
      // A cancelled event (or one the guest left) is gone: no link to it.
      action: kind === 'invite' || kind === 'changed' ? { label: MSG.mailCareEventAction, url: eventUrl(appUrl, event.id) } : undefined,
    });
    mails.push({
      to: guest.email,
      toName: fullName(guest),
      replyTo: organiser?.email ?? null,
      subject: SUBJECT[kind](event.title),
      html,
      text,
      ref: { kind: `care-event-${kind}`, id: event.id },
    });
  }
  if (mails.length > 0) await enqueueMails(tx, mails);
}

/** Tells the organiser how a guest answered. */
export async function mailOrganiserAnswer(
  tx: Tx,
  appUrl: string,
  event: EventSummary,
  guestId: number,
  status: GuestStatus,
): Promise<void> {
  const found = await people(tx, [event.organiserId, guestId]);
  const organiser = found.get(event.organiserId);
  const guest = found.get(guestId);
  if (!organiser || !guest) return;
  const { html, text } = renderMail({
    lang: 'pt',
    heading: MSG.mailCareEventHeading(organiser.name || organiser.email),
    paragraphs: [
      MSG.mailCareEventAnswerText(fullName(guest), event.title, GUEST_STATUS_LABELS[status]),
      MSG.mailCareEventWhen(when(event.startsAt)),
    ],
    action: { label: MSG.mailCareEventAction, url: eventUrl(appUrl, event.id) },
  });
  await enqueueMails(tx, [
    {
      to: organiser.email,
      toName: fullName(organiser),
      replyTo: guest.email,
      subject: MSG.mailCareEventAnswerSubject(event.title),
      html,
      text,
      ref: { kind: 'care-event-answer', id: event.id },
    },
  ]);
}
