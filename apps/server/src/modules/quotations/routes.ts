import { MSG } from '@abasto/domain/messages';
import {
  CreateQuotationSchema,
  pageQuerySchema,
  QUOTATION_PAGE_SIZE,
  QuotationCreatedSchema,
  QuotationDetailSchema,
  QuotationPageSchema,
  SUPPLIER_QUOTATIONS_PAGE_SIZE,
  SupplierQuotationPageSchema,
} from '@abasto/domain/quotation';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createQuotation } from './create-quotation.ts';
import { getQuotation } from './get-quotation.ts';
import { listQuotations } from './list-quotations.ts';
import { listSupplierQuotations } from './list-supplier-quotations.ts';
import { followQuotationDeliveries } from './recipient-delivery.ts';
import { resendToRecipient } from './resend-to-recipient.ts';
import { idParamsSchema, pathIdSchema } from '@abasto/domain/record-id';

/** Up to 20 MB of files, which base64 in JSON inflates by a third, plus the rest of the draft. */
const CREATE_BODY_LIMIT = 30 * 1024 * 1024;

export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  followQuotationDeliveries();
  // The API's paths end in '/'; the same calls answer without it (docs/product.md#paths).
  for (const url of ['/api/cotizacion/', '/api/cotizacion']) {
    app.post(
      url,
      {
        // Above BODY_LIMIT: admitted before it is read (plugins/upload-gate.ts).
        bodyLimit: CREATE_BODY_LIMIT,
        config: { access: 'quotations.send' },
        schema: { summary: 'Send a quotation to the chosen suppliers', body: CreateQuotationSchema, response: { 200: QuotationCreatedSchema, 201: QuotationCreatedSchema } },
        // Past the body limit the general answer would not say why: name the files' limit.
        errorHandler: (err: FastifyError) => {
          // Thrown on to the application's error handler, which writes the answer.
          throw err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? new AppError(413, 'BODY_TOO_LARGE', MSG.quotationBodyTooLarge)
            : err;
        },
        // The schema documents the answer; writing it is JSON.stringify: the mapper builds it
        // field by field, and checking thousands of recipients against the schema cost more than
        // storing them (docs/benchmarks.md, quotations).
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request, reply) => {
        const result = await createQuotation({ ctx: app.ctx, author: currentUser(request), input: request.body });
        return reply.status(result.repeated ? 200 : 201).send(result);
      },
    );

    app.get(
      url,
      {
        config: { access: 'quotations.history' },
        schema: { summary: 'Quotation history, a page at a time', querystring: pageQuerySchema(QUOTATION_PAGE_SIZE), response: { 200: QuotationPageSchema } },
      },
      async (request) => listQuotations({ ctx: app.ctx, ...request.query }),
    );
  }

  app.get(
    '/api/cotizacion/view/:id',
    {
      config: { access: 'quotations.history' },
      schema: {
        summary: 'One quotation, with its recipients',
        params: idParamsSchema(MSG.quotationIdInvalid),
        response: { 200: z.object({ data: QuotationDetailSchema }) },
      },
    },
    async (request) => getQuotation({ ctx: app.ctx, id: request.params.id }),
  );

  app.get(
    '/api/cotizacion/proveedor/:id',
    {
      config: { access: 'quotations.history' },
      schema: {
        summary: 'The quotations a supplier received',
        params: idParamsSchema(MSG.supplierIdInvalid),
        querystring: pageQuerySchema(SUPPLIER_QUOTATIONS_PAGE_SIZE),
        response: { 200: SupplierQuotationPageSchema },
      },
    },
    async (request) => listSupplierQuotations({ ctx: app.ctx, supplierId: request.params.id, ...request.query }),
  );

  app.post(
    '/api/cotizacion/:id/reenviar/:recipientId',
    {
      config: { access: 'quotations.send' },
      schema: {
        summary: 'Send a quotation again to one recipient whose delivery failed',
        params: z.object({ id: pathIdSchema(MSG.quotationIdInvalid), recipientId: pathIdSchema(MSG.quotationRecipientNotFound) }),
        response: { 200: z.object({ data: QuotationDetailSchema }) },
      },
    },
    async (request) => ({
      data: await resendToRecipient({
        ctx: app.ctx,
        quotationId: request.params.id,
        recipientId: request.params.recipientId,
      }),
    }),
  );
};
