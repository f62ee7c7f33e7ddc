import { CONTENT_THUMBNAIL_MAX_BYTES, ContentInputSchema } from '@abasto/domain/care-content';
import { IdParamsSchema } from '@abasto/domain/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARE_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';
import { currentUser } from '../../plugins/auth.ts';
import { careActor } from '../care-shared/care-actor.ts';
import { deleted, DeletedSchema } from '../care-shared/deleted-schema.ts';
import { createContent } from './create-content.ts';
import { deleteContent } from './delete-content.ts';
import { findContent } from './find-content.ts';
import { getContentImage } from './get-content-image.ts';
import { listContents } from './list-contents.ts';
import { ContentDetailSchema, ContentListQuerySchema, ContentSummarySchema } from './schemas.ts';
import { updateContent } from './update-content.ts';

// Room for the largest thumbnail as a data URL (a third longer than its bytes), the texts, and
// a margin, so that a somewhat larger image still gets the schema's clear message, not a 413.
const CONTENT_BODY_LIMIT = 3 * CONTENT_THUMBNAIL_MAX_BYTES;

const tags = ['Conteúdos (care area)'];
const ContentAnswerSchema = z.object({ data: ContentDetailSchema });
const WRITE_NOTE =
  'Body: title (1-200), description (≤1000), type (1-120, from the "types" value list), content (≤20000), ' +
  'thumbnail: a data URL of a PNG, JPEG, GIF or WebP image of at most 2 MB (its bytes must match the type). ' +
  'Written by care professionals and admin; changed or deleted by its author, a "Médico & ADMIN" or admin.';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contenido',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'The content library (getConteudos), most recently changed first',
        querystring: ContentListQuerySchema,
        response: { 200: z.object({ data: z.array(ContentSummarySchema) }) },
      },
    },
    async (request) => ({ data: await listContents({ ctx: app.ctx, ...request.query }) }),
  );

  app.get(
    '/api/contenido/image/:id',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'The thumbnail image of a content, with its real type',
        description: 'The address carries a version (?v=), so the answer may be cached for good.',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await getContentImage({ ctx: app.ctx, id: request.params.id });
      return reply
        .header('content-type', image.type)
        .header('content-length', image.bytes.length)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  app.get(
    '/api/contenido/:id',
    {
      config: { access: 'care', etag: true },
      schema: { tags, summary: 'One content, with its text', params: IdParamsSchema, response: { 200: ContentAnswerSchema } },
    },
    async (request) => ({ data: await findContent(app.ctx.db, request.params.id) }),
  );

  app.post(
    '/api/contenido',
    {
      config: { access: 'care.content' },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create a content',
        description: WRITE_NOTE,
        body: ContentInputSchema,
        response: { 201: ContentAnswerSchema },
      },
    },
    async (request, reply) => {
      const data = await createContent({ ctx: app.ctx, actor: careActor(currentUser(request)), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/contenido/:id',
    {
      config: { access: 'care.content', etag: true, ifMatch: CARE_VERSION_TEXTS },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replace a content (thumbnail: left out keeps it, null removes it)',
        description: WRITE_NOTE,
        params: IdParamsSchema,
        body: ContentInputSchema,
        response: { 200: ContentAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateContent({
        ctx: app.ctx,
        actor: careActor(currentUser(request)),
        id: request.params.id,
        input: request.body,
        version: requestedVersion(request, CARE_VERSION_TEXTS),
      }),
    }),
  );

  app.delete(
    '/api/contenido/:id',
    {
      config: { access: 'care.content' },
      schema: { tags, summary: 'Delete a content', params: IdParamsSchema, response: { 200: DeletedSchema } },
    },
    async (request) => {
      await deleteContent({ ctx: app.ctx, actor: careActor(currentUser(request)), id: request.params.id });
      return deleted(request.params.id);
    },
  );
};
