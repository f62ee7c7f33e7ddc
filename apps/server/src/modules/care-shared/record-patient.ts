import { canWriteRecordFor, isCareProfessional, recordScope } from '@abasto/domain/care-records-access';
import { MSG } from '@abasto/domain/messages';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from './care-actor.ts';
import { requirePatient } from './find-patient.ts';

/**
 * The patient a new record is about: a patient writes about itself (patientId may be left out);
 * a professional names an active patient; anyone else writes no clinical record.
 */
export async function patientForNewRecord(db: Db | Tx, actor: CareActor, patientId: number | undefined): Promise<number> {
  if (actor.role === 'paciente') {
    if (patientId !== undefined && patientId !== actor.id) throw AppError.forbidden(MSG.careRecordPatientOnlyOwn);
    return actor.id;
  }
  if (!isCareProfessional(actor.role)) throw AppError.forbidden(MSG.careRecordWriteForbidden);
  if (patientId === undefined) throw AppError.badRequest(MSG.careRecordPatientRequired);
  await requirePatient(db, patientId);
  if (!canWriteRecordFor(actor, patientId)) throw AppError.forbidden(MSG.careRecordWriteForbidden);
  return patientId;
}

/**
 * The list filter on a patient column: a patient always sees only its own records, whatever it
 * asks for; others see all, or the patient asked for.
 */
export function patientFilter(actor: CareActor, column: PgColumn, patientId: number | undefined): SQL[] {
  const scope = recordScope(actor.role);
  if (scope === 'none') throw AppError.forbidden(MSG.careRecordsForbidden);
  const where: SQL[] = [];
  if (scope === 'own') where.push(eq(column, actor.id));
  if (patientId !== undefined) where.push(eq(column, patientId));
  return where;
}

/** Whether the actor may know a record of this patient exists (otherwise it gets a 404). */
export function seesPatient(actor: CareActor, patientId: number): boolean {
  const scope = recordScope(actor.role);
  return scope === 'all' || (scope === 'own' && patientId === actor.id);
}
