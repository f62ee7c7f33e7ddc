import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// A half of a UTF-16 surrogate pair without its other half: not a character at all.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text PostgreSQL accepts: without NUL, and with each lone surrogate as U+FFFD. */
function storableString(s: string): string {
  const withoutNul = s.includes('\u0000') ? s.replaceAll('\u0000', '') : s;
  return withoutNul.replace(LONE_SURROGATE, '\ufffd');
}

/**
 * PostgreSQL cannot store the NUL character in text, nor a lone surrogate (JSON.stringify writes
 * it as an escape that a jsonb column refuses): the insert failed and the caller got a 500.
 * Nobody types either on purpose. Every string of a request, keys included, is made storable
 * before validation, so that the rules (required, lengths) judge what would be stored. A text
 * column would have turned a lone surrogate into U+FFFD anyway, when encoded as UTF-8.
 */
function storableInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableString(value);
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = storableInput(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = storableString(key);
    const cleanValue = storableInput(record[key], depth + 1);
    if (cleanKey !== key) {
      delete record[key];
      // defineProperty: a key that becomes '__proto__' stays a plain field, never the prototype.
      Object.defineProperty(record, cleanKey, { value: cleanValue, enumerable: true, writable: true, configurable: true });
    } else record[key] = cleanValue;
  }
  return record;
}

export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    request.body = storableInput(request.body);
    request.query = storableInput(request.query);
    request.params = storableInput(request.params);
    done();
  });
});
