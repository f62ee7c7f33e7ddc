import { MSG } from '@abasto/domain/messages';
import { PRESCRIPTION_REMEDIOS_MAX, type Remedio, type RemedioCreateSchema } from '@abasto/domain/prescription';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import { queryRows } from '../../db/client.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { changeablePrescription } from './prescription-access.ts';
import { toRemedio } from './prescription-rows.ts';

export interface CreateRemedioInput {
  ctx: AppContext;
  actor: CareActor;
  input: z.output<typeof RemedioCreateSchema>;
}

/** Adds a medicine at the end of a prescription. */
export async function createRemedio({ ctx, actor, input }: CreateRemedioInput): Promise<Remedio> {
  return ctx.db.transaction(async (tx) => {
    await changeablePrescription(tx, actor, input.recetaId);
    // Taking the prescription's row lock keeps the count honest when two additions race.
    await tx.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.id, input.recetaId)).for('update');
    const [stats] = await queryRows<{ n: number; next: number }>(
      tx,
      sql`select count(*)::int as n, coalesce(max(${prescriptionMedicines.position}) + 1, 0)::int as next
          from ${prescriptionMedicines} where ${prescriptionMedicines.prescriptionId} = ${input.recetaId}`,
    );
    if (Number(stats?.n ?? 0) >= PRESCRIPTION_REMEDIOS_MAX) throw AppError.badRequest(MSG.carePrescriptionTooManyRemedios);
    const [row] = await tx
      .insert(prescriptionMedicines)
      .values({
        prescriptionId: input.recetaId,
        position: Number(stats?.next ?? 0),
        name: input.name,
        dose: input.dose,
        unit: input.unit,
        interval: input.interval,
        quantity: input.quantity,
        administration: input.administration,
      })
      .returning();
    if (!row) throw new Error('medicine not created');
    await tx.update(prescriptions).set({ updatedAt: sql`now()` }).where(eq(prescriptions.id, input.recetaId));
    return toRemedio(row);
  });
}
