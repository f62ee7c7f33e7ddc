import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@abasto/domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app and answers every other GET outside /api with index.html, so that
 * the browser's router handles deep links. Unknown /api paths get a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist?: string }) => {
  const dist = opts.dist && fs.existsSync(path.join(opts.dist, 'index.html')) ? opts.dist : undefined;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      // One route per file of the build, read at start: lookups stay exact and cheap.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (dist && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: MSG.notFound, message: MSG.notFound, statusCode: 404, code: 'NOT_FOUND' });
  });
});
