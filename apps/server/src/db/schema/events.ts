import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.ts';
import { users } from './core.ts';

/** Care-area calendar events. The organiser is also one of the guests (owner = true). */
export const careEvents = pgTable(
  'care_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    link: text('link'),
    location: text('location'),
    color: text('color'),
    duration: text('duration'),
    /** A base64 data URL, at most EVENT_IMAGE_MAX_BYTES decoded; read only by the single-event call. */
    image: text('image'),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('care_events_starts_at_idx').on(t.startsAt),
    index('care_events_organiser_idx').on(t.organiserId),
    check('care_events_type_check', sql`${t.type} in ('remote', 'location')`),
    check('care_events_period_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const careEventGuests = pgTable(
  'care_event_guests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => careEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('awaiting'),
    owner: boolean('owner').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // "My events" reads guests by user.
    index('care_event_guests_user_idx').on(t.userId, t.eventId),
    check('care_event_guests_status_check', sql`${t.status} in ('accepted', 'rejected', 'awaiting')`),
  ],
);
