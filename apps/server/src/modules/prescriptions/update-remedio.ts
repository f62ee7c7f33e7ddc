import type { Remedio, RemedioUpdateSchema } from '@abasto/domain/prescription';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { toRemedio } from './prescription-rows.ts';
import { changeableMedicine } from './remedio-access.ts';

export interface UpdateRemedioInput {
  ctx: AppContext;
  actor: CareActor;
  id: number;
  input: z.output<typeof RemedioUpdateSchema>;
}

export async function updateRemedio({ ctx, actor, id, input }: UpdateRemedioInput): Promise<Remedio> {
  return ctx.db.transaction(async (tx) => {
    const current = await changeableMedicine(tx, actor, id);
    const [row] = await tx
      .update(prescriptionMedicines)
      .set({
        name: input.name,
        dose: input.dose,
        unit: input.unit,
        interval: input.interval,
        quantity: input.quantity,
        administration: input.administration,
        updatedAt: sql`now()`,
      })
      .where(eq(prescriptionMedicines.id, id))
      .returning();
    if (!row) throw new Error('medicine vanished');
    await tx.update(prescriptions).set({ updatedAt: sql`now()` }).where(eq(prescriptions.id, current.prescriptionId));
    return toRemedio(row);
  });
}
