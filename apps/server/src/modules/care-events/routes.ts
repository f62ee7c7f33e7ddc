import { EVENT_ANSWERS, type EventAnswer, EventInputSchema } from '@abasto/domain/care-event';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARE_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';
import { currentUser } from '../../plugins/auth.ts';
import { answerEvent } from './answer-event.ts';
import { cancelEvent } from './cancel-event.ts';
import { createEvent } from './create-event.ts';
import { getEvent } from './get-event.ts';
import { CARE_PEOPLE_LISTS, type CarePeopleList, listCarePeople } from './list-care-people.ts';
import { listEvents } from './list-events.ts';
import { CareEventSchema, CarePersonSchema, EventIdParamsSchema, EventListQuerySchema } from './schemas.ts';
import { updateEvent } from './update-event.ts';

// Room for a 1 MB image as a data URL (about 1.4 MB) plus the rest; larger images still get
// the clear 400 of the schema rather than the generic 413, up to this limit.
const EVENT_BODY_LIMIT = 3 * 1024 * 1024;

const tags = ['Agenda (care area)'];
const EventAnswerSchema = z.object({ data: CareEventSchema });

const OPERATIONS_NOTE =
  'Operations on one event are PUT /api/event/{id}/{operation}: accept, reject and awaiting (the guest answers ' +
  'for itself), cancelar (the organiser erases the event). Someone not invited gets 404 for every call on the event.';

export const careEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/event',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Events the caller organises or is invited to',
        description: `Images are left out (hasImage says whether there is one); GET /api/event/{id} has it. ${OPERATIONS_NOTE}`,
        querystring: EventListQuerySchema,
        response: { 200: z.object({ data: z.array(CareEventSchema) }) },
      },
    },
    async (request) => ({
      data: await listEvents({ ctx: app.ctx, user: currentUser(request), ...request.query }),
    }),
  );

  app.get(
    '/api/event/:id',
    {
      config: { access: 'care', etag: true },
      schema: {
        tags,
        summary: 'One event, with its image',
        params: EventIdParamsSchema,
        response: { 200: EventAnswerSchema },
      },
    },
    async (request) => ({
      data: await getEvent({ ctx: app.ctx, user: currentUser(request), eventId: request.params.id }),
    }),
  );

  app.post(
    '/api/event',
    {
      config: { access: 'care' },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create an event; guests is a list of user ids',
        description: OPERATIONS_NOTE,
        body: EventInputSchema,
        response: { 201: EventAnswerSchema },
      },
    },
    async (request, reply) => {
      const event = await createEvent({ ctx: app.ctx, user: currentUser(request), input: request.body });
      return reply.status(201).send({ data: event });
    },
  );

  app.put(
    '/api/event/:id',
    {
      config: { access: 'care', etag: true, ifMatch: CARE_VERSION_TEXTS },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replace an event (organiser only)',
        description: 'Guests who stay keep their answer; new guests await it; guests left out are removed.',
        params: EventIdParamsSchema,
        body: EventInputSchema,
        response: { 200: EventAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateEvent({
        ctx: app.ctx,
        user: currentUser(request),
        eventId: request.params.id,
        input: request.body,
        version: requestedVersion(request, CARE_VERSION_TEXTS),
      }),
    }),
  );

  for (const answer of Object.keys(EVENT_ANSWERS) as EventAnswer[]) {
    app.put(
      `/api/event/:id/${answer}`,
      {
        config: { access: 'care' },
        schema: {
          tags,
          summary: `Answer an invitation: ${answer} (sets ${EVENT_ANSWERS[answer]})`,
          description: OPERATIONS_NOTE,
          params: EventIdParamsSchema,
          response: { 200: EventAnswerSchema },
        },
      },
      async (request) => ({
        data: await answerEvent({ ctx: app.ctx, user: currentUser(request), eventId: request.params.id, answer }),
      }),
    );
  }

  app.put(
    '/api/event/:id/cancelar',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Cancel (erase) an event (organiser only)',
        description: OPERATIONS_NOTE,
        params: EventIdParamsSchema,
        response: { 200: z.object({ data: z.object({ _id: z.number(), id: z.number() }) }) },
      },
    },
    async (request) => ({
      data: await cancelEvent({ ctx: app.ctx, user: currentUser(request), eventId: request.params.id }),
    }),
  );

  for (const list of Object.keys(CARE_PEOPLE_LISTS) as CarePeopleList[]) {
    app.get(
      `/api/auth/${list}`,
      {
        config: { access: 'care' },
        schema: {
          tags,
          summary: `Active ${list} for the guest picker (a patient is answered no patients)`,
          response: { 200: z.object({ data: z.array(CarePersonSchema) }) },
        },
      },
      async (request) => ({ data: await listCarePeople({ ctx: app.ctx, list, viewer: currentUser(request).role }) }),
    );
  }
};
