import { z } from 'zod';
import { CarePersonRefSchema } from '../care-shared/person-ref.ts';
import { ContentSummarySchema } from '../contents/schemas.ts';
import { MAX_ROW_ID } from '@abasto/domain/record-id';
import { RecordVersionSchema } from '@abasto/domain/record-version';

export const RemedioSchema = z.object({
  _id: z.number(),
  id: z.number(),
  recetaId: z.number(),
  name: z.string(),
  dose: z.string().nullable(),
  unit: z.string().nullable(),
  interval: z.string().nullable(),
  quantity: z.string().nullable(),
  administration: z.string().nullable(),
});

export const PrescriptionSummarySchema = z.object({
  _id: z.number(),
  id: z.number(),
  title: z.string(),
  createdAt: z.string(),
  doctor: CarePersonRefSchema,
  patient: CarePersonRefSchema,
  remediosCount: z.number(),
});

export const PrescriptionDetailSchema = z.object({
  _id: z.number(),
  id: z.number(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notes: z.string().nullable(),
  doctor: CarePersonRefSchema.extend({ email: z.string() }),
  patient: CarePersonRefSchema,
  remedios: z.array(RemedioSchema),
  contenidos: z.array(ContentSummarySchema),
  version: RecordVersionSchema,
});

export const PrescriptionListQuerySchema = z.object({
  patientId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const RemedioListQuerySchema = z.object({
  recetaId: z.coerce.number().int().positive().max(MAX_ROW_ID),
});
