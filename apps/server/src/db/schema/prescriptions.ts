import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.ts';
import { contents } from './contents.ts';
import { users } from './core.ts';

/** Prescriptions (receitas): written by a doctor for a patient. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    notes: text('notes'),
    // A prescription is a medical document: its doctor and patient cannot be deleted under it.
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('prescriptions_patient_idx').on(t.patientId, t.createdAt),
    index('prescriptions_doctor_idx').on(t.doctorId, t.createdAt),
  ],
);

/** Medicines (remédios) of a prescription, in the order the doctor wrote them. */
export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    dose: text('dose'),
    unit: text('unit'),
    interval: text('interval'),
    quantity: text('quantity'),
    administration: text('administration'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('prescription_medicines_prescription_idx').on(t.prescriptionId, t.position)],
);

/** Library contents attached to a prescription ('Anexar conteúdo'). */
export const prescriptionContents = pgTable(
  'prescription_contents',
  {
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prescriptionId, t.contentId] }), index('prescription_contents_content_idx').on(t.contentId)],
);

/**
 * Each reading of a prescription by someone other than its doctor and its patient (docs/product.md#prescriptions):
 * one clinic reads one record, and who read what stays on record for the 'Médico & ADMIN'.
 */
export const prescriptionReads = pgTable(
  'prescription_reads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    readerRole: text('reader_role').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescription_reads_prescription_idx').on(t.prescriptionId, t.readAt)],
);
