import type { PrescriptionDetail } from '@abasto/domain/prescription';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { visiblePrescription } from './prescription-access.ts';
import { toDetail } from './prescription-rows.ts';

export async function getPrescription({ ctx, actor, id }: { ctx: AppContext; actor: CareActor; id: number }): Promise<PrescriptionDetail> {
  return toDetail(ctx.db, await visiblePrescription(ctx.db, actor, id));
}
