import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './core.ts';

// The patient's own clinical records: scores, the pain diary and the care timeline. Each belongs
// to a patient and remembers who wrote it (the author alone changes it).

// Clinical records outlive nothing: users are deactivated, never deleted, and a record keeps its patient.
const patientId = () =>
  integer('patient_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' });
const authorId = () => integer('author_id').references(() => users.id, { onDelete: 'set null' });

/** Results on clinical scales (/api/scores). */
export const careScores = pgTable(
  'care_scores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    authorId: authorId(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    maxValue: doublePrecision('max_value'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('care_scores_patient_idx').on(t.patientId, t.recordedAt)],
);

/** The pain diary (/api/dor). */
export const painRecords = pgTable(
  'pain_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    authorId: authorId(),
    level: integer('level').notNull(),
    location: text('location').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pain_records_patient_idx').on(t.patientId, t.recordedAt)],
);

/** The care timeline (/api/eventTimeline). */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    authorId: authorId(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('timeline_events_patient_idx').on(t.patientId, t.occurredAt)],
);
