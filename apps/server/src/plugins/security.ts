import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for these options, worked out once. They are the same for every
 * request (no nonce, no per-request directive), and building helmet's middleware on each request
 * (as its Fastify plugin does) was a large share of a signed-in GET (docs/benchmarks.md, Load).
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/** Security headers, with a Content-Security-Policy that allows only the app's own code. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders({
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
        // The sign-in provider's discovery and token calls (docs/product.md#login), when it is on.
        connectSrc: ['\'self\'', 'data:', ...(app.ctx.config.OIDC_CLIENT_ID ? [new URL(app.ctx.config.OIDC_ISSUER).origin] : [])],
        workerSrc: ['\'self\'', 'blob:'],
        objectSrc: ['\'none\''],
        frameAncestors: ['\'none\''],
        baseUri: ['\'self\''],
        formAction: ['\'self\''],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, only over HTTPS: over plain HTTP it means nothing and misleads.
    strictTransportSecurity: false,
  });
  // On the raw response, before anything else: every answer carries them, errors and 404s too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTPS as the client sees it: the connection, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry personal data: never kept by a browser or a shared cache. A route that
    // sets its own policy (a versioned, private thumbnail) keeps it.
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
