import { RecordListQuerySchema } from '@abasto/domain/care-record-fields';
import { IdParamsSchema } from '@abasto/domain/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { careActor } from '../care-shared/care-actor.ts';
import { deleted, DeletedSchema } from '../care-shared/deleted-schema.ts';
import { createRecord } from './create-record.ts';
import { deleteRecord } from './delete-record.ts';
import { listRecords } from './list-records.ts';
import { painKind } from './pain-kind.ts';
import type { PatientRecordBase, RecordKind } from './record-kind.ts';
import { scoreKind } from './score-kind.ts';
import { timelineKind } from './timeline-kind.ts';
import { updateRecord } from './update-record.ts';
import { visibleRecord } from './visible-record.ts';

const ACCESS_NOTE =
  'A patient reads and writes only its own records (another patient\'s answers 404); professionals (medico, ' +
  'medico-admin, fisio) read all and write for a patient they name; admin reads all. A record is changed or ' +
  'deleted by its author, or by a "Médico & ADMIN".';

interface KindRoutes<Out extends PatientRecordBase, Create extends z.ZodType, Update extends z.ZodType> {
  paths: string[];
  kind: RecordKind<Out, Create, Update>;
  body: string;
}

const SCORES: KindRoutes<z.infer<typeof scoreKind.responseSchema>, typeof scoreKind.createSchema, typeof scoreKind.updateSchema> = {
  paths: ['/api/scores'],
  kind: scoreKind,
  body: 'Body: name of the scale (1-120), value (≥0, ≤ maxValue when given), maxValue (>0, optional), recordedAt (ISO date-time, default now), notes (≤2000).',
};
const PAIN: KindRoutes<z.infer<typeof painKind.responseSchema>, typeof painKind.createSchema, typeof painKind.updateSchema> = {
  paths: ['/api/dor'],
  kind: painKind,
  body: 'Body: level (integer 0-10), location (1-120), recordedAt (ISO date-time, default now), notes (≤2000).',
};
const TIMELINE: KindRoutes<
  z.infer<typeof timelineKind.responseSchema>,
  typeof timelineKind.createSchema,
  typeof timelineKind.updateSchema
> = {
  // Both spellings answer (docs/product.md#paths).
  paths: ['/api/eventTimeline', '/api/eventtimeline'],
  kind: timelineKind,
  body: 'Body: type (1-120, from the "eventTypes" value list), title (1-200), description (≤5000), occurredAt (ISO date-time, default now).',
};

function registerKind<Out extends PatientRecordBase, Create extends z.ZodType, Update extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { paths, kind, body }: KindRoutes<Out, Create, Update>,
) {
  const tags = [`${kind.label} (care area)`];
  const Answer = z.object({ data: kind.responseSchema });
  for (const base of paths) {
    app.get(
      base,
      {
        config: { access: 'care' },
        schema: {
          tags,
          summary: `${kind.label}: the records the caller may read, newest first (at most 500)`,
          description: `${ACCESS_NOTE} patientId narrows to one patient.`,
          querystring: RecordListQuerySchema,
          response: { 200: z.object({ data: z.array(kind.responseSchema) }) },
        },
      },
      async (request) => ({
        data: await listRecords({ ctx: app.ctx, kind, actor: careActor(currentUser(request)), patientId: request.query.patientId }),
      }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: 'care' },
        schema: { tags, summary: `${kind.label}: one record`, description: ACCESS_NOTE, params: IdParamsSchema, response: { 200: Answer } },
      },
      async (request) => ({ data: await visibleRecord(app.ctx.db, kind, careActor(currentUser(request)), request.params.id) }),
    );

    app.post(
      base,
      {
        config: { access: 'care' },
        schema: {
          tags,
          summary: `${kind.label}: write a record (patientId: left out by a patient)`,
          description: `${body} ${ACCESS_NOTE}`,
          body: kind.createSchema,
          response: { 201: Answer },
        },
      },
      async (request, reply) => {
        const input = request.body as z.output<Create> & { patientId?: number };
        const data = await createRecord({ ctx: app.ctx, kind, actor: careActor(currentUser(request)), input });
        return reply.status(201).send({ data });
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: 'care' },
        schema: {
          tags,
          summary: `${kind.label}: replace a record (it stays with its patient)`,
          description: `${body} ${ACCESS_NOTE}`,
          params: IdParamsSchema,
          body: kind.updateSchema,
          response: { 200: Answer },
        },
      },
      async (request) => ({
        data: await updateRecord({
          ctx: app.ctx,
          kind,
          actor: careActor(currentUser(request)),
          id: request.params.id,
          input: request.body as z.output<Update>,
        }),
      }),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: 'care' },
        schema: { tags, summary: `${kind.label}: delete a record`, params: IdParamsSchema, response: { 200: DeletedSchema } },
      },
      async (request) => {
        await deleteRecord({ ctx: app.ctx, kind, actor: careActor(currentUser(request)), id: request.params.id });
        return deleted(request.params.id);
      },
    );
  }
}

/** /api/scores, /api/dor and /api/eventTimeline (alias /api/eventtimeline): the same rules for each. */
export const patientRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  registerKind(app, SCORES);
  registerKind(app, PAIN);
  registerKind(app, TIMELINE);
};
