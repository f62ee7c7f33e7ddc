import { z } from 'zod';
import { optionalDateTime, optionalText, requiredText } from './care-record-fields.ts';
import { MSG } from './messages.ts';
import { refIdSchema } from './record-id.ts';

/**
 * Scores (/api/scores): a patient's result on a clinical scale (e.g. WOMAC, Lysholm, EVA), with
 * the scale's maximum when it has one, so that results can be compared over time.
 */
const value = z
  .number({ error: MSG.careScoreValueInvalid })
  .min(0, { error: MSG.careScoreValueInvalid })
  .max(1_000_000, { error: MSG.careScoreValueInvalid });

const fields = {
  name: requiredText(120, MSG.careScoreNameRequired),
  value,
  maxValue: z
    .number({ error: MSG.careScoreMaxInvalid })
    .positive({ error: MSG.careScoreMaxInvalid })
    .max(1_000_000, { error: MSG.careScoreMaxInvalid })
    .nullish()
    .transform((v) => v ?? null),
  recordedAt: optionalDateTime,
  notes: optionalText(2000),
};

const valueWithinMax = (v: { value: number; maxValue: number | null }) => v.maxValue === null || v.value <= v.maxValue;

/** PUT /api/scores/{id}: the record stays with its patient. */
export const ScoreUpdateSchema = z
  .object(fields)
  .refine(valueWithinMax, { path: ['value'], error: MSG.careScoreValueInvalid });

/** POST /api/scores. A patient records its own (patientId may be left out). */
export const ScoreCreateSchema = z
  .object({ ...fields, patientId: refIdSchema(MSG.careRecordPatientRequired).optional() })
  .refine(valueWithinMax, { path: ['value'], error: MSG.careScoreValueInvalid });
