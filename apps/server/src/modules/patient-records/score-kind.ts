import { ScoreCreateSchema, ScoreUpdateSchema } from '@abasto/domain/care-score';
import { MSG } from '@abasto/domain/messages';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { careScores } from '../../db/schema/patient-records.ts';
import type { RecordKind } from './record-kind.ts';

const ScoreSchema = z.object({
  _id: z.number(),
  id: z.number(),
  patientId: z.number(),
  authorId: z.number().nullable(),
  name: z.string(),
  value: z.number(),
  maxValue: z.number().nullable(),
  recordedAt: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Score = z.infer<typeof ScoreSchema>;

function toScore(row: typeof careScores.$inferSelect): Score {
  return {
    _id: row.id,
    id: row.id,
    patientId: row.patientId,
    authorId: row.authorId,
    name: row.name,
    value: row.value,
    maxValue: row.maxValue,
    recordedAt: row.recordedAt.toISOString(),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const scoreKind: RecordKind<Score, typeof ScoreCreateSchema, typeof ScoreUpdateSchema> = {
  label: 'Scores',
  notFound: MSG.careRecordNotFound,
  createSchema: ScoreCreateSchema,
  updateSchema: ScoreUpdateSchema,
  responseSchema: ScoreSchema,
  patientColumn: careScores.patientId,
  async list(db, where, limit) {
    const rows = await db.select().from(careScores).where(where).orderBy(desc(careScores.recordedAt), desc(careScores.id)).limit(limit);
    return rows.map(toScore);
  },
  async find(db, id) {
    const [row] = await db.select().from(careScores).where(eq(careScores.id, id));
    return row && toScore(row);
  },
  async insert(db, v) {
    const [row] = await db
      .insert(careScores)
      .values({
        patientId: v.patientId,
        authorId: v.authorId,
        name: v.name,
        value: v.value,
        maxValue: v.maxValue,
        recordedAt: v.recordedAt ? new Date(v.recordedAt) : undefined,
        notes: v.notes,
      })
      .returning();
    if (!row) throw new Error('score not created');
    return toScore(row);
  },
  async update(db, id, v) {
    const [row] = await db
      .update(careScores)
      .set({
        name: v.name,
        value: v.value,
        maxValue: v.maxValue,
        recordedAt: v.recordedAt ? new Date(v.recordedAt) : undefined,
        notes: v.notes,
        updatedAt: sql`now()`,
      })
      .where(eq(careScores.id, id))
      .returning();
    return row && toScore(row);
  },
  async remove(db, id) {
    await db.delete(careScores).where(eq(careScores.id, id));
  },
};
