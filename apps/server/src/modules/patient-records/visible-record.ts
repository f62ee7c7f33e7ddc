import { canChangeRecord } from '@abasto/domain/care-records-access';
import { MSG } from '@abasto/domain/messages';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { seesPatient } from '../care-shared/record-patient.ts';
import type { PatientRecordBase, RecordKind } from './record-kind.ts';

/** A record the actor may read; another patient's answers the same 404 as one that does not exist. */
export async function visibleRecord<Out extends PatientRecordBase>(
  db: Db | Tx,
  kind: RecordKind<Out, z.ZodType, z.ZodType>,
  actor: CareActor,
  id: number,
): Promise<Out> {
  const record = await kind.find(db, id);
  if (!record || !seesPatient(actor, record.patientId)) throw AppError.notFound(kind.notFound);
  return record;
}

/** A record the actor may change: its author's, or any for a 'Médico & ADMIN'. */
export async function changeableRecord<Out extends PatientRecordBase>(
  db: Db | Tx,
  kind: RecordKind<Out, z.ZodType, z.ZodType>,
  actor: CareActor,
  id: number,
): Promise<Out> {
  const record = await visibleRecord(db, kind, actor, id);
  if (!canChangeRecord(actor, record.authorId)) throw AppError.forbidden(MSG.careRecordOnlyAuthor);
  return record;
}
