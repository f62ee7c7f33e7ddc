import { z } from 'zod';
import { MSG } from './messages.ts';
import { MAX_ROW_ID } from './row-id.ts';

export { MAX_ROW_ID };

const rowId = (number: z.ZodNumber, message: string) =>
  number.int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });

/** A row id given as a JSON number in a body (no text, no coercion). */
export const refNumberSchema = (message: string) => rowId(z.number({ error: message }), message);

/** A row id (path parameter or reference in a body), with the message to show when it is wrong. */
export const refIdSchema = (message: string = MSG.careRecordIdInvalid) => rowId(z.coerce.number({ error: message }), message);

export const idSchema = refIdSchema();
export const patientIdSchema = refIdSchema(MSG.careRecordPatientRequired);

/**
 * A row id in a request path: digits only (no sign, exponent, spaces or leading '+'), 1 to
 * MAX_ROW_ID; anything else is refused with `message`. The one schema of every `:id` parameter.
 */
export const pathIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(MAX_ROW_ID, { error: message }));

/** Path parameters of the calls on one row (`/…/:id`). */
export const idParamsSchema = (message: string) => z.object({ id: pathIdSchema(message) });

/** Path parameters of the care area's calls on one row. */
export const IdParamsSchema = idParamsSchema(MSG.careRecordIdInvalid);
