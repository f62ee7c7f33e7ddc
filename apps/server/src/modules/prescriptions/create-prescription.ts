import type { PrescriptionDetail, PrescriptionInputSchema } from '@abasto/domain/prescription';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { prescriptions } from '../../db/schema/prescriptions.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { requirePatient } from '../care-shared/find-patient.ts';
import { findHeader, toDetail } from './prescription-rows.ts';
import { replaceMedicines } from './write-medicines.ts';

export interface CreatePrescriptionInput {
  ctx: AppContext;
  actor: CareActor;
  input: z.output<typeof PrescriptionInputSchema>;
}

/** The doctor writing it is always the logged-in doctor: nobody prescribes in another's name. */
export async function createPrescription({ ctx, actor, input }: CreatePrescriptionInput): Promise<PrescriptionDetail> {
  return ctx.db.transaction(async (tx) => {
    await requirePatient(tx, input.patientId);
    const [row] = await tx
      .insert(prescriptions)
      .values({ title: input.title, notes: input.notes, doctorId: actor.id, patientId: input.patientId })
      .returning({ id: prescriptions.id });
    if (!row) throw new Error('prescription not created');
    await replaceMedicines(tx, row.id, input.remedios);
    const header = await findHeader(tx, row.id);
    if (!header) throw new Error('prescription vanished');
    return toDetail(tx, header);
  });
}
