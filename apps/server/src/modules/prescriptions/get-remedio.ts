import type { Remedio } from '@abasto/domain/prescription';
import type { AppContext } from '../../context.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { toRemedio } from './prescription-rows.ts';
import { visibleMedicine } from './remedio-access.ts';

export async function getRemedio({ ctx, actor, id }: { ctx: AppContext; actor: CareActor; id: number }): Promise<Remedio> {
  return toRemedio(await visibleMedicine(ctx.db, actor, id));
}
