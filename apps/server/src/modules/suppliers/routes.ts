import { MSG } from '@abasto/domain/messages';
import { ProveedorSchema, SupplierInputSchema } from '@abasto/domain/supplier';
import {
  DashboardSchema,
  SupplierFilterOptionsQuerySchema,
  SupplierFilterOptionsSchema,
  SupplierListQuerySchema,
  SupplierMatchQuerySchema,
  SupplierMatchSchema,
  SupplierPageSchema,
} from '@abasto/domain/supplier-list';
import { RegistrationReceiptSchema } from '@abasto/domain/supplier-registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, optionalUser } from '../../plugins/auth.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { getDashboard } from './get-dashboard.ts';
import { getOwnSupplier, getSupplier } from './get-supplier.ts';
import { listSuppliers } from './list-suppliers.ts';
import { matchSuppliers } from './match-suppliers.ts';
import { postSupplier } from './post-supplier.ts';
import { inviteSupplier } from './invite-supplier.ts';
import { getSupplierFilters } from './supplier-filters.ts';
import { updateSupplier } from './update-supplier.ts';
import { exportSuppliers, type ExportFile, importTemplate } from './export-suppliers.ts';
import { importSuppliers } from './import-suppliers.ts';
import {
  FormatQuerySchema,
  IMPORT_MAX_BYTES,
  ImportPreviewSchema,
  ImportRequestSchema,
  ImportSummarySchema,
} from '@abasto/domain/supplier-import';
import type { FastifyError, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Permission } from '@abasto/domain/permissions';
import { idParamsSchema } from '@abasto/domain/record-id';
import { versionFieldSchema } from '@abasto/domain/record-version';
import { PROCUREMENT_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';

const IdParams = idParamsSchema(MSG.supplierIdInvalid);

/** The file as base64 inside JSON (a third more than its 64 MB), and room for the rest. */
const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 1024 * 1024;
const importTooLarge = (err: FastifyError) => {
  throw err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? AppError.badRequest(MSG.importTooLarge) : err;
};
/** The list's own search and filters (docs/product.md#supplier-list) and the file's format. */
const ExportQuery = SupplierListQuerySchema.omit({ page: true, pageSize: true }).extend(FormatQuerySchema.shape);
const FileAnswer = z.string().meta({ description: 'The file (text/csv or XLSX) as an attachment' });

function sendFile(reply: FastifyReply, file: ExportFile) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .send(file.body);
}

/**
 * A GET that answers a file as an attachment (the export and the template,
 * docs/product.md#supplier-import-and-export): its query schema, its access and what makes the file.
 */
function fileRoute<Q extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  url: string,
  route: { access: Permission; summary: string; querystring: Q; file: (query: z.output<Q>) => Promise<ExportFile> },
) {
  app.get(
    url,
    {
      config: { access: route.access },
      schema: { summary: route.summary, querystring: route.querystring, response: { 200: FileAnswer } },
      // The body is the file, not JSON.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => sendFile(reply, await route.file(request.query as z.output<Q>)),
  );
}

/**
 * The body of a create or an edit, as the OpenAPI description shows it: each field with the
 * input types of `SupplierInputSchema` (the domain's). The route takes any object, as before: the
 * use cases validate it in their order (rate limit and honeypot first for the public
 * registration, the screen's rules, the fields each call ignores), with the domain's messages.
 */
const supplierInputFields = (z.toJSONSchema(SupplierInputSchema, { io: 'input', unrepresentable: 'any' }) as {
  properties: Record<string, Record<string, unknown>>;
}).properties;
const SupplierBody = z
  .looseObject(
    {
      ...Object.fromEntries(Object.entries(supplierInputFields).map(([field, schema]) => [field, z.unknown().optional().meta(schema)])),
      // On an edit (docs/product.md#concurrent-edits); a create ignores it.
      version: versionFieldSchema(MSG.recordVersionInvalid),
    },
    { error: MSG.invalidRequest },
  )
  .meta({ description: 'A supplier\'s fields; unknown keys (_id, createdAt…) are ignored.' });

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  // The API's paths end in '/'; the same calls answer without it (docs/product.md#paths).
  for (const url of ['/api/auth/proveedores/', '/api/auth/proveedores']) {
    app.get(
      url,
      {
        config: { access: 'suppliers.view' },
        schema: { summary: 'Suppliers, filtered and a page at a time', querystring: SupplierListQuerySchema, response: { 200: SupplierPageSchema } },
        // The schema documents the answer; listSuppliers builds it field by field (toProveedor), so
        // writing it is JSON.stringify: checking every record of every page against the schema was
        // a share of the list's CPU under load (docs/benchmarks.md, "Reading the load figures").
        // test/suppliers-list.test.ts checks that each kind of answer is exactly what the schema keeps.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => listSuppliers({ ctx: app.ctx, query: request.query }),
    );
  }

  // The quotation picker's "Seleccionar los N que cumplen el filtro" (docs/product.md#quotation-compose).
  app.get(
    '/api/auth/proveedores/coincidentes',
    {
      config: { access: 'suppliers.view' },
      schema: {
        summary: 'Every supplier the list\'s search and filters match (up to 5,000), as quotation recipients; Rechazado ones left out and counted',
        querystring: SupplierMatchQuerySchema,
        response: { 200: SupplierMatchSchema },
      },
    },
    async (request) => matchSuppliers({ ctx: app.ctx, query: request.query }),
  );

  app.get(
    '/api/auth/proveedor/me',
    { config: { access: 'supplier.own', etag: true }, schema: { summary: 'The signed-in proveedor\'s own supplier record', response: { 200: ProveedorSchema } } },
    async (request) => getOwnSupplier({ ctx: app.ctx, viewer: currentUser(request) }),
  );

  app.get(
    '/api/auth/proveedor/:id',
    {
      config: { access: ['suppliers.view', 'supplier.own'], etag: true },
      schema: { summary: 'One supplier', params: IdParams, response: { 200: ProveedorSchema } },
    },
    async (request) => getSupplier({ ctx: app.ctx, id: request.params.id, viewer: currentUser(request) }),
  );

  for (const url of ['/api/auth/proveedor/', '/api/auth/proveedor']) {
    app.post(
      url,
      {
        // Public: without a session this is the supplier's own registration; the use case applies
        // the public rules then, and the staff rules (and permission) to a logged-in caller.
        config: { access: 'public' },
        schema: { summary: 'Create a supplier (staff) or register one (public, without a session)', body: SupplierBody, response: { 201: z.union([ProveedorSchema, RegistrationReceiptSchema]) } },
      },
      async (request, reply) => {
        const created = await postSupplier({
          ctx: app.ctx,
          body: request.body,
          caller: await optionalUser(app, request),
          clientIp: request.ip,
        });
        return reply.status(201).send(created);
      },
    );
  }

  app.put(
    '/api/auth/proveedor/:id',
    {
      config: { access: 'suppliers.edit', etag: true, ifMatch: PROCUREMENT_VERSION_TEXTS },
      schema: { summary: 'Edit a supplier', params: IdParams, body: SupplierBody, response: { 200: ProveedorSchema } },
    },
    async (request) =>
      updateSupplier({
        ctx: app.ctx,
        id: request.params.id,
        input: request.body,
        version: requestedVersion(request, PROCUREMENT_VERSION_TEXTS),
      }),
  );

  app.post(
    '/api/auth/proveedor/:id/invitacion',
    {
      config: { access: 'suppliers.edit' },
      schema: {
        summary: 'Invite a supplier to the portal: creates its login if missing and mails the activation link',
        params: IdParams,
        response: { 200: z.object({ activationKey: z.string(), link: z.string(), email: z.string() }) },
      },
    },
    async (request) => inviteSupplier({ ctx: app.ctx, actor: currentUser(request), id: request.params.id }),
  );

  app.delete(
    '/api/auth/proveedor/:id',
    {
      config: { access: 'suppliers.delete' },
      schema: { summary: 'Delete a supplier', params: IdParams, response: { 200: z.object({ _id: z.number(), deleted: z.literal(true) }) } },
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
      schema: {
        summary: 'The values the supplier filters offer; Departamento narrowed by the chosen País, Ciudad by both',
        querystring: SupplierFilterOptionsQuerySchema,
        response: { 200: z.object({ data: SupplierFilterOptionsSchema }) },
      },
    },
    async (request) => ({ data: await getSupplierFilters({ ctx: app.ctx, selection: request.query }) }),
  );

  app.get(
    '/api/dashboard',
    { config: { access: 'dashboard' }, schema: { summary: 'Dashboard figures and the latest suppliers', response: { 200: DashboardSchema } } },
    async () => getDashboard({ ctx: app.ctx }),
  );

  // Suppliers in and out by spreadsheet (docs/product.md#supplier-import-and-export).
  fileRoute(app, '/api/auth/proveedores/exportacion', {
    access: 'suppliers.view',
    summary: 'The suppliers the list\'s search and filters match, every field, as CSV (UTF-8 with BOM) or XLSX',
    querystring: ExportQuery,
    file: ({ formato, ...query }) => exportSuppliers(app.ctx, query, formato),
  });

  fileRoute(app, '/api/auth/proveedores/importacion/plantilla', {
    access: 'suppliers.edit',
    summary: 'The import template: the field names as the header and one example row',
    querystring: FormatQuerySchema,
    file: ({ formato }) => importTemplate(formato),
  });

  app.post(
    '/api/auth/proveedores/importacion',
    {
      // Above BODY_LIMIT: admitted before it is read (plugins/upload-gate.ts).
      bodyLimit: IMPORT_BODY_LIMIT,
      errorHandler: importTooLarge,
      config: { access: 'suppliers.edit' },
      schema: {
        summary: 'Import suppliers from a CSV or XLSX: aplicar false answers the preview, aplicar true applies the valid rows in one transaction and answers the summary',
        body: ImportRequestSchema,
        response: { 200: z.union([ImportPreviewSchema, ImportSummarySchema]) },
      },
    },
    async (request) =>
      importSuppliers({ ctx: app.ctx, body: request.body, actorId: currentUser(request).id, requestId: String(request.id) }),
  );
};
