import type { OrderInputSchema } from '@abasto/domain/care-order';
import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { careOrders } from '../../db/schema/care-orders.ts';
import { users } from '../../db/schema/core.ts';
import { prescriptions } from '../../db/schema/prescriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { patientForNewRecord } from '../care-shared/record-patient.ts';
import { type CareOrder, orderColumns, toOrder } from './order-rows.ts';

export interface CreateOrderInput {
  ctx: AppContext;
  actor: CareActor;
  input: z.output<typeof OrderInputSchema>;
}

/** A new order waits for delivery. The prescription it cites, if any, must be the same patient's. */
export async function createOrder({ ctx, actor, input }: CreateOrderInput): Promise<CareOrder> {
  return ctx.db.transaction(async (tx) => {
    const patientId = await patientForNewRecord(tx, actor, input.patientId);
    if (input.recetaId !== null) {
      const [p] = await tx
        .select({ patientId: prescriptions.patientId })
        .from(prescriptions)
        .where(eq(prescriptions.id, input.recetaId));
      if (!p || p.patientId !== patientId) throw AppError.badRequest(MSG.careOrderPrescriptionMismatch);
    }
    const [created] = await tx
      .insert(careOrders)
      .values({
        patientId,
        authorId: actor.id,
        prescriptionId: input.recetaId,
        status: 'WAITING_DELIVERY',
        items: input.items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit })),
        deliveryAddress: input.deliveryAddress,
        notes: input.notes,
      })
      .returning({ id: careOrders.id });
    if (!created) throw new Error('order not created');
    const [row] = await tx
      .select(orderColumns)
      .from(careOrders)
      .innerJoin(users, eq(users.id, careOrders.patientId))
      .where(eq(careOrders.id, created.id));
    if (!row) throw new Error('order vanished');
    return toOrder(row);
  });
}
