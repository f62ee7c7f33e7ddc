import { MSG } from '@abasto/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';

/** The active patient a record is written about; anything else is a clear 400. */
export async function requirePatient(db: Db | Tx, patientId: number): Promise<{ id: number }> {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'paciente'), eq(users.active, true)));
  if (!patient) throw AppError.badRequest(MSG.careRecordPatientNotFound);
  return patient;
}
