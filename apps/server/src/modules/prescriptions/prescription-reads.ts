import type { PrescriptionRead } from '@abasto/domain/prescription';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { prescriptionReads } from '../../db/schema/prescriptions.ts';
import type { UserRow } from '../auth/session-user.ts';
import { careActor } from '../care-shared/care-actor.ts';
import { visiblePrescription } from './prescription-access.ts';
import type { PrescriptionHeader } from './prescription-rows.ts';

/**
 * Records a reading of a prescription by someone other than its doctor and its patient
 * (docs/product.md#prescriptions): doctors read every patient's prescriptions, and who read what
 * stays on record for the 'Médico & ADMIN'.
 */
export async function recordReading(ctx: AppContext, reader: UserRow, header: PrescriptionHeader): Promise<void> {
  if (reader.id === header.doctorId || reader.id === header.patientId) return;
  await ctx.db.insert(prescriptionReads).values({
    prescriptionId: header.id,
    readerId: reader.id,
    readerName: [reader.name, reader.lastName].filter(Boolean).join(' '),
    readerRole: reader.role,
  });
}

/** GET /api/recetas/{id}/leituras: who, other than its doctor and patient, read it, oldest first. */
export async function listReadings(ctx: AppContext, reader: UserRow, id: number): Promise<PrescriptionRead[]> {
  await visiblePrescription(ctx.db, careActor(reader), id);
  const rows = await ctx.db
    .select()
    .from(prescriptionReads)
    .where(eq(prescriptionReads.prescriptionId, id))
    .orderBy(asc(prescriptionReads.readAt), asc(prescriptionReads.id));
  return rows.map((r) => ({ readerId: r.readerId, readerName: r.readerName, readerRole: r.readerRole, readAt: r.readAt.toISOString() }));
}
