import { MSG } from '@abasto/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inAreaLanguage } from './area-language.ts';
import { AppError } from '../lib/app-error.ts';

export interface ErrorBody {
  error: string;
  message: string;
  statusCode: number;
  code: string;
  details?: unknown;
}

function body(statusCode: number, code: string, message: string, details?: unknown): ErrorBody {
  return details === undefined
    ? { error: message, message, statusCode, code }
    : { error: message, message, statusCode, code, details };
}

// Connection-level failures of PostgreSQL: the database is unreachable, not the request wrong.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '53300',
  // A statement cancelled by statement_timeout: the database is too slow to answer now.
  '57014',
]);

/** The error and its causes, a few levels down (drivers wrap the database's own error). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

// PostgreSQL's data exceptions (class 22: a number out of range, a text that is not a number or
// a date, a value too long): a value from the request that a schema should have refused first.
function isDataException(err: unknown): boolean {
  for (const { code } of causes(err)) {
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout/i.test(message)) return true;
  }
  return false;
}

/**
 * The one error handler. Every refusal carries `error` and `message` (the client shows them);
 * unexpected failures are logged in full and answered with a generic message.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Generic answers in the language of the call's area (care calls speak Portuguese).
    const say = (message: string) => inAreaLanguage(request, message);
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(body(err.statusCode, err.code, say(err.message), err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: (v.instancePath || '').replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? say(MSG.invalidRequest),
      }));
      return reply.status(400).send(body(400, 'VALIDATION', issues[0]?.message ?? say(MSG.invalidRequest), issues));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(body(400, 'INVALID_JSON', say(MSG.invalidJson)));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(body(413, 'BODY_TOO_LARGE', say(MSG.bodyTooLarge)));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(body(415, 'UNSUPPORTED_MEDIA_TYPE', say(MSG.unsupportedMediaType)));
    }
    if (err instanceof SyntaxError || err.statusCode === 400) {
      return reply.status(400).send(body(400, 'BAD_REQUEST', say(MSG.invalidRequest)));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(body(429, 'TOO_MANY_REQUESTS', say(MSG.tooManyRequests)));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(body(err.statusCode, 'REQUEST_ERROR', say(MSG.invalidRequest)));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send(body(503, 'UNAVAILABLE', say(MSG.serviceUnavailable)));
    }
    if (isDataException(err)) {
      // The request is refused; the warning says which schema let the value through.
      request.log.warn({ err }, 'value refused by the database');
      return reply.status(400).send(body(400, 'BAD_REQUEST', say(MSG.invalidRequest)));
    }
    request.log.error({ err }, 'unexpected failure');
    return reply.status(500).send(body(500, 'INTERNAL', say(MSG.unexpected)));
  });
});
