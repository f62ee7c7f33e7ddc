import type { OrderStatus } from '@abasto/domain/care-order';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { careOrders } from '../../db/schema/care-orders.ts';
import { users } from '../../db/schema/core.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { patientFilter } from '../care-shared/record-patient.ts';
import { type CareOrder, orderColumns, toOrder } from './order-rows.ts';

export interface ListOrdersInput {
  ctx: AppContext;
  actor: CareActor;
  status: OrderStatus;
  page: number;
  size: number;
  patientId?: number;
}

/** One page of orders in a status, oldest waiting first so that deliveries go in order. */
export async function listOrders({ ctx, actor, status, page, size, patientId }: ListOrdersInput) {
  const where = and(eq(careOrders.status, status), ...patientFilter(actor, careOrders.patientId, patientId));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(orderColumns)
      .from(careOrders)
      .innerJoin(users, eq(users.id, careOrders.patientId))
      .where(where)
      .orderBy(status === 'WAITING_DELIVERY' ? careOrders.createdAt : desc(careOrders.createdAt), careOrders.id)
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ n: count() }).from(careOrders).where(where),
  ]);
  const data: CareOrder[] = rows.map(toOrder);
  return { data, total: Number(totals[0]?.n ?? 0), page, size, status };
}
