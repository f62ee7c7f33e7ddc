import { PublicConfigSchema } from '@abasto/domain/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicConfig } from './get-public-config.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/public',
    { config: { access: 'public' }, schema: { summary: 'Public settings the web app needs before sign-in', response: { 200: PublicConfigSchema } } },
    async () => getPublicConfig({ ctx: app.ctx }),
  );
};
