import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON answers below this size go as they are: compressing them saves less than it costs. */
export const COMPRESS_JSON_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Quality 5: a few times faster than the default 11 and nearly as small for JSON of this size.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Compresses the API's JSON answers of 1 kB or more with Brotli or gzip, whichever the browser
 * accepts (Brotli first). The supplier list's first load fetched about 10 kB of JSON uncompressed
 * (docs/benchmarks.md, "First screen"). The web app's files are compressed at build time and served
 * by the web plugin; streams and files (downloads) are never touched here.
 */
export const compressJsonPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: most answers are left as they are, without a promise of their own.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const size = Buffer.isBuffer(payload) ? payload.length : Buffer.byteLength(payload);
    if (size < COMPRESS_JSON_MIN_BYTES) return done(null, payload);
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (!encoding) return done(null, payload);
    (encoding === 'br' ? brotli(bytes, BROTLI_OPTIONS) : gzip(bytes)).then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (err: Error) => done(err),
    );
  });
});

function appendVary(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/\baccept-encoding\b/i.test(text)) return text;
  return text ? `${text}, accept-encoding` : 'accept-encoding';
}
