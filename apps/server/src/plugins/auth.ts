import { can, type Permission } from '@abasto/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { UserRow } from '../modules/auth/session-user.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';

/**
 * Who may call a route. Every route under /api declares one:
 * - 'public': anyone, no token needed;
 * - 'authenticated': any logged-in, active user;
 * - a permission of the domain matrix, or a list of them (any one suffices).
 */
export type Access = 'public' | 'authenticated' | Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The server-side session of the request's token (set with `user`). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the declaration walk in the tests. */
    apiRoutes: { method: string; url: string; access: Access | undefined; query: boolean }[];
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The active user behind a request's token and its live session, or null. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<UserRow | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await app.ctx.tokens.verify(token);
  if (!claims) return null;
  const user = await findSessionUser(app.ctx, claims.sessionId, claims.userId);
  if (!user?.active || user.tokenVersion !== claims.tokenVersion) return null;
  request.sessionId = claims.sessionId;
  return user;
}

function allowed(access: Access, user: UserRow): boolean {
  if (access === 'authenticated') return true;
  if (access === 'public') return true;
  const role = user.role as Parameters<typeof can>[0];
  const wanted: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return wanted.some((p) => can(role, p));
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', []);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The OpenAPI viewer is public documentation.
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // `query` marks the search calls (a query-string schema), which the fuzz tests must cover.
      app.apiRoutes.push({ method, url: route.url, access, query: route.schema?.querystring !== undefined });
    }
    if (access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  // A call that may write empties the session cache before its answer leaves, so whatever it
  // changed (a logout, a deactivation, a role) holds for the next request (modules/auth/session-cache.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method)) app.ctx.sessions.clear();
    done(null, payload);
  });

  // onRequest runs before the body is read: anonymous callers get 401 before any validation.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const user = await authenticate(app, request);
    if (!user) throw AppError.unauthorized();
    request.user = user;
    if (!allowed(access, user)) throw AppError.forbidden();
  });
});

/** The logged-in user of a non-public route (the hook above guarantees it). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

/** The session of a non-public route's token (set with the user by the hook above). */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw AppError.unauthorized();
  return request.sessionId;
}

/**
 * For a 'public' route that also serves logged-in callers (POST /api/auth/proveedor/): the user
 * behind the token, null without one. A token that no longer holds is refused rather than
 * treated as anonymous, so an expired staff session never falls through to the public rules.
 */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow | null> {
  if (!bearerToken(request)) return null;
  const user = await authenticate(app, request);
  if (!user) throw AppError.unauthorized();
  request.user = user;
  return user;
}
