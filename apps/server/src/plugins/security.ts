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
        // The PDF export's layout engine (yoga, in @react-pdf/renderer) is WebAssembly that it
        // compiles from a data: URL: compiling WebAssembly needs 'wasm-unsafe-eval' (JavaScript
        // eval stays forbidden) and reading the data: URL needs data: in connect-src.
        scriptSrc: ['\'self\'', '\'wasm-unsafe-eval\''],
        // Mantine and the charts set inline style attributes.
        styleSrc: ['\'self\'', '\'unsafe-inline\''],
        imgSrc: ['\'self\'', 'data:', 'blob:'],
        fontSrc: ['\'self\'', 'data:'],
        connectSrc: ['\'self\'', 'data:'],
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
