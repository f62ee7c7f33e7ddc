import type { onRequestAbortHookHandler, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UploadGate } from '../lib/upload-gate.ts';

/** Each application's gate (one per app; the tests and the figures read it). */
const gates = new WeakMap<object, UploadGate>();
export const uploadGateOf = (ctx: object): UploadGate | undefined => gates.get(ctx);

const asList = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * Every route that accepts a body larger than the ordinary limit (BODY_LIMIT) — quotation drafts,
 * answers with attachments, documents, contents — shares one UploadGate: at most
 * UPLOADS_IN_FLIGHT such bodies are read at once, whichever calls they go to; the others wait
 * with their body still in the socket. The gate's hook runs after the route's own onRequest
 * hooks (the session check, an answer link's check), so a refused caller never waits nor sends
 * its body. Written once here: a new upload route is gated by declaring its bodyLimit.
 */
export const uploadGatePlugin = fp(async (app: FastifyInstance) => {
  const gate = new UploadGate(app.ctx.config.UPLOADS_IN_FLIGHT);
  gates.set(app.ctx, gate);
  app.addHook('onRoute', (route) => {
    if ((route.bodyLimit ?? 0) <= app.ctx.config.BODY_LIMIT) return;
    gate.routes.push(`${String(route.method)} ${route.url}`);
    route.onRequest = [...asList(route.onRequest as onRequestHookHandler | onRequestHookHandler[]), gate.admit];
    route.onResponse = [...asList(route.onResponse as onResponseHookHandler | onResponseHookHandler[]), gate.releaseHook];
    route.onRequestAbort = [
      ...asList(route.onRequestAbort as onRequestAbortHookHandler | onRequestAbortHookHandler[]),
      gate.releaseHook,
    ];
  });
});
