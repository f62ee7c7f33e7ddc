import { canChangePrescription, prescriptionScope } from '@abasto/domain/care-records-access';
import { MSG } from '@abasto/domain/messages';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { findHeader, type PrescriptionHeader } from './prescription-rows.ts';

/**
 * The prescription as far as the actor may know it exists: a patient asking for someone else's
 * gets the same 404 as for one that does not exist, so ids reveal nothing.
 */
export async function visiblePrescription(db: Db | Tx, actor: CareActor, id: number): Promise<PrescriptionHeader> {
  const scope = prescriptionScope(actor.role);
  if (scope === 'none') throw AppError.forbidden(MSG.careRecordsForbidden);
  const header = await findHeader(db, id);
  if (!header || (scope === 'own' && header.patientId !== actor.id)) {
    throw AppError.notFound(MSG.carePrescriptionNotFound);
  }
  return header;
}

/** A prescription the actor may change: its doctor, or a 'Médico & ADMIN'. */
export async function changeablePrescription(db: Db | Tx, actor: CareActor, id: number): Promise<PrescriptionHeader> {
  const header = await visiblePrescription(db, actor, id);
  if (!canChangePrescription(actor, header.doctorId)) throw AppError.forbidden(MSG.carePrescriptionOnlyDoctor);
  return header;
}
