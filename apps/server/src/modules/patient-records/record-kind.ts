import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';

/** What every patient record has, whatever its kind. */
export interface PatientRecordBase {
  _id: number;
  id: number;
  patientId: number;
  authorId: number | null;
}

/**
 * One kind of patient record (scores, pain diary, timeline): its shapes and its storage. The use
 * cases around it apply the same owner rules to every kind.
 */
export interface RecordKind<Out extends PatientRecordBase, Create extends z.ZodType, Update extends z.ZodType> {
  /** Tag and wording of the API documentation. */
  label: string;
  notFound: string;
  createSchema: Create;
  updateSchema: Update;
  responseSchema: z.ZodType<Out>;
  patientColumn: PgColumn;
  list(db: Db, where: SQL | undefined, limit: number): Promise<Out[]>;
  find(db: Db | Tx, id: number): Promise<Out | undefined>;
  insert(db: Db | Tx, values: Omit<z.output<Create>, 'patientId'> & { patientId: number; authorId: number }): Promise<Out>;
  update(db: Db | Tx, id: number, values: z.output<Update>): Promise<Out | undefined>;
  remove(db: Db | Tx, id: number): Promise<void>;
}
