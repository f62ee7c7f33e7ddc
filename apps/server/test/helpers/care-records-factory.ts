import { contents } from '../../src/db/schema/contents.ts';
import { prescriptionMedicines, prescriptions } from '../../src/db/schema/prescriptions.ts';
import type { Db } from '../../src/db/client.ts';

/** A 1×1 PNG: the smallest real image, for thumbnails. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_DATA_URL = `data:image/png;base64,${PNG_1X1.toString('base64')}`;

let counter = 0;

/** A prescription written straight into the database, with its medicines. */
export async function createPrescriptionRow(
  db: Db,
  { doctorId, patientId, title, remedios = [{ name: 'Dipirona' }] }: {
    doctorId: number;
    patientId: number;
    title?: string;
    remedios?: { name: string; dose?: string; interval?: string }[];
  },
) {
  counter += 1;
  const [row] = await db
    .insert(prescriptions)
    .values({ title: title ?? `Receita ${counter}`, doctorId, patientId })
    .returning();
  if (!row) throw new Error('prescription not created');
  if (remedios.length) {
    await db
      .insert(prescriptionMedicines)
      .values(remedios.map((r, position) => ({ prescriptionId: row.id, position, ...r })));
  }
  return row;
}

export async function createContentRow(db: Db, overrides: Partial<typeof contents.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(contents)
    .values({ title: `Conteúdo ${counter}`, type: 'Artigo', ...overrides })
    .returning();
  if (!row) throw new Error('content not created');
  return row;
}
