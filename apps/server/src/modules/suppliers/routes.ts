import { MSG } from '@abasto/domain/messages';
import { ProveedorSchema, STAFF_CREATE_RULES } from '@abasto/domain/supplier';
import {
  DashboardSchema,
  SupplierFilterOptionsSchema,
  SupplierListQuerySchema,
  SupplierPageSchema,
} from '@abasto/domain/supplier-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createSupplier } from './create-supplier.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { getDashboard } from './get-dashboard.ts';
import { getOwnSupplier, getSupplier } from './get-supplier.ts';
import { listSuppliers } from './list-suppliers.ts';
import { getSupplierFilters } from './supplier-filters.ts';
import { updateSupplier } from './update-supplier.ts';

const IdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, { error: MSG.supplierIdInvalid })
    .transform(Number)
    .pipe(
      z.number().int().min(1, { error: MSG.supplierIdInvalid }).max(2_147_483_647, { error: MSG.supplierIdInvalid }),
    ),
});

// Validated by the create and update use cases against the rules of the screen.
const SupplierBody = z.record(z.string(), z.unknown(), { error: MSG.invalidRequest });

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's paths end in '/'; the same calls answer without it.
  for (const url of ['/api/auth/proveedores/', '/api/auth/proveedores']) {
    app.get(
      url,
      {
        config: { access: 'suppliers.view' },
        schema: { querystring: SupplierListQuerySchema, response: { 200: SupplierPageSchema } },
      },
      async (request) => listSuppliers({ ctx: app.ctx, query: request.query }),
    );
  }

  app.get(
    '/api/auth/proveedor/me',
    { config: { access: 'supplier.own' }, schema: { response: { 200: ProveedorSchema } } },
    async (request) => getOwnSupplier({ ctx: app.ctx, viewer: currentUser(request) }),
  );

  app.get(
    '/api/auth/proveedor/:id',
    {
      config: { access: ['suppliers.view', 'supplier.own'] },
      schema: { params: IdParams, response: { 200: ProveedorSchema } },
    },
    async (request) => getSupplier({ ctx: app.ctx, id: request.params.id, viewer: currentUser(request) }),
  );

  for (const url of ['/api/auth/proveedor/', '/api/auth/proveedor']) {
    app.post(
      url,
      {
        // The public registration will reuse createSupplier with its own rules and access.
        config: { access: 'suppliers.edit' },
        schema: { body: SupplierBody, response: { 201: ProveedorSchema } },
      },
      async (request, reply) => {
        const created = await createSupplier({
          ctx: app.ctx,
          input: request.body,
          rules: STAFF_CREATE_RULES,
          createdById: currentUser(request).id,
        });
        return reply.status(201).send(created);
      },
    );
  }

  app.put(
    '/api/auth/proveedor/:id',
    {
      config: { access: 'suppliers.edit' },
      schema: { params: IdParams, body: SupplierBody, response: { 200: ProveedorSchema } },
    },
    async (request) => updateSupplier({ ctx: app.ctx, id: request.params.id, input: request.body }),
  );

  app.delete(
    '/api/auth/proveedor/:id',
    {
      config: { access: 'suppliers.delete' },
      schema: { params: IdParams, response: { 200: z.object({ _id: z.number(), deleted: z.literal(true) }) } },
    },
    async (request) => {
      await deleteSupplier({ ctx: app.ctx, id: request.params.id });
      return { _id: request.params.id, deleted: true as const };
    },
  );

  app.get(
    '/api/filters/all',
    {
      config: { access: 'suppliers.view' },
      schema: { response: { 200: z.object({ data: SupplierFilterOptionsSchema }) } },
    },
    async () => ({ data: await getSupplierFilters({ ctx: app.ctx }) }),
  );

  app.get(
    '/api/dashboard',
    { config: { access: 'dashboard' }, schema: { response: { 200: DashboardSchema } } },
    async () => getDashboard({ ctx: app.ctx }),
  );
};
