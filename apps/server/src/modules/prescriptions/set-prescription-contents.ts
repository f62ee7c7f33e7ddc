import { MSG } from '@abasto/domain/messages';
import type { PrescriptionDetail } from '@abasto/domain/prescription';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contents } from '../../db/schema/contents.ts';
import { prescriptionContents, prescriptions } from '../../db/schema/prescriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { changeablePrescription } from './prescription-access.ts';
import { findHeader, toDetail } from './prescription-rows.ts';

export interface SetContentsInput {
  ctx: AppContext;
  actor: CareActor;
  id: number;
  contentIds: number[];
}

/** 'Anexar conteúdo': the library contents attached to a prescription become exactly these, in this order. */
export async function setPrescriptionContents({ ctx, actor, id, contentIds }: SetContentsInput): Promise<PrescriptionDetail> {
  return ctx.db.transaction(async (tx) => {
    await changeablePrescription(tx, actor, id);
    if (contentIds.length > 0) {
      const found = await tx.select({ id: contents.id }).from(contents).where(inArray(contents.id, contentIds));
      if (found.length !== contentIds.length) throw AppError.badRequest(MSG.careContentNotFound);
    }
    await tx.delete(prescriptionContents).where(eq(prescriptionContents.prescriptionId, id));
    if (contentIds.length > 0) {
      await tx
        .insert(prescriptionContents)
        .values(contentIds.map((contentId, position) => ({ prescriptionId: id, contentId, position })));
    }
    await tx.update(prescriptions).set({ updatedAt: sql`now()` }).where(eq(prescriptions.id, id));
    const header = await findHeader(tx, id);
    if (!header) throw new Error('prescription vanished');
    return toDetail(tx, header);
  });
}
