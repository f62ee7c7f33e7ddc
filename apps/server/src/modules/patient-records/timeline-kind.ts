import { MSG } from '@abasto/domain/messages';
import { TimelineCreateSchema, TimelineUpdateSchema } from '@abasto/domain/timeline-event';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { timelineEvents } from '../../db/schema/patient-records.ts';
import { valueOfList } from '../item-descriptions/list-value.ts';
import type { RecordKind } from './record-kind.ts';

const TimelineEventSchema = z.object({
  _id: z.number(),
  id: z.number(),
  patientId: z.number(),
  authorId: z.number().nullable(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  occurredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

function toTimelineEvent(row: typeof timelineEvents.$inferSelect): TimelineEvent {
  return {
    _id: row.id,
    id: row.id,
    patientId: row.patientId,
    authorId: row.authorId,
    type: row.type,
    title: row.title,
    description: row.description,
    occurredAt: row.occurredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const timelineKind: RecordKind<TimelineEvent, typeof TimelineCreateSchema, typeof TimelineUpdateSchema> = {
  label: 'Linha do tempo',
  notFound: MSG.careRecordNotFound,
  createSchema: TimelineCreateSchema,
  updateSchema: TimelineUpdateSchema,
  responseSchema: TimelineEventSchema,
  patientColumn: timelineEvents.patientId,
  async list(db, where, limit) {
    const rows = await db
      .select()
      .from(timelineEvents)
      .where(where)
      .orderBy(desc(timelineEvents.occurredAt), desc(timelineEvents.id))
      .limit(limit);
    return rows.map(toTimelineEvent);
  },
  async find(db, id) {
    const [row] = await db.select().from(timelineEvents).where(eq(timelineEvents.id, id));
    return row && toTimelineEvent(row);
  },
  async insert(db, v) {
    const type = await valueOfList(db, 'eventTypes', v.type, 'type', MSG.careTimelineTypeNotInList);
    const [row] = await db
      .insert(timelineEvents)
      .values({
        patientId: v.patientId,
        authorId: v.authorId,
        type,
        title: v.title,
        description: v.description,
        occurredAt: v.occurredAt ? new Date(v.occurredAt) : undefined,
      })
      .returning();
    if (!row) throw new Error('timeline event not created');
    return toTimelineEvent(row);
  },
  async update(db, id, v) {
    // A type from the list; an edit may keep the type it had, even one since removed from the list.
    const [current] = await db.select({ type: timelineEvents.type }).from(timelineEvents).where(eq(timelineEvents.id, id));
    const type = current?.type === v.type ? v.type : await valueOfList(db, 'eventTypes', v.type, 'type', MSG.careTimelineTypeNotInList);
    const [row] = await db
      .update(timelineEvents)
      .set({
        type,
        title: v.title,
        description: v.description,
        occurredAt: v.occurredAt ? new Date(v.occurredAt) : undefined,
        updatedAt: sql`now()`,
      })
      .where(eq(timelineEvents.id, id))
      .returning();
    return row && toTimelineEvent(row);
  },
  async remove(db, id) {
    await db.delete(timelineEvents).where(eq(timelineEvents.id, id));
  },
};
