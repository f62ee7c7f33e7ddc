import { z } from 'zod';

/** What every DELETE of the care records answers: the id of what was erased. */
export const DeletedSchema = z.object({ data: z.object({ _id: z.number(), id: z.number() }) });

export function deleted(id: number) {
  return { data: { _id: id, id } };
}
