import { RECORD_LIST_MAX } from '@abasto/domain/care-record-fields';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { patientFilter } from '../care-shared/record-patient.ts';
import type { PatientRecordBase, RecordKind } from './record-kind.ts';

export interface ListRecordsInput<Out extends PatientRecordBase> {
  ctx: AppContext;
  kind: RecordKind<Out, z.ZodType, z.ZodType>;
  actor: CareActor;
  patientId?: number;
}

/** Newest first; a patient gets only its own, professionals and admin all or one patient's. */
export async function listRecords<Out extends PatientRecordBase>({ ctx, kind, actor, patientId }: ListRecordsInput<Out>): Promise<Out[]> {
  const where = patientFilter(actor, kind.patientColumn, patientId);
  return kind.list(ctx.db, where.length ? and(...where) : undefined, RECORD_LIST_MAX);
}
