import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { changeableMedicine } from './remedio-access.ts';

export async function deleteRemedio({ ctx, actor, id }: { ctx: AppContext; actor: CareActor; id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await changeableMedicine(tx, actor, id);
    await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.id, id));
    await tx.update(prescriptions).set({ updatedAt: sql`now()` }).where(eq(prescriptions.id, current.prescriptionId));
  });
}
