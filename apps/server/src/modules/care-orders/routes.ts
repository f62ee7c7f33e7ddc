import { OrderInputSchema, OrderListQuerySchema } from '@abasto/domain/care-order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { careActor } from '../care-shared/care-actor.ts';
import { createOrder } from './create-order.ts';
import { listOrders } from './list-orders.ts';
import { CareOrderSchema } from './schemas.ts';

const tags = ['Pedidos (care area)'];
const ACCESS_NOTE =
  'A patient sees and places only its own orders; professionals (medico, medico-admin, fisio) see all and order ' +
  'for a patient; admin sees all.';

export const careOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pedido',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Orders in a status, paged (defaults: status WAITING_DELIVERY, page 1, size 10)',
        description: `${ACCESS_NOTE} Statuses: WAITING_DELIVERY, DELIVERED, CANCELLED. size at most 100.`,
        querystring: OrderListQuerySchema,
        response: {
          200: z.object({
            data: z.array(CareOrderSchema),
            total: z.number(),
            page: z.number(),
            size: z.number(),
            status: z.string(),
          }),
        },
      },
    },
    async (request) => listOrders({ ctx: app.ctx, actor: careActor(currentUser(request)), ...request.query }),
  );

  app.post(
    '/api/pedido',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Place an order; it waits for delivery',
        description:
          `${ACCESS_NOTE} Body: patientId (left out by a patient), recetaId (optional, the same patient's), ` +
          'items: 1-50 of { name (1-200), quantity (1-10000), unit (≤60) }, deliveryAddress (≤500), notes (≤2000).',
        body: OrderInputSchema,
        response: { 201: z.object({ data: CareOrderSchema }) },
      },
    },
    async (request, reply) => {
      const data = await createOrder({ ctx: app.ctx, actor: careActor(currentUser(request)), input: request.body });
      return reply.status(201).send({ data });
    },
  );
};
