import { ItemCategorySchema, ItemCreateSchema, ItemUpdateSchema } from '@abasto/domain/item-description';
import { IdParamsSchema } from '@abasto/domain/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleted, DeletedSchema } from '../care-shared/deleted-schema.ts';
import { createItem } from './create-item.ts';
import { deleteItem } from './delete-item.ts';
import { ItemDescriptionSchema } from './item-mapper.ts';
import { listItems } from './list-items.ts';
import { updateItem } from './update-item.ts';

const tags = ['Listas de valores (care area)'];
const ItemAnswerSchema = z.object({ data: ItemDescriptionSchema });
const CATEGORIES_NOTE =
  'Lists: sexo, types (content types), especialidad, units, administrationTypes, hospital, eventTypes. ' +
  'Care users read them; admin and "Médico & ADMIN" change them. A value appears once per list, whatever its case.';

export const itemDescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/itemDescripcion/:category',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'One value list, in order',
        description: CATEGORIES_NOTE,
        params: z.object({ category: ItemCategorySchema }),
        response: { 200: z.object({ data: z.array(ItemDescriptionSchema) }) },
      },
    },
    async (request) => ({ data: await listItems({ ctx: app.ctx, category: request.params.category }) }),
  );

  app.post(
    '/api/itemDescripcion',
    {
      config: { access: 'care.lists' },
      schema: {
        tags,
        summary: 'Add a value at the end of a list',
        description: `Body: category, name (1-120). ${CATEGORIES_NOTE}`,
        body: ItemCreateSchema,
        response: { 201: ItemAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createItem({ ctx: app.ctx, input: request.body }) }),
  );

  app.put(
    '/api/itemDescripcion/:id',
    {
      config: { access: 'care.lists' },
      schema: {
        tags,
        summary: 'Rename a value',
        description: 'Body: name (1-120). The value stays in its list and place.',
        params: IdParamsSchema,
        body: ItemUpdateSchema,
        response: { 200: ItemAnswerSchema },
      },
    },
    async (request) => ({ data: await updateItem({ ctx: app.ctx, id: request.params.id, name: request.body.name }) }),
  );

  app.delete(
    '/api/itemDescripcion/:id',
    {
      config: { access: 'care.lists' },
      schema: { tags, summary: 'Remove a value', params: IdParamsSchema, response: { 200: DeletedSchema } },
    },
    async (request) => {
      await deleteItem({ ctx: app.ctx, id: request.params.id });
      return deleted(request.params.id);
    },
  );
};
