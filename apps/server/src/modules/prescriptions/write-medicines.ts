import type { RemedioFieldsSchema } from '@abasto/domain/prescription';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { prescriptionMedicines } from '../../db/schema/prescriptions.ts';

export type RemedioValues = z.output<typeof RemedioFieldsSchema>;

/** Replaces a prescription's medicines by the given list, in its order. */
export async function replaceMedicines(tx: Db | Tx, prescriptionId: number, remedios: RemedioValues[]): Promise<void> {
  await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, prescriptionId));
  if (remedios.length === 0) return;
  await tx.insert(prescriptionMedicines).values(
    remedios.map((r, position) => ({
      prescriptionId,
      position,
      name: r.name,
      dose: r.dose,
      unit: r.unit,
      interval: r.interval,
      quantity: r.quantity,
      administration: r.administration,
    })),
  );
}
