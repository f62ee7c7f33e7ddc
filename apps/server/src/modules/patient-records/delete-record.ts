import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import type { PatientRecordBase, RecordKind } from './record-kind.ts';
import { changeableRecord } from './visible-record.ts';

export interface DeleteRecordInput<Out extends PatientRecordBase> {
  ctx: AppContext;
  kind: RecordKind<Out, z.ZodType, z.ZodType>;
  actor: CareActor;
  id: number;
}

export async function deleteRecord<Out extends PatientRecordBase>({ ctx, kind, actor, id }: DeleteRecordInput<Out>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await changeableRecord(tx, kind, actor, id);
    await kind.remove(tx, id);
  });
}
