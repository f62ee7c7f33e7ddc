import { HISTORY_ACTIONS, HISTORY_RECORD_TYPES, historyQuerySchema } from '@abasto/domain/history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listHistory } from './list-history.ts';

const HistoryEntrySchema = z.object({
  id: z.number(),
  at: z.string().describe('ISO 8601'),
  actor: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  tipo: z.enum(HISTORY_RECORD_TYPES),
  registroId: z.number(),
  accion: z.enum(HISTORY_ACTIONS),
  origen: z.string().nullable().describe('\'importacion:<archivo>\', \'semilla\', \'sistema\', or null for a screen'),
  cambios: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe('{campo: [antes, despues]}'),
});

/** The history of changes (docs/product.md#history). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/historial',
    {
      config: { access: 'history.records' },
      schema: {
        summary: 'History of changes, newest first: one record (tipo and id), or every entry (admin) by actor and dates',
        querystring: historyQuerySchema,
        response: { 200: z.object({ data: z.array(HistoryEntrySchema), total: z.number() }) },
      },
    },
    async (request) => listHistory(app.ctx, request.user!, request.query),
  );
};
