import type { PrescriptionDetail, PrescriptionInputSchema } from '@abasto/domain/prescription';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { prescriptions } from '../../db/schema/prescriptions.ts';
import { CARE_VERSION_TEXTS, refuseUnsaved, sameVersion } from '../../lib/record-version.ts';
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
  /** docs/product.md#concurrent-edits: when given, a stale version changes nothing (409). */
  version?: number;
}

/** Replaces title, patient, notes and the medicines (the list given replaces the old one). */
export async function updatePrescription({ ctx, actor, id, input, version }: UpdatePrescriptionInput): Promise<PrescriptionDetail> {
  return ctx.db.transaction(async (tx) => {
    await changeablePrescription(tx, actor, id);
    await requirePatient(tx, input.patientId);
    const updated = await tx
      .update(prescriptions)
      .set({ title: input.title, notes: input.notes, patientId: input.patientId, updatedAt: sql`now()` })
      .where(sameVersion(prescriptions.id, id, prescriptions.version, version))
      .returning({ id: prescriptions.id });
    if (updated.length === 0) await refuseUnsaved(tx, prescriptions, id, { ...CARE_VERSION_TEXTS, notFound: MSG.carePrescriptionNotFound });
    await replaceMedicines(tx, id, input.remedios);
    const header = await findHeader(tx, id);
    if (!header) throw new Error('prescription vanished');
    return toDetail(tx, header);
  });
}
