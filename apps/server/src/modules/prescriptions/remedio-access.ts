import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prescriptionMedicines } from '../../db/schema/prescriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { changeablePrescription, visiblePrescription } from './prescription-access.ts';

type MedicineRow = typeof prescriptionMedicines.$inferSelect;

async function findMedicine(db: Db | Tx, id: number): Promise<MedicineRow> {
  const [row] = await db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.id, id));
  if (!row) throw AppError.notFound(MSG.careRemedioNotFound);
  return row;
}

/** A medicine the actor may read: one of a prescription it may read (otherwise 404, like the prescription). */
export async function visibleMedicine(db: Db | Tx, actor: CareActor, id: number): Promise<MedicineRow> {
  const row = await findMedicine(db, id);
  await visiblePrescription(db, actor, row.prescriptionId).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) throw AppError.notFound(MSG.careRemedioNotFound);
    throw err;
  });
  return row;
}

/** A medicine the actor may change: one of a prescription it may change. */
export async function changeableMedicine(db: Db | Tx, actor: CareActor, id: number): Promise<MedicineRow> {
  const row = await visibleMedicine(db, actor, id);
  await changeablePrescription(db, actor, row.prescriptionId);
  return row;
}
