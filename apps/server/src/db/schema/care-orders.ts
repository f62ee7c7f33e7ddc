import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './core.ts';
import { prescriptions } from './prescriptions.ts';

export interface CareOrderItem {
  name: string;
  quantity: number;
  unit: string | null;
}

/** Orders (pedidos) of the care area: what a patient needs delivered. */
export const careOrders = pgTable(
  'care_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('WAITING_DELIVERY'),
    items: jsonb('items').$type<CareOrderItem[]>().notNull(),
    deliveryAddress: text('delivery_address'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('care_orders_status_idx').on(t.status, t.createdAt),
    index('care_orders_patient_idx').on(t.patientId, t.status, t.createdAt),
  ],
);
