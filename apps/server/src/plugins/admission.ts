import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Place {
  state: 'waiting' | 'admitted' | 'done';
  enter?: (admitted: boolean) => void;
}

const PLACE = Symbol('admission place');
type Gated = FastifyRequest & { [PLACE]?: Place };

/** Thrown at a request that gave up while waiting: the connection is gone, nobody reads the answer. */
class ClientGone extends Error {
  statusCode = 499;
}

/**
 * Admission in arrival order, for the embedded database.
 *
 * PGlite runs one statement at a time on the server's own thread, and an API request makes two
 * or three of them (the session, the query, the page's records). With every open request in the
 * database at once, each statement queues behind all the others, so under a crowd some requests
 * are overtaken again and again. Measured at 100 connections on the supplier list (100,000
 * suppliers, docs/benchmarks.md): everyone in, 47 requests/s with the slowest 1 % waiting 20 times
 * the median; two at a time, in arrival order, 52 requests/s and 2 times the median.
 *
 * A request with a body is admitted once its body has arrived (preValidation), so a slow upload
 * never holds a place; one without is admitted before its session is checked (onRequest). The
 * place is given back when the answer is sent or the connection closes, whichever comes first.
 */
export const admissionPlugin = fp(async (app: FastifyInstance, opts: { limit: number }) => {
  let inside = 0;
  const line: Place[] = [];

  const leave = (place: Place | undefined) => {
    if (!place || place.state === 'done') return;
    const was = place.state;
    place.state = 'done';
    if (was === 'waiting') {
      line.splice(line.indexOf(place), 1);
      place.enter?.(false);
      return;
    }
    const next = line.shift();
    if (next) {
      next.state = 'admitted';
      next.enter?.(true);
    } else {
      inside -= 1;
    }
  };

  const admit = async (request: Gated, reply: FastifyReply) => {
    if (request[PLACE]) return;
    const place: Place = { state: 'waiting' };
    request[PLACE] = place;
    reply.raw.once('close', () => leave(place));
    if (inside < opts.limit) {
      inside += 1;
      place.state = 'admitted';
      return;
    }
    const admitted = await new Promise<boolean>((resolve) => {
      place.enter = resolve;
      line.push(place);
    });
    if (!admitted) throw new ClientGone('client gone');
  };

  const hasBody = (request: FastifyRequest) =>
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  const gated = (request: FastifyRequest) => request.url.startsWith('/api/') && !request.url.startsWith('/api/health');

  app.addHook('onRequest', async (request: Gated, reply) => {
    if (gated(request) && !hasBody(request)) await admit(request, reply);
  });
  app.addHook('preValidation', async (request: Gated, reply) => {
    if (gated(request) && hasBody(request)) await admit(request, reply);
  });
  app.addHook('onResponse', async (request: Gated) => leave(request[PLACE]));
  app.addHook('onRequestAbort', async (request: Gated) => leave(request[PLACE]));
});
