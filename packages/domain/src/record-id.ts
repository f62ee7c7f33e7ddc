import { z } from 'zod';
import { MSG } from './messages.ts';

/** A row id (path parameter or reference in a body), with the message to show when it is wrong. */
export const refIdSchema = (message: string = MSG.careRecordIdInvalid) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const idSchema = refIdSchema();
export const patientIdSchema = refIdSchema(MSG.careRecordPatientRequired);

/** Path parameters of the calls on one row. */
export const IdParamsSchema = z.object({ id: idSchema });
