import type { PrescriptionDetail, Remedio } from '@abasto/domain/prescription';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { contents } from '../../db/schema/contents.ts';
import { users } from '../../db/schema/core.ts';
import { prescriptionContents, prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions.ts';
import { toPersonRef } from '../care-shared/person-ref.ts';
import { contentSummaryColumns, toContentSummary } from '../contents/content-mapper.ts';

export const doctors = alias(users, 'doctor');
export const patients = alias(users, 'patient');

/** A prescription with its doctor and patient, as one row. */
export const headerColumns = {
  id: prescriptions.id,
  title: prescriptions.title,
  notes: prescriptions.notes,
  doctorId: prescriptions.doctorId,
  patientId: prescriptions.patientId,
  createdAt: prescriptions.createdAt,
  updatedAt: prescriptions.updatedAt,
  version: prescriptions.version,
  doctorName: doctors.name,
  doctorLastName: doctors.lastName,
  doctorEmail: doctors.email,
  patientName: patients.name,
  patientLastName: patients.lastName,
};

export type PrescriptionHeader = {
  id: number;
  title: string;
  notes: string | null;
  doctorId: number;
  patientId: number;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  doctorName: string;
  doctorLastName: string;
  doctorEmail: string;
  patientName: string;
  patientLastName: string;
};

export async function findHeader(db: Db | Tx, id: number): Promise<PrescriptionHeader | undefined> {
  const [row] = await db
    .select(headerColumns)
    .from(prescriptions)
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .where(eq(prescriptions.id, id));
  return row;
}

export function toRemedio(row: typeof prescriptionMedicines.$inferSelect): Remedio {
  return {
    _id: row.id,
    id: row.id,
    recetaId: row.prescriptionId,
    name: row.name,
    dose: row.dose,
    unit: row.unit,
    interval: row.interval,
    quantity: row.quantity,
    administration: row.administration,
  };
}

export async function remediosOf(db: Db | Tx, prescriptionId: number): Promise<Remedio[]> {
  const rows = await db
    .select()
    .from(prescriptionMedicines)
    .where(eq(prescriptionMedicines.prescriptionId, prescriptionId))
    .orderBy(asc(prescriptionMedicines.position), asc(prescriptionMedicines.id));
  return rows.map(toRemedio);
}

/** The full prescription as GET /api/recetas/{id} answers it, built field by field. */
export async function toDetail(db: Db | Tx, header: PrescriptionHeader): Promise<PrescriptionDetail> {
  const attached = await db
    .select(contentSummaryColumns)
    .from(prescriptionContents)
    .innerJoin(contents, eq(contents.id, prescriptionContents.contentId))
    .where(eq(prescriptionContents.prescriptionId, header.id))
    .orderBy(asc(prescriptionContents.position), asc(contents.id));
  return {
    _id: header.id,
    id: header.id,
    title: header.title,
    createdAt: header.createdAt.toISOString(),
    updatedAt: header.updatedAt.toISOString(),
    version: header.version,
    notes: header.notes,
    doctor: {
      ...toPersonRef({ id: header.doctorId, name: header.doctorName, lastName: header.doctorLastName }),
      email: header.doctorEmail,
    },
    patient: toPersonRef({ id: header.patientId, name: header.patientName, lastName: header.patientLastName }),
    remedios: await remediosOf(db, header.id),
    contenidos: attached.map(toContentSummary),
  };
}
