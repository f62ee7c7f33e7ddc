import {
  PrescriptionContentsSchema,
  PrescriptionInputSchema,
  PrescriptionReadSchema,
  RemedioCreateSchema,
  RemedioUpdateSchema,
} from '@abasto/domain/prescription';
import { IdParamsSchema } from '@abasto/domain/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARE_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';
import { currentUser } from '../../plugins/auth.ts';
import { careActor } from '../care-shared/care-actor.ts';
import { deleted, DeletedSchema } from '../care-shared/deleted-schema.ts';
import { createPrescription } from './create-prescription.ts';
import { createRemedio } from './create-remedio.ts';
import { deletePrescription } from './delete-prescription.ts';
import { deleteRemedio } from './delete-remedio.ts';
import { getPrescription } from './get-prescription.ts';
import { getRemedio } from './get-remedio.ts';
import { listPrescriptions } from './list-prescriptions.ts';
import { listReadings } from './prescription-reads.ts';
import { listRemedios } from './list-remedios.ts';
import {
  PrescriptionDetailSchema,
  PrescriptionListQuerySchema,
  PrescriptionSummarySchema,
  RemedioListQuerySchema,
  RemedioSchema,
} from './schemas.ts';
import { setPrescriptionContents } from './set-prescription-contents.ts';
import { updatePrescription } from './update-prescription.ts';
import { updateRemedio } from './update-remedio.ts';

const tags = ['Receitas (care area)'];
const ACCESS_NOTE =
  'A patient reads only its own prescriptions (someone else\'s answers 404); doctors (medico, medico-admin) ' +
  'and admin read all; a physiotherapist none. Doctors write; a prescription is changed or deleted by its doctor ' +
  'or a "Médico & ADMIN".';
const BODY_NOTE =
  'Body: title (1-200), patientId (an active patient), notes (≤2000), remedios: up to 30 of ' +
  '{ name (1-200), dose, unit, interval, quantity, administration (each ≤100, optional) }.';
const DetailAnswerSchema = z.object({ data: PrescriptionDetailSchema });
const RemedioAnswerSchema = z.object({ data: RemedioSchema });

export const prescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recetas',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Prescriptions the caller may read, newest first, paged',
        description: `${ACCESS_NOTE} search looks in the title and the doctor's and patient's names, ignoring case and accents.`,
        querystring: PrescriptionListQuerySchema,
        response: {
          200: z.object({ data: z.array(PrescriptionSummarySchema), total: z.number(), page: z.number(), size: z.number() }),
        },
      },
    },
    async (request) => listPrescriptions({ ctx: app.ctx, actor: careActor(currentUser(request)), ...request.query }),
  );

  app.get(
    '/api/recetas/:id',
    {
      config: { access: 'care', etag: true },
      schema: {
        tags,
        summary: 'One prescription (getRecetaDetail): { data: [ { title, createdAt, doctor, patient, remedios, ... } ] }',
        description: ACCESS_NOTE,
        params: IdParamsSchema,
        response: { 200: z.object({ data: z.array(PrescriptionDetailSchema).length(1) }) },
      },
    },
    async (request) => ({
      data: [await getPrescription({ ctx: app.ctx, reader: currentUser(request), id: request.params.id })],
    }),
  );

  app.get(
    '/api/recetas/:id/leituras',
    {
      config: { access: 'care.audit' },
      schema: {
        tags,
        summary: 'Who read the prescription, other than its doctor and its patient, oldest first (Médico & ADMIN)',
        params: IdParamsSchema,
        response: { 200: z.object({ data: z.array(PrescriptionReadSchema) }) },
      },
    },
    async (request) => ({ data: await listReadings(app.ctx, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/recetas',
    {
      config: { access: 'care.prescribe' },
      schema: {
        tags,
        summary: 'Write a prescription; its doctor is the caller',
        description: BODY_NOTE,
        body: PrescriptionInputSchema,
        response: { 201: DetailAnswerSchema },
      },
    },
    async (request, reply) => {
      const data = await createPrescription({ ctx: app.ctx, actor: careActor(currentUser(request)), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/recetas/:id',
    {
      config: { access: 'care.prescribe', etag: true, ifMatch: CARE_VERSION_TEXTS },
      schema: {
        tags,
        summary: 'Replace a prescription (the medicines given replace the previous ones)',
        description: `${BODY_NOTE} ${ACCESS_NOTE}`,
        params: IdParamsSchema,
        body: PrescriptionInputSchema,
        response: { 200: DetailAnswerSchema },
      },
    },
    async (request) => ({
      data: await updatePrescription({
        ctx: app.ctx,
        actor: careActor(currentUser(request)),
        id: request.params.id,
        input: request.body,
        version: requestedVersion(request, CARE_VERSION_TEXTS),
      }),
    }),
  );

  app.put(
    '/api/recetas/:id/contenidos',
    {
      config: { access: 'care.prescribe' },
      schema: {
        tags,
        summary: 'Attach library contents to a prescription (the list replaces the previous one)',
        params: IdParamsSchema,
        body: PrescriptionContentsSchema,
        response: { 200: DetailAnswerSchema },
      },
    },
    async (request) => ({
      data: await setPrescriptionContents({
        ctx: app.ctx,
        actor: careActor(currentUser(request)),
        id: request.params.id,
        contentIds: request.body.contentIds,
      }),
    }),
  );

  app.delete(
    '/api/recetas/:id',
    {
      config: { access: 'care.prescribe' },
      schema: { tags, summary: 'Delete a prescription', params: IdParamsSchema, response: { 200: DeletedSchema } },
    },
    async (request) => {
      await deletePrescription({ ctx: app.ctx, actor: careActor(currentUser(request)), id: request.params.id });
      return deleted(request.params.id);
    },
  );

  app.get(
    '/api/remedios',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'The medicines of one prescription, in order',
        description: ACCESS_NOTE,
        querystring: RemedioListQuerySchema,
        response: { 200: z.object({ data: z.array(RemedioSchema) }) },
      },
    },
    async (request) => ({
      data: await listRemedios({ ctx: app.ctx, actor: careActor(currentUser(request)), recetaId: request.query.recetaId }),
    }),
  );

  app.get(
    '/api/remedios/:id',
    {
      config: { access: 'care' },
      schema: { tags, summary: 'One medicine', params: IdParamsSchema, response: { 200: RemedioAnswerSchema } },
    },
    async (request) => ({
      data: await getRemedio({ ctx: app.ctx, actor: careActor(currentUser(request)), id: request.params.id }),
    }),
  );

  app.post(
    '/api/remedios',
    {
      config: { access: 'care.prescribe' },
      schema: {
        tags,
        summary: 'Add a medicine at the end of a prescription',
        description: 'Body: recetaId, name (1-200), dose, unit, interval, quantity, administration (each ≤100, optional).',
        body: RemedioCreateSchema,
        response: { 201: RemedioAnswerSchema },
      },
    },
    async (request, reply) => {
      const data = await createRemedio({ ctx: app.ctx, actor: careActor(currentUser(request)), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/remedios/:id',
    {
      config: { access: 'care.prescribe' },
      schema: {
        tags,
        summary: 'Replace a medicine',
        params: IdParamsSchema,
        body: RemedioUpdateSchema,
        response: { 200: RemedioAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateRemedio({
        ctx: app.ctx,
        actor: careActor(currentUser(request)),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/api/remedios/:id',
    {
      config: { access: 'care.prescribe' },
      schema: { tags, summary: 'Remove a medicine', params: IdParamsSchema, response: { 200: DeletedSchema } },
    },
    async (request) => {
      await deleteRemedio({ ctx: app.ctx, actor: careActor(currentUser(request)), id: request.params.id });
      return deleted(request.params.id);
    },
  );
};
