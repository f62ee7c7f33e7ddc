import { prescriptionScope } from '@abasto/domain/care-records-access';
import { MSG } from '@abasto/domain/messages';
import type { PrescriptionSummary } from '@abasto/domain/prescription';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { toPersonRef } from '../care-shared/person-ref.ts';
import { doctors, headerColumns, patients } from './prescription-rows.ts';

export interface ListPrescriptionsInput {
  ctx: AppContext;
  actor: CareActor;
  patientId?: number;
  search?: string;
  page: number;
  size: number;
}

export interface PrescriptionPage {
  data: PrescriptionSummary[];
  total: number;
  page: number;
  size: number;
}

/** Newest first. A patient sees only its own; doctors and admin see all, or one patient's. */
export async function listPrescriptions({
  ctx,
  actor,
  patientId,
  search,
  page,
  size,
}: ListPrescriptionsInput): Promise<PrescriptionPage> {
  const scope = prescriptionScope(actor.role);
  if (scope === 'none') throw AppError.forbidden(MSG.careRecordsForbidden);

  const where: SQL[] = [];
  if (scope === 'own') where.push(eq(prescriptions.patientId, actor.id));
  if (patientId !== undefined) where.push(eq(prescriptions.patientId, patientId));
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const haystack = sql`${prescriptions.title} || ' ' || ${doctors.name} || ' ' || ${doctors.lastName} || ' ' || ${patients.name} || ' ' || ${patients.lastName}`;
    where.push(sql`immutable_unaccent(lower(${haystack})) like immutable_unaccent(lower(${pattern}))`);
  }
  const condition = where.length ? and(...where) : undefined;

  const remediosCount = sql<number>`(select count(*)::int from ${prescriptionMedicines} where ${prescriptionMedicines.prescriptionId} = ${prescriptions.id})`;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ ...headerColumns, remediosCount })
      .from(prescriptions)
      .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
      .innerJoin(patients, eq(patients.id, prescriptions.patientId))
      .where(condition)
      .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db
      .select({ n: count() })
      .from(prescriptions)
      .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
      .innerJoin(patients, eq(patients.id, prescriptions.patientId))
      .where(condition),
  ]);
  return {
    data: rows.map((r) => ({
      _id: r.id,
      id: r.id,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      doctor: toPersonRef({ id: r.doctorId, name: r.doctorName, lastName: r.doctorLastName }),
      patient: toPersonRef({ id: r.patientId, name: r.patientName, lastName: r.patientLastName }),
      remediosCount: Number(r.remediosCount),
    })),
    total: Number(totals[0]?.n ?? 0),
    page,
    size,
  };
}
