import type { CareEvent, EventGuest, EventPerson, EventType, GuestStatus } from '@abasto/domain/care-event';
import type { Role } from '@abasto/domain/roles';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { careEventGuests, careEvents } from '../../db/schema/events.ts';

const organisers = alias(users, 'organiser');

/** Event columns without the image (lists never carry it), plus whether there is one. */
const eventColumns = {
  id: careEvents.id,
  title: careEvents.title,
  description: careEvents.description,
  startsAt: careEvents.startsAt,
  endsAt: careEvents.endsAt,
  type: careEvents.type,
  link: careEvents.link,
  location: careEvents.location,
  color: careEvents.color,
  duration: careEvents.duration,
  hasImage: sql<boolean>`${careEvents.image} is not null`,
  version: careEvents.version,
  organiserId: organisers.id,
  organiserName: organisers.name,
  organiserLastName: organisers.lastName,
  organiserRole: organisers.role,
};

interface EventRow {
  id: number;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  type: string;
  link: string | null;
  location: string | null;
  color: string | null;
  duration: string | null;
  hasImage: boolean;
  version: number;
  organiserId: number;
  organiserName: string;
  organiserLastName: string;
  organiserRole: string;
  image?: string | null;
}

interface GuestRow {
  eventId: number;
  status: string;
  owner: boolean;
  userId: number;
  name: string;
  lastName: string;
  role: string;
}

/** The events a user is invited to (the organiser is a guest too), optionally within a period. */
export async function eventsVisibleTo(
  db: Db | Tx,
  userId: number,
  period: { from?: Date; to?: Date } = {},
): Promise<CareEvent[]> {
  const where: SQL[] = [];
  if (period.from) where.push(gte(careEvents.endsAt, period.from));
  if (period.to) where.push(lt(careEvents.startsAt, period.to));
  const rows = await db
    .select(eventColumns)
    .from(careEvents)
    .innerJoin(careEventGuests, and(eq(careEventGuests.eventId, careEvents.id), eq(careEventGuests.userId, userId)))
    .innerJoin(organisers, eq(organisers.id, careEvents.organiserId))
    .where(and(...where))
    .orderBy(asc(careEvents.startsAt), asc(careEvents.id));
  return withGuests(db, rows);
}

/** One event with its image, only if the user is invited to it; undefined otherwise. */
export async function eventVisibleTo(db: Db | Tx, eventId: number, userId: number): Promise<CareEvent | undefined> {
  const rows = await db
    .select({ ...eventColumns, image: careEvents.image })
    .from(careEvents)
    .innerJoin(careEventGuests, and(eq(careEventGuests.eventId, careEvents.id), eq(careEventGuests.userId, userId)))
    .innerJoin(organisers, eq(organisers.id, careEvents.organiserId))
    .where(eq(careEvents.id, eventId));
  const [event] = await withGuests(db, rows);
  return event;
}

async function withGuests(db: Db | Tx, rows: EventRow[]): Promise<CareEvent[]> {
  if (rows.length === 0) return [];
  const guestRows: GuestRow[] = await db
    .select({
      eventId: careEventGuests.eventId,
      status: careEventGuests.status,
      owner: careEventGuests.owner,
      userId: users.id,
      name: users.name,
      lastName: users.lastName,
      role: users.role,
    })
    .from(careEventGuests)
    .innerJoin(users, eq(users.id, careEventGuests.userId))
    .where(
      inArray(
        careEventGuests.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(careEventGuests.owner), asc(users.name), asc(users.lastName), asc(users.id));
  const byEvent = new Map<number, EventGuest[]>();
  for (const g of guestRows) {
    const list = byEvent.get(g.eventId) ?? [];
    list.push(toGuest(g));
    byEvent.set(g.eventId, list);
  }
  return rows.map((r) => toEvent(r, byEvent.get(r.id) ?? []));
}

function toGuest(g: GuestRow): EventGuest {
  return {
    guest: { _id: g.userId, name: g.name, lastName: g.lastName, role: g.role as Role },
    status: g.status as GuestStatus,
    owner: g.owner,
  };
}

function toEvent(r: EventRow, guests: EventGuest[]): CareEvent {
  const organiser: EventPerson = {
    _id: r.organiserId,
    name: r.organiserName,
    lastName: r.organiserLastName,
    role: r.organiserRole as Role,
  };
  return {
    _id: r.id,
    id: r.id,
    title: r.title,
    description: r.description,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    type: r.type as EventType,
    link: r.link,
    location: r.location,
    color: r.color,
    duration: r.duration,
    hasImage: Boolean(r.hasImage),
    image: r.image ?? null,
    organiser,
    guests,
    version: r.version,
  };
}
