import { etagOf } from '@abasto/domain/record-version';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { VersionTexts } from '../lib/record-version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is a versioned record (`version`, or `data.version`): also sent as the ETag header. */
    etag?: true;
    /** A save of a versioned record: takes `version` or If-Match, may answer 409 (docs/product.md#concurrent-edits). */
    ifMatch?: VersionTexts;
  }
}

/** The version of an answer: the record's own, or that of the record under `data` (alone, or a list of one). */
function versionOf(payload: unknown): number | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const p = payload as { version?: unknown; data?: unknown };
  if (typeof p.version === 'number') return p.version;
  const data = Array.isArray(p.data) && p.data.length === 1 ? (p.data[0] as unknown) : p.data;
  if (data && typeof data === 'object' && typeof (data as { version?: unknown }).version === 'number') {
    return (data as { version: number }).version;
  }
  return undefined;
}

/** Sends the version of a versioned record's answer as its ETag (docs/product.md#concurrent-edits). */
export const recordVersionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (request.routeOptions.config.etag && reply.statusCode < 300) {
      const version = versionOf(payload);
      if (version !== undefined) reply.header('etag', etagOf(version));
    }
    done(null, payload);
  });
});
