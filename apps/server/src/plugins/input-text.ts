import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * PostgreSQL cannot store the NUL character in text (the insert fails, and the caller got a 500),
 * and nobody types it on purpose. It is removed from every string of a request, keys included,
 * before validation, so that the rules (required, lengths) judge what would be stored.
 */
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = withoutNul(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = key.replaceAll('\u0000', '');
    const cleanValue = withoutNul(record[key], depth + 1);
    if (cleanKey !== key) {
      delete record[key];
      // defineProperty: a key that becomes '__proto__' stays a plain field, never the prototype.
      Object.defineProperty(record, cleanKey, { value: cleanValue, enumerable: true, writable: true, configurable: true });
    } else record[key] = cleanValue;
  }
  return record;
}

export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    request.body = withoutNul(request.body);
    request.query = withoutNul(request.query);
    request.params = withoutNul(request.params);
  });
});
