import { z } from 'zod';
import { MSG } from './messages.ts';

/** The largest row id: ids are PostgreSQL `integer` columns, and a larger number is refused by the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id given as a JSON number in a body (no text, no coercion). */
export const refNumberSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ROW_ID, { error: message });

/** A row id (path parameter or reference in a body), with the message to show when it is wrong. */
export const refIdSchema = (message: string = MSG.careRecordIdInvalid) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ROW_ID, { error: message });

export const idSchema = refIdSchema();
export const patientIdSchema = refIdSchema(MSG.careRecordPatientRequired);

/** Path parameters of the calls on one row. */
export const IdParamsSchema = z.object({ id: idSchema });
