import type { PrescriptionDetail, PrescriptionInputSchema } from '@abasto/domain/prescription';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { prescriptions } from '../../db/schema/prescriptions.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { requirePatient } from '../care-shared/find-patient.ts';
import { changeablePrescription } from './prescription-access.ts';
import { findHeader, toDetail } from './prescription-rows.ts';
import { replaceMedicines } from './write-medicines.ts';

export interface UpdatePrescriptionInput {
  ctx: AppContext;
  actor: CareActor;
  id: number;
  input: z.output<typeof PrescriptionInputSchema>;
}

/** Replaces title, patient, notes and the medicines (the list given replaces the old one). */
export async function updatePrescription({ ctx, actor, id, input }: UpdatePrescriptionInput): Promise<PrescriptionDetail> {
  return ctx.db.transaction(async (tx) => {
    await changeablePrescription(tx, actor, id);
    await requirePatient(tx, input.patientId);
    await tx
      .update(prescriptions)
      .set({ title: input.title, notes: input.notes, patientId: input.patientId, updatedAt: sql`now()` })
      .where(eq(prescriptions.id, id));
    await replaceMedicines(tx, id, input.remedios);
    const header = await findHeader(tx, id);
    if (!header) throw new Error('prescription vanished');
    return toDetail(tx, header);
  });
}
