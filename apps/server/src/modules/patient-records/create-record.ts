import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { patientForNewRecord } from '../care-shared/record-patient.ts';
import type { PatientRecordBase, RecordKind } from './record-kind.ts';

export interface CreateRecordInput<Out extends PatientRecordBase, Create extends z.ZodType> {
  ctx: AppContext;
  kind: RecordKind<Out, Create, z.ZodType>;
  actor: CareActor;
  input: z.output<Create> & { patientId?: number };
}

/** A patient writes about itself; a professional about a patient it names. The writer is the author. */
export async function createRecord<Out extends PatientRecordBase, Create extends z.ZodType>({
  ctx,
  kind,
  actor,
  input,
}: CreateRecordInput<Out, Create>): Promise<Out> {
  const patientId = await patientForNewRecord(ctx.db, actor, input.patientId);
  return kind.insert(ctx.db, { ...input, patientId, authorId: actor.id });
}
