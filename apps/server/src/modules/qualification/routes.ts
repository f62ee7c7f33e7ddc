import { MSG } from '@abasto/domain/messages';
import { pathIdSchema } from '@abasto/domain/record-id';
import {
  DocumentInputSchema,
  QuestionnaireInputSchema,
  QuestionnaireViewSchema,
  RatingDecisionInputSchema,
  RatingProposalInputSchema,
  RatingProposalSchema,
  RatingViewSchema,
  SupplierDocumentFileSchema,
  SupplierDocumentSchema,
} from '@abasto/domain/supplier-qualification';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { PROCUREMENT_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addDocument, deleteDocument, getDocument, listDocuments } from './documents.ts';
import { ExpiryReminderJob } from './expiry-reminders.ts';
import type { Target } from './qualification-target.ts';
import { getQuestionnaire, saveQuestionnaire } from './questionnaire.ts';
import { decideRating, getRatingView, proposeRating } from './rating.ts';

const SupplierParams = z.object({ id: pathIdSchema(MSG.supplierIdInvalid) });
const SupplierDocParams = z.object({ id: pathIdSchema(MSG.supplierIdInvalid), docId: pathIdSchema(MSG.qualificationDocIdInvalid) });
const OwnDocParams = z.object({ docId: pathIdSchema(MSG.qualificationDocIdInvalid) });
const ProposalParams = z.object({ id: pathIdSchema(MSG.supplierIdInvalid), proposalId: pathIdSchema(MSG.qualificationProposalIdInvalid) });

const DocumentList = z.object({ data: z.array(SupplierDocumentSchema) });
const Deleted = z.object({ id: z.number(), deleted: z.literal(true) });

/** A 10 MB file, which base64 in JSON inflates by a third, plus the fields. */
const DOCUMENT_BODY_LIMIT = 15 * 1024 * 1024;
const documentTooLarge = (err: FastifyError) => {
  throw err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError(413, 'BODY_TOO_LARGE', MSG.quotationFilesTooLarge) : err;
};

const tags = ['Calificación de proveedores'];

/**
 * Supplier qualification (docs/product.md#qualification): the questionnaire and documents of a
 * supplier, by staff under /api/auth/proveedor/{id}/… and by the supplier itself under
 * /api/auth/perfil-proveedor/…; the rating's proposal and approval, staff only.
 */
export const qualificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Supplier documents' expiry reminders: every server may run them, each e-mail goes once.
  const { config, db } = app.ctx;
  const reminders = config.DOCUMENT_REMINDERS ? new ExpiryReminderJob({ db, appUrl: config.appUrl, log: app.log }) : null;
  reminders?.start();
  app.addHook('onClose', async () => reminders?.stop());

  const staff = (id: number): Target => ({ kind: 'staff', supplierId: id });
  const own: Target = { kind: 'own' };

  // — The questionnaire —
  app.get(
    '/api/auth/proveedor/:id/evaluacion',
    {
      config: { access: 'suppliers.view', etag: true },
      schema: { summary: 'Cuestionario de evaluación de un proveedor', tags, params: SupplierParams, response: { 200: QuestionnaireViewSchema } },
    },
    async (request) => getQuestionnaire({ ctx: app.ctx, target: staff(request.params.id), user: currentUser(request) }),
  );
  app.put(
    '/api/auth/proveedor/:id/evaluacion',
    {
      config: { access: 'suppliers.edit', etag: true, ifMatch: PROCUREMENT_VERSION_TEXTS },
      schema: {
        summary: 'Guardar el cuestionario de un proveedor (17 respuestas)',
        tags,
        params: SupplierParams,
        body: QuestionnaireInputSchema,
        response: { 200: QuestionnaireViewSchema },
      },
    },
    async (request) =>
      saveQuestionnaire({
        ctx: app.ctx,
        target: staff(request.params.id),
        user: currentUser(request),
        radioForm: request.body.radioForm,
        version: requestedVersion(request, PROCUREMENT_VERSION_TEXTS),
      }),
  );
  app.get(
    '/api/auth/perfil-proveedor/evaluacion',
    {
      config: { access: 'supplier.own', etag: true },
      schema: { summary: 'El cuestionario de evaluación propio (proveedor)', tags, response: { 200: QuestionnaireViewSchema } },
    },
    async (request) => getQuestionnaire({ ctx: app.ctx, target: own, user: currentUser(request) }),
  );
  app.put(
    '/api/auth/perfil-proveedor/evaluacion',
    {
      config: { access: 'supplier.own', etag: true, ifMatch: PROCUREMENT_VERSION_TEXTS },
      schema: {
        summary: 'Guardar el cuestionario propio (proveedor)',
        tags,
        body: QuestionnaireInputSchema,
        response: { 200: QuestionnaireViewSchema },
      },
    },
    async (request) =>
      saveQuestionnaire({
        ctx: app.ctx,
        target: own,
        user: currentUser(request),
        radioForm: request.body.radioForm,
        version: requestedVersion(request, PROCUREMENT_VERSION_TEXTS),
      }),
  );

  // — Documents —
  app.get(
    '/api/auth/proveedor/:id/documentos',
    {
      config: { access: 'suppliers.view' },
      schema: { summary: 'Documentos de un proveedor, con su estado', tags, params: SupplierParams, response: { 200: DocumentList } },
    },
    async (request) => listDocuments({ ctx: app.ctx, target: staff(request.params.id), user: currentUser(request) }),
  );
  app.post(
    '/api/auth/proveedor/:id/documentos',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      errorHandler: documentTooLarge,
      config: { access: 'suppliers.edit' },
      schema: {
        summary: 'Subir un documento de un proveedor (PDF o imagen)',
        tags,
        params: SupplierParams,
        body: DocumentInputSchema,
        response: { 201: SupplierDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addDocument({ ctx: app.ctx, target: staff(request.params.id), user: currentUser(request), input: request.body })),
  );
  app.get(
    '/api/auth/proveedor/:id/documentos/:docId',
    {
      config: { access: 'suppliers.view' },
      schema: { summary: 'Un documento de un proveedor, con su archivo', tags, params: SupplierDocParams, response: { 200: SupplierDocumentFileSchema } },
    },
    async (request) =>
      getDocument({ ctx: app.ctx, target: staff(request.params.id), user: currentUser(request), docId: request.params.docId }),
  );
  app.delete(
    '/api/auth/proveedor/:id/documentos/:docId',
    {
      config: { access: 'suppliers.edit' },
      schema: { summary: 'Borrar un documento de un proveedor', tags, params: SupplierDocParams, response: { 200: Deleted } },
    },
    async (request) =>
      deleteDocument({ ctx: app.ctx, target: staff(request.params.id), user: currentUser(request), docId: request.params.docId }),
  );
  app.get(
    '/api/auth/perfil-proveedor/documentos',
    {
      config: { access: 'supplier.own' },
      schema: { summary: 'Los documentos propios (proveedor)', tags, response: { 200: DocumentList } },
    },
    async (request) => listDocuments({ ctx: app.ctx, target: own, user: currentUser(request) }),
  );
  app.post(
    '/api/auth/perfil-proveedor/documentos',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      errorHandler: documentTooLarge,
      config: { access: 'supplier.own' },
      schema: {
        summary: 'Subir un documento propio (proveedor)',
        tags,
        body: DocumentInputSchema,
        response: { 201: SupplierDocumentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDocument({ ctx: app.ctx, target: own, user: currentUser(request), input: request.body })),
  );
  app.get(
    '/api/auth/perfil-proveedor/documentos/:docId',
    {
      config: { access: 'supplier.own' },
      schema: { summary: 'Un documento propio, con su archivo (proveedor)', tags, params: OwnDocParams, response: { 200: SupplierDocumentFileSchema } },
    },
    async (request) => getDocument({ ctx: app.ctx, target: own, user: currentUser(request), docId: request.params.docId }),
  );
  app.delete(
    '/api/auth/perfil-proveedor/documentos/:docId',
    {
      config: { access: 'supplier.own' },
      schema: { summary: 'Borrar un documento propio (proveedor)', tags, params: OwnDocParams, response: { 200: Deleted } },
    },
    async (request) => deleteDocument({ ctx: app.ctx, target: own, user: currentUser(request), docId: request.params.docId }),
  );

  // — The rating: suggestion, proposal, approval (never shown to the supplier) —
  app.get(
    '/api/auth/proveedor/:id/calificacion',
    {
      config: { access: 'suppliers.view' },
      schema: {
        summary: 'Calificación vigente, sugerida (con sus partes) y propuestas de un proveedor',
        tags,
        params: SupplierParams,
        response: { 200: RatingViewSchema },
      },
    },
    async (request) => getRatingView({ ctx: app.ctx, supplierId: request.params.id, user: currentUser(request) }),
  );
  app.post(
    '/api/auth/proveedor/:id/calificacion',
    {
      config: { access: 'suppliers.rate' },
      schema: {
        summary: 'Proponer una calificación (motivo obligatorio si no es la sugerida)',
        tags,
        params: SupplierParams,
        body: RatingProposalInputSchema,
        response: { 201: RatingProposalSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await proposeRating({ ctx: app.ctx, supplierId: request.params.id, user: currentUser(request), input: request.body })),
  );
  app.post(
    '/api/auth/proveedor/:id/calificacion/:proposalId/decision',
    {
      config: { access: 'suppliers.rate' },
      schema: {
        summary: 'Aprobar o devolver una propuesta de calificación (otra persona)',
        tags,
        params: ProposalParams,
        body: RatingDecisionInputSchema,
        response: { 200: RatingProposalSchema },
      },
    },
    async (request) =>
      decideRating({
        ctx: app.ctx,
        supplierId: request.params.id,
        proposalId: request.params.proposalId,
        user: currentUser(request),
        input: request.body,
      }),
  );
};
