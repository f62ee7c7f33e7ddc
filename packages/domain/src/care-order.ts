import { z } from 'zod';
import { optionalText, requiredText } from './care-record-fields.ts';
import { MSG } from './messages.ts';
import { refIdSchema } from './record-id.ts';

/**
 * Orders (pedidos) of the care area: what a patient needs delivered (medicines, orthoses,
 * dressings), placed by the patient or by a professional for the patient. They start waiting for
 * delivery.
 */
export const ORDER_STATUSES = ['WAITING_DELIVERY', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  WAITING_DELIVERY: 'Aguardando entrega',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
};

/** Defaults of GET /api/pedido (docs/product.md#care-area-calls: WAITING_DELIVERY, 1, 10). */
export const ORDER_LIST_DEFAULTS = { status: 'WAITING_DELIVERY', page: 1, size: 10 } as const;
export const ORDER_PAGE_SIZE_MAX = 100;
export const ORDER_ITEMS_MAX = 50;

const pageNumber = (max: number) =>
  z.coerce
    .number({ error: MSG.careOrderPageInvalid })
    .int({ error: MSG.careOrderPageInvalid })
    .min(1, { error: MSG.careOrderPageInvalid })
    .max(max, { error: MSG.careOrderPageInvalid });

export const OrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: MSG.careOrderStatusInvalid }).default(ORDER_LIST_DEFAULTS.status),
  page: pageNumber(1_000_000).default(ORDER_LIST_DEFAULTS.page),
  size: pageNumber(ORDER_PAGE_SIZE_MAX).default(ORDER_LIST_DEFAULTS.size),
  patientId: refIdSchema().optional(),
});

export const OrderItemSchema = z.object({
  name: requiredText(200, MSG.careOrderItemNameRequired),
  quantity: z
    .number({ error: MSG.careOrderQuantityInvalid })
    .int({ error: MSG.careOrderQuantityInvalid })
    .min(1, { error: MSG.careOrderQuantityInvalid })
    .max(10_000, { error: MSG.careOrderQuantityInvalid }),
  unit: optionalText(60),
});

/** POST /api/pedido. A patient orders for itself (patientId may be left out); a professional names the patient. */
export const OrderInputSchema = z.object({
  patientId: refIdSchema(MSG.careRecordPatientRequired).optional(),
  recetaId: refIdSchema().nullish().transform((v) => v ?? null),
  items: z
    .array(OrderItemSchema, { error: MSG.careOrderItemsRequired })
    .min(1, { error: MSG.careOrderItemsRequired })
    .max(ORDER_ITEMS_MAX, { error: MSG.careOrderTooManyItems }),
  deliveryAddress: optionalText(500),
  notes: optionalText(2000),
});
export type OrderInput = z.input<typeof OrderInputSchema>;
