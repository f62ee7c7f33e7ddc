import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers, with a Content-Security-Policy that allows only the app's own code. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ['\'self\''],
        scriptSrc: ['\'self\''],
        // Mantine and the charts set inline style attributes.
        styleSrc: ['\'self\'', '\'unsafe-inline\''],
        imgSrc: ['\'self\'', 'data:', 'blob:'],
        fontSrc: ['\'self\'', 'data:'],
        connectSrc: ['\'self\''],
        workerSrc: ['\'self\'', 'blob:'],
        objectSrc: ['\'none\''],
        frameAncestors: ['\'none\''],
        baseUri: ['\'self\''],
        formAction: ['\'self\''],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
