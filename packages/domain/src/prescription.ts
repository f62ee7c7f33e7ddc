import { z } from 'zod';
import type { ContentSummary } from './care-content.ts';
import { optionalText } from './care-record-fields.ts';
import { MSG } from './messages.ts';
import { idSchema, patientIdSchema } from './record-id.ts';
import { versionFieldSchema } from './record-version.ts';

export { personName } from './person-name.ts';

/**
 * Prescriptions (receitas) and their medicines (remédios): what /api/recetas and /api/remedios
 * accept and answer. A prescription has a title, a doctor (its author), a patient and a list of
 * medicines, each with a name and, where given, dose, unit, interval, quantity and administration.
 */

export const PRESCRIPTION_TITLE_MAX = 200;
export const PRESCRIPTION_NOTES_MAX = 2000;
export const PRESCRIPTION_REMEDIOS_MAX = 30;
export const PRESCRIPTION_CONTENTS_MAX = 50;
export const REMEDIO_NAME_MAX = 200;
export const REMEDIO_FIELD_MAX = 100;

const optionalField = z
  .string({ error: MSG.careRemedioFieldTooLong })
  .trim()
  .max(REMEDIO_FIELD_MAX, { error: MSG.careRemedioFieldTooLong })
  .nullish()
  .transform((v) => v || null);

/** One medicine as the prescription form and the remedios calls send it. */
export const RemedioFieldsSchema = z.object({
  name: z
    .string({ error: MSG.careRemedioNameRequired })
    .trim()
    .min(1, { error: MSG.careRemedioNameRequired })
    .max(REMEDIO_NAME_MAX, { error: MSG.careRemedioNameTooLong }),
  dose: optionalField,
  unit: optionalField,
  interval: optionalField,
  quantity: optionalField,
  administration: optionalField,
});
export type RemedioFields = z.input<typeof RemedioFieldsSchema>;

/** POST /api/remedios: a medicine added to an existing prescription. */
export const RemedioCreateSchema = RemedioFieldsSchema.extend({ recetaId: idSchema });
/** PUT /api/remedios/{id}. */
export const RemedioUpdateSchema = RemedioFieldsSchema;

/** POST and PUT /api/recetas. On PUT the medicines given replace the previous ones. */
export const PrescriptionInputSchema = z.object({
  title: z
    .string({ error: MSG.carePrescriptionTitleRequired })
    .trim()
    .min(1, { error: MSG.carePrescriptionTitleRequired })
    .max(PRESCRIPTION_TITLE_MAX, { error: MSG.carePrescriptionTitleTooLong }),
  patientId: patientIdSchema,
  notes: optionalText(PRESCRIPTION_NOTES_MAX),
  remedios: z
    .array(RemedioFieldsSchema)
    .max(PRESCRIPTION_REMEDIOS_MAX, { error: MSG.carePrescriptionTooManyRemedios })
    .default([]),
  /** On PUT (docs/product.md#concurrent-edits); a create ignores it. */
  version: versionFieldSchema(MSG.careRecordVersionInvalid),
});
export type PrescriptionInput = z.input<typeof PrescriptionInputSchema>;

/** PUT /api/recetas/{id}/contenidos: the library contents attached to a prescription. */
export const PrescriptionContentsSchema = z.object({
  contentIds: z
    .array(idSchema)
    .max(PRESCRIPTION_CONTENTS_MAX, { error: MSG.carePrescriptionTooManyContents })
    .transform((ids) => [...new Set(ids)]),
});

export interface CarePersonRef {
  _id: number;
  id: number;
  name: string;
  lastName: string;
}

export interface Remedio {
  _id: number;
  id: number;
  recetaId: number;
  name: string;
  dose: string | null;
  unit: string | null;
  interval: string | null;
  quantity: string | null;
  administration: string | null;
}

export interface PrescriptionSummary {
  _id: number;
  id: number;
  title: string;
  createdAt: string;
  doctor: CarePersonRef;
  patient: CarePersonRef;
  remediosCount: number;
}

/** What GET /api/recetas/{id} answers as `data[0]` (getRecetaDetail, docs/product.md#care-area-calls). */
/** A reading of a prescription by someone other than its doctor and its patient (GET /api/recetas/{id}/leituras). */
export const PrescriptionReadSchema = z.object({
  readerId: z.number().nullable(),
  readerName: z.string(),
  readerRole: z.string(),
  readAt: z.string(),
});
export type PrescriptionRead = z.infer<typeof PrescriptionReadSchema>;

export interface PrescriptionDetail {
  _id: number;
  id: number;
  title: string;
  createdAt: string;
  updatedAt: string;
  notes: string | null;
  doctor: CarePersonRef & { email: string };
  patient: CarePersonRef;
  remedios: Remedio[];
  contenidos: ContentSummary[];
  /** docs/product.md#concurrent-edits */
  version: number;
}

/** The dose as shown: amount and unit together ('500 mg'). */
export function doseText(remedio: Pick<Remedio, 'dose' | 'unit'>): string | null {
  const text = [remedio.dose, remedio.unit].filter(Boolean).join(' ');
  return text || null;
}

/** The columns of a medicine, in the order the detail, its phone cards and the PDF show them. */
export const REMEDIO_COLUMNS: readonly { key: string; label: string; value(remedio: Remedio): string | null }[] = [
  { key: 'name', label: MSG.careRemedioName, value: (r) => r.name },
  { key: 'dose', label: MSG.careRemedioDose, value: doseText },
  { key: 'interval', label: MSG.careRemedioInterval, value: (r) => r.interval },
  { key: 'quantity', label: MSG.careRemedioQuantity, value: (r) => r.quantity },
  { key: 'administration', label: MSG.careRemedioAdministration, value: (r) => r.administration },
];

/** A file name for the PDF: the title in plain letters, digits and dashes. */
export function prescriptionFileName(p: { id: number; title: string }): string {
  const slug = p.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `receita-${p.id}${slug ? `-${slug}` : ''}.pdf`;
}
