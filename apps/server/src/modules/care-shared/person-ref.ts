import type { CarePersonRef } from '@abasto/domain/prescription';
import { z } from 'zod';

export const CarePersonRefSchema = z.object({ _id: z.number(), id: z.number(), name: z.string(), lastName: z.string() });

/** A person as care records name them: id and name only. */
export function toPersonRef(row: { id: number; name: string; lastName: string }): CarePersonRef {
  return { _id: row.id, id: row.id, name: row.name, lastName: row.lastName };
}
