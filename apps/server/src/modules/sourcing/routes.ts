import { MSG } from '@abasto/domain/messages';
import { etagOf } from '@abasto/domain/record-version';
import { pathIdSchema } from '@abasto/domain/record-id';
import { pageQuerySchema } from '@abasto/domain/quotation';
import {
  AnswerSavedSchema,
  AnswerSchema,
  AwardSchema,
  CancelSchema,
  ChangeRequestSchema,
  ComparisonSchema,
  ExchangeRatesSchema,
  MySourcingRequestsSchema,
  RecipientAnswersSchema,
  SupplierRequestSchema,
} from '@abasto/domain/sourcing';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { PROCUREMENT_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';
import { currentUser } from '../../plugins/auth.ts';
import { award, cancelRequest, changeRequest, closeNow, remind, startReminderJob } from './actions.ts';
import { openByToken, openForSupplier, recipientOfSupplier, submitAnswer, submitByToken } from './answer.ts';
import { recipientOfToken } from './sourcing-store.ts';
import { exportComparison } from './export-comparison.ts';
import { answerFile, requestFile, sendFile } from './files.ts';
import { getComparison, listAnswers, setRates } from './follow-up.ts';
import { mySourcingRequests } from './supplier-requests.ts';

const idParam = z.object({ id: pathIdSchema(MSG.quotationIdInvalid) });
/** Any text: a malformed token answers 404 like an unknown one (nothing tells them apart). */
const tokenParam = z.object({ token: z.string().max(200, { error: MSG.sourcingTokenNotFound }) });
const fileIndex = z
  .string()
  .regex(/^\d{1,3}$/, { error: MSG.sourcingFileNotFound })
  .transform(Number);
const binary = z.unknown().describe('the file (Content-Disposition: attachment)');
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: MSG.sourcingIdempotencyKeyInvalid })
    .optional(),
});

/** Up to 20 MB of answer files, which base64 in JSON inflates by a third, plus the rest. */
const ANSWER_BODY_LIMIT = 30 * 1024 * 1024;
const bodyTooLarge = (err: FastifyError) => {
  throw err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError(413, 'BODY_TOO_LARGE', MSG.quotationBodyTooLarge) : err;
};

const TAGS = ['Sourcing'];

/**
 * The follow-up of a request, with the request's version as the ETag (docs/product.md#concurrent-edits):
 * what a change of the request sends back. Every call that answers the follow-up answers it this way.
 */
async function answersOf(reply: FastifyReply, id: number) {
  const answers = await listAnswers(reply.server.ctx, id);
  return reply.header('etag', etagOf(answers.pedido.version)).send(answers);
}

export const sourcingRoutes: FastifyPluginAsyncZod = async (app) => {
  const stop = startReminderJob(app.ctx, app.log);
  app.addHook('onClose', async () => stop());

  // ——— The supplier, through its link (no account)
  app.get(
    '/api/respuesta/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The request as its recipient sees it, through the link of its e-mail (marks it «Vista»)',
        security: [],
        params: tokenParam,
        response: { 200: z.object({ data: SupplierRequestSchema }) },
      },
    },
    async (request) => ({ data: await openByToken(app.ctx, request.params.token) }),
  );

  app.put(
    '/api/respuesta/:token',
    {
      bodyLimit: ANSWER_BODY_LIMIT,
      errorHandler: bodyTooLarge,
      // An unknown link is refused before its body (up to 30 MB) is read.
      onRequest: async (request) => {
        await recipientOfToken(app.ctx.db, (request.params as { token: string }).token);
      },
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Answer (a new version each time) or decline, until the deadline; the same idempotency key adds nothing',
        security: [],
        params: tokenParam,
        headers: idempotencyHeader,
        body: AnswerSchema,
        response: { 200: AnswerSavedSchema, 201: AnswerSavedSchema },
      },
    },
    async (request, reply) => {
      const saved = await submitByToken(app.ctx, request.params.token, request.body, request.headers['idempotency-key'] ?? null);
      return reply.status(saved.repeated ? 200 : 201).send(saved);
    },
  );

  app.get(
    '/api/respuesta/:token/archivos/:n',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Download file n (from 0) of the request, through the recipient\'s link',
        security: [],
        params: tokenParam.extend({ n: fileIndex }),
        response: { 200: binary },
      },
    },
    async (request, reply) => {
      const { quotationId } = await recipientOfToken(app.ctx.db, request.params.token);
      return sendFile(reply, await requestFile(app.ctx, quotationId, request.params.n));
    },
  );

  // ——— The supplier, logged in: "Mis pedidos de cotización"
  app.get(
    '/api/perfil-proveedor/pedidos',
    {
      config: { access: 'sourcing.answer' },
      schema: {
        tags: TAGS,
        summary: 'Mis pedidos de cotización: the requests the logged-in supplier received, newest first',
        querystring: pageQuerySchema(10),
        response: { 200: MySourcingRequestsSchema },
      },
    },
    async (request) => mySourcingRequests(app.ctx, currentUser(request).supplierId, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/perfil-proveedor/pedidos/:id/respuesta',
    {
      config: { access: 'sourcing.answer' },
      schema: {
        tags: TAGS,
        summary: 'One of its own requests with its latest answer (another supplier\'s answers 404)',
        params: idParam,
        response: { 200: z.object({ data: SupplierRequestSchema }) },
      },
    },
    async (request) => ({ data: await openForSupplier(app.ctx, currentUser(request).supplierId, request.params.id) }),
  );

  app.put(
    '/api/perfil-proveedor/pedidos/:id/respuesta',
    {
      bodyLimit: ANSWER_BODY_LIMIT,
      errorHandler: bodyTooLarge,
      config: { access: 'sourcing.answer' },
      schema: {
        tags: TAGS,
        summary: 'Answer or decline one of its own requests (the same form as the link)',
        params: idParam,
        headers: idempotencyHeader,
        body: AnswerSchema,
        response: { 200: AnswerSavedSchema, 201: AnswerSavedSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const recipientId = await recipientOfSupplier(app.ctx.db, user.supplierId, request.params.id);
      const saved = await submitAnswer({
        ctx: app.ctx,
        recipientId,
        quotationId: request.params.id,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        via: 'login',
        userId: user.id,
      });
      return reply.status(saved.repeated ? 200 : 201).send(saved);
    },
  );

  app.get(
    '/api/perfil-proveedor/pedidos/:id/archivos/:n',
    {
      config: { access: 'sourcing.answer' },
      schema: {
        tags: TAGS,
        summary: 'Download file n (from 0) of one of its own requests',
        params: idParam.extend({ n: fileIndex }),
        response: { 200: binary },
      },
    },
    async (request, reply) => {
      await recipientOfSupplier(app.ctx.db, currentUser(request).supplierId, request.params.id);
      return sendFile(reply, await requestFile(app.ctx, request.params.id, request.params.n));
    },
  );

  // ——— Staff: follow-up and comparison
  app.get(
    '/api/cotizacion/:id/archivos/:n',
    {
      config: { access: 'quotations.history' },
      schema: {
        tags: TAGS,
        summary: 'Download file n (from 0) of a request, as it was sent (staff: the quotation detail)',
        params: idParam.extend({ n: fileIndex }),
        response: { 200: binary },
      },
    },
    async (request, reply) => sendFile(reply, await requestFile(app.ctx, request.params.id, request.params.n)),
  );

  app.get(
    '/api/cotizacion/:id/respuestas/:recipientId/archivos/:n',
    {
      config: { access: 'sourcing.follow' },
      schema: {
        tags: TAGS,
        summary: 'Download file n of a recipient\'s latest answer (withheld like prices while a sealed request is open)',
        params: idParam.extend({ recipientId: idParam.shape.id, n: fileIndex }),
        response: { 200: binary },
      },
    },
    async (request, reply) =>
      sendFile(reply, await answerFile(app.ctx, request.params.id, request.params.recipientId, request.params.n)),
  );

  app.get(
    '/api/cotizacion/:id/respuestas',
    {
      config: { access: 'sourcing.follow' },
      schema: {
        tags: TAGS,
        summary: 'Each recipient\'s answer state, and its latest prices when they may be seen (not before a sealed deadline)',
        params: idParam,
        response: { 200: RecipientAnswersSchema },
      },
    },
    async (request, reply) => answersOf(reply, request.params.id),
  );

  app.get(
    '/api/cotizacion/:id/comparacion',
    {
      config: { access: 'sourcing.follow' },
      schema: {
        tags: TAGS,
        summary: 'The comparison (lines × suppliers, lowest per line and currency); formato=xlsx or csv for the files',
        params: idParam,
        querystring: z.object({
          formato: z.enum(['json', 'xlsx', 'csv'], { error: MSG.sourcingFormatInvalid }).default('json'),
        }),
        response: { 200: ComparisonSchema },
      },
      // The schema documents the answer; writing it is JSON.stringify: checking 200 × 200 cells
      // against the schema on every call took most of the call's time (docs/benchmarks.md, sourcing).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { formato } = request.query;
      if (formato === 'json') return getComparison(app.ctx, request.params.id);
      return sendFile(reply, await exportComparison(app.ctx, request.params.id, formato));
    },
  );

  app.put(
    '/api/cotizacion/:id/comparacion/tasas',
    {
      config: { access: 'sourcing.manage' },
      schema: {
        tags: TAGS,
        summary: 'Exchange rates for this comparison (kept with it); null removes them',
        params: idParam,
        body: z.object({ tasas: ExchangeRatesSchema.nullable() }),
        response: { 200: ComparisonSchema },
      },
    },
    async (request) => setRates(app.ctx, request.params.id, currentUser(request).id, request.body.tasas),
  );

  // ——— Staff: actions
  app.post(
    '/api/cotizacion/:id/recordatorio',
    {
      config: { access: 'sourcing.manage' },
      schema: {
        tags: TAGS,
        summary: 'Recordar a los que no respondieron: a reminder only to recipients that neither answered nor declined',
        params: idParam,
        response: { 200: z.object({ enviados: z.number() }) },
      },
    },
    async (request) => remind(app.ctx, request.params.id, currentUser(request)),
  );

  app.put(
    '/api/cotizacion/:id/pedido',
    {
      config: { access: 'sourcing.manage' },
      schema: {
        tags: TAGS,
        summary: 'Change the lines (answers given become «Debe reconfirmar», those suppliers are told) or the deadline of an open request',
        params: idParam,
        body: ChangeRequestSchema,
        response: { 200: RecipientAnswersSchema },
      },
    },
    async (request, reply) => {
      await changeRequest(app.ctx, request.params.id, request.body, requestedVersion(request, PROCUREMENT_VERSION_TEXTS));
      return answersOf(reply, request.params.id);
    },
  );

  app.post(
    '/api/cotizacion/:id/cierre',
    {
      config: { access: 'sourcing.manage' },
      schema: {
        tags: TAGS,
        summary: 'Cerrar ahora: close an unsealed request before its deadline (tells those that have not answered)',
        params: idParam,
        response: { 200: RecipientAnswersSchema },
      },
    },
    async (request, reply) => {
      await closeNow(app.ctx, request.params.id, currentUser(request));
      return answersOf(reply, request.params.id);
    },
  );

  app.post(
    '/api/cotizacion/:id/cancelacion',
    {
      config: { access: 'sourcing.manage' },
      schema: {
        tags: TAGS,
        summary: 'Cancelar pedido: closes it for good and tells every recipient',
        params: idParam,
        body: CancelSchema.optional(),
        response: { 200: RecipientAnswersSchema },
      },
    },
    async (request, reply) => {
      await cancelRequest(app.ctx, request.params.id, currentUser(request), request.body?.motivo?.trim() || null);
      return answersOf(reply, request.params.id);
    },
  );

  app.post(
    '/api/cotizacion/:id/adjudicacion',
    {
      config: { access: 'sourcing.manage' },
      schema: {
        tags: TAGS,
        summary: 'Award the whole request {proveedorId} or line by line {lineas}; a note is required when not the lowest',
        params: idParam,
        body: AwardSchema,
        response: { 200: ComparisonSchema },
      },
    },
    async (request) => award(app.ctx, request.params.id, currentUser(request), request.body),
  );
};
