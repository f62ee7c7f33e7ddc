import { MSG } from '@abasto/domain/messages';
import { PainCreateSchema, PainUpdateSchema } from '@abasto/domain/pain-record';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { painRecords } from '../../db/schema/patient-records.ts';
import type { RecordKind } from './record-kind.ts';

const PainSchema = z.object({
  _id: z.number(),
  id: z.number(),
  patientId: z.number(),
  authorId: z.number().nullable(),
  level: z.number(),
  location: z.string(),
  recordedAt: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pain = z.infer<typeof PainSchema>;

function toPain(row: typeof painRecords.$inferSelect): Pain {
  return {
    _id: row.id,
    id: row.id,
    patientId: row.patientId,
    authorId: row.authorId,
    level: row.level,
    location: row.location,
    recordedAt: row.recordedAt.toISOString(),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const painKind: RecordKind<Pain, typeof PainCreateSchema, typeof PainUpdateSchema> = {
  label: 'Diário de dor',
  notFound: MSG.careRecordNotFound,
  createSchema: PainCreateSchema,
  updateSchema: PainUpdateSchema,
  responseSchema: PainSchema,
  patientColumn: painRecords.patientId,
  async list(db, where, limit) {
    const rows = await db.select().from(painRecords).where(where).orderBy(desc(painRecords.recordedAt), desc(painRecords.id)).limit(limit);
    return rows.map(toPain);
  },
  async find(db, id) {
    const [row] = await db.select().from(painRecords).where(eq(painRecords.id, id));
    return row && toPain(row);
  },
  async insert(db, v) {
    const [row] = await db
      .insert(painRecords)
      .values({
        patientId: v.patientId,
        authorId: v.authorId,
        level: v.level,
        location: v.location,
        recordedAt: v.recordedAt ? new Date(v.recordedAt) : undefined,
        notes: v.notes,
      })
      .returning();
    if (!row) throw new Error('pain record not created');
    return toPain(row);
  },
  async update(db, id, v) {
    const [row] = await db
      .update(painRecords)
      .set({
        level: v.level,
        location: v.location,
        recordedAt: v.recordedAt ? new Date(v.recordedAt) : undefined,
        notes: v.notes,
        updatedAt: sql`now()`,
      })
      .where(eq(painRecords.id, id))
      .returning();
    return row && toPain(row);
  },
  async remove(db, id) {
    await db.delete(painRecords).where(eq(painRecords.id, id));
  },
};
