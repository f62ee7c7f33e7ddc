import { z } from 'zod';
import { optionalDateTime, optionalText, requiredText } from './care-record-fields.ts';
import { MSG } from './messages.ts';
import { refIdSchema } from './record-id.ts';

/** The pain diary (/api/dor): how much it hurt (0 to 10), where, and when. */
export const PAIN_LEVEL_MAX = 10;

const fields = {
  level: z
    .number({ error: MSG.carePainLevelInvalid })
    .int({ error: MSG.carePainLevelInvalid })
    .min(0, { error: MSG.carePainLevelInvalid })
    .max(PAIN_LEVEL_MAX, { error: MSG.carePainLevelInvalid }),
  location: requiredText(120, MSG.carePainLocationRequired),
  recordedAt: optionalDateTime,
  notes: optionalText(2000),
};

/** PUT /api/dor/{id}. */
export const PainUpdateSchema = z.object(fields);
/** POST /api/dor. A patient records its own (patientId may be left out). */
export const PainCreateSchema = z.object({ ...fields, patientId: refIdSchema(MSG.careRecordPatientRequired).optional() });
