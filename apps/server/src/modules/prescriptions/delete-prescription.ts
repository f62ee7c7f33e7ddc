import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { prescriptions } from '../../db/schema/prescriptions.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { changeablePrescription } from './prescription-access.ts';

/** Erases a prescription with its medicines and attachments; orders that named it keep their items. */
export async function deletePrescription({ ctx, actor, id }: { ctx: AppContext; actor: CareActor; id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await changeablePrescription(tx, actor, id);
    await tx.delete(prescriptions).where(eq(prescriptions.id, id));
  });
}
