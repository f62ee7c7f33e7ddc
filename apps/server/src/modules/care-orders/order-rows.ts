import type { OrderStatus } from '@abasto/domain/care-order';
import type { z } from 'zod';
import { careOrders } from '../../db/schema/care-orders.ts';
import { users } from '../../db/schema/core.ts';
import { toPersonRef } from '../care-shared/person-ref.ts';
import type { CareOrderSchema } from './schemas.ts';

export type CareOrder = z.infer<typeof CareOrderSchema>;

export const orderColumns = {
  order: careOrders,
  patientName: users.name,
  patientLastName: users.lastName,
};

export function toOrder(row: { order: typeof careOrders.$inferSelect; patientName: string; patientLastName: string }): CareOrder {
  const o = row.order;
  return {
    _id: o.id,
    id: o.id,
    status: o.status as OrderStatus,
    patient: toPersonRef({ id: o.patientId, name: row.patientName, lastName: row.patientLastName }),
    authorId: o.authorId,
    recetaId: o.prescriptionId,
    items: o.items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit })),
    deliveryAddress: o.deliveryAddress,
    notes: o.notes,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
