import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import type { PatientRecordBase, RecordKind } from './record-kind.ts';
import { changeableRecord } from './visible-record.ts';

export interface UpdateRecordInput<Out extends PatientRecordBase, Update extends z.ZodType> {
  ctx: AppContext;
  kind: RecordKind<Out, z.ZodType, Update>;
  actor: CareActor;
  id: number;
  input: z.output<Update>;
}

/** Replaces the record's fields; it stays with its patient. A date left out keeps the old one. */
export async function updateRecord<Out extends PatientRecordBase, Update extends z.ZodType>({
  ctx,
  kind,
  actor,
  id,
  input,
}: UpdateRecordInput<Out, Update>): Promise<Out> {
  return ctx.db.transaction(async (tx) => {
    await changeableRecord(tx, kind, actor, id);
    const updated = await kind.update(tx, id, input);
    if (!updated) throw new Error('record vanished');
    return updated;
  });
}
