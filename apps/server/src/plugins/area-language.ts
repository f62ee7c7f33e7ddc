import { AsyncLocalStorage } from 'node:async_hooks';
import { MSG } from '@abasto/domain/messages';
import type { Permission } from '@abasto/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** The area a call belongs to, which sets the language of its answers (docs/product.md#languages). */
export type Area = 'procurement' | 'care';

const current = new AsyncLocalStorage<Area>();

const SPANISH = z.locales.es();
const PORTUGUESE = z.locales.pt();

// zod's own messages (a number where a text was expected…) in the language of the call's area;
// the domain's schemas carry their own texts, already in their area's language.
z.config({
  localeError: (issue) => (current.getStore() === 'care' ? PORTUGUESE : SPANISH).localeError(issue),
});

/** The care area's calls are those its permissions guard ('care', 'care.*'); everything else is procurement. */
export function areaOfAccess(access: unknown): Area {
  const perms = (typeof access === 'string' ? [access] : Array.isArray(access) ? access : []) as (Permission | string)[];
  return perms.length > 0 && perms.every((p) => p === 'care' || p.startsWith('care.')) ? 'care' : 'procurement';
}

export const areaOf = (request: FastifyRequest): Area => areaOfAccess(request.routeOptions.config?.access);

/** The generic answers of the API, in Portuguese for a care call. */
const IN_PORTUGUESE: Record<string, string> = {
  [MSG.forbidden]: MSG.careForbidden,
  [MSG.unexpected]: MSG.careUnexpected,
  [MSG.invalidRequest]: MSG.careInvalidRequest,
  [MSG.invalidJson]: MSG.careInvalidJson,
  [MSG.bodyTooLarge]: MSG.careBodyTooLarge,
  [MSG.notFound]: MSG.careNotFound,
  [MSG.serviceUnavailable]: MSG.careServiceUnavailable,
  [MSG.unsupportedMediaType]: MSG.careUnsupportedMediaType,
  [MSG.tooManyRequests]: MSG.careTooManyRequests,
};

/** A generic message as the call's area says it. */
export function inAreaLanguage(request: FastifyRequest, message: string): string {
  return areaOf(request) === 'care' ? (IN_PORTUGUESE[message] ?? message) : message;
}

/**
 * Runs each request inside its area, so that validation messages computed anywhere during it
 * speak the area's language. Registered first, so every later hook and the handler are inside.
 */
export const areaLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(areaOf(request), done);
  });
  // Again once the body has been read (its stream's events do not keep the context), right before validation.
  app.addHook('preValidation', (request, _reply, done) => {
    current.run(areaOf(request), done);
  });
});
