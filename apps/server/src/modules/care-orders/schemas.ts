import { ORDER_STATUSES } from '@abasto/domain/care-order';
import { z } from 'zod';
import { CarePersonRefSchema } from '../care-shared/person-ref.ts';

export const CareOrderSchema = z.object({
  _id: z.number(),
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  patient: CarePersonRefSchema,
  authorId: z.number().nullable(),
  recetaId: z.number().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), unit: z.string().nullable() })),
  deliveryAddress: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
