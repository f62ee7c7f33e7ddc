import type { PrescriptionDetail } from '@abasto/domain/prescription';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../auth/session-user.ts';
import { careActor } from '../care-shared/care-actor.ts';
import { visiblePrescription } from './prescription-access.ts';
import { recordReading } from './prescription-reads.ts';
import { toDetail } from './prescription-rows.ts';

/** One prescription; a reading by someone other than its doctor and patient is recorded. */
export async function getPrescription({ ctx, reader, id }: { ctx: AppContext; reader: UserRow; id: number }): Promise<PrescriptionDetail> {
  const header = await visiblePrescription(ctx.db, careActor(reader), id);
  await recordReading(ctx, reader, header);
  return toDetail(ctx.db, header);
}
