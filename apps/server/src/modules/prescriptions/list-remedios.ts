import type { Remedio } from '@abasto/domain/prescription';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { visiblePrescription } from './prescription-access.ts';
import { remediosOf } from './prescription-rows.ts';

export async function listRemedios({ ctx, actor, recetaId }: { ctx: AppContext; actor: CareActor; recetaId: number }): Promise<Remedio[]> {
  await visiblePrescription(ctx.db, actor, recetaId);
  return remediosOf(ctx.db, recetaId);
}
