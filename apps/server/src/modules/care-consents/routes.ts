import { ConsentParamsSchema, ConsentSchema } from '@abasto/domain/care-consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { readConsent, signConsent } from './consents.ts';

const tags = ['Consentimento (care area)'];
const NOTE = 'The caller\'s own signature of a consent form (document: "tcle"); nobody reads or signs another\'s.';

/** /api/consentimento/{document}: the journey's consent form, signed once and kept (docs/product.md#demo-screens). */
export const careConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/consentimento/:document',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Whether the caller signed a consent form, and when',
        description: NOTE,
        params: ConsentParamsSchema,
        response: { 200: z.object({ data: ConsentSchema }) },
      },
    },
    async (request) => ({ data: await readConsent(app.ctx, currentUser(request).id, request.params.document) }),
  );

  app.put(
    '/api/consentimento/:document',
    {
      config: { access: 'care' },
      schema: {
        tags,
        summary: 'Sign a consent form (signing again keeps the first time)',
        description: NOTE,
        params: ConsentParamsSchema,
        response: { 200: z.object({ data: ConsentSchema }) },
      },
    },
    async (request) => ({ data: await signConsent(app.ctx, currentUser(request).id, request.params.document) }),
  );
};
