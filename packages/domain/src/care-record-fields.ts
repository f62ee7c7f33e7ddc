import { z } from 'zod';
import { MSG } from './messages.ts';
import { refIdSchema } from './record-id.ts';

/** Field schemas shared by the care records' input shapes. */

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: MSG.careRecordTextTooLong })
    .trim()
    .max(max, { error: MSG.careRecordTextTooLong })
    .nullish()
    .transform((v) => v || null);

/** Required text with its own messages. */
export const requiredText = (max: number, required: string, tooLong: string = MSG.careRecordTextTooLong) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** An ISO date-time with offset; absent means "now" (decided by the server). */
export const optionalDateTime = z.iso
  .datetime({ offset: true, error: MSG.careRecordDateInvalid })
  .nullish()
  .transform((v) => v ?? null);

/** GET list filters of the patient records: the patient, for professionals; a patient sees its own anyway. */
export const RecordListQuerySchema = z.object({
  patientId: refIdSchema().optional(),
});

/** Records of one patient as lists answer them: newest first, at most this many. */
export const RECORD_LIST_MAX = 500;
