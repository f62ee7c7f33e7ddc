import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './auth.ts';

/** The body of every refusal (plugins/errors.ts). */
const ERROR_BODY = {
  type: 'object',
  required: ['error', 'message', 'statusCode', 'code'],
  properties: {
    error: { type: 'string', description: 'The message to show, in the screen\'s language.' },
    message: { type: 'string', description: 'The same message.' },
    statusCode: { type: 'integer' },
    code: { type: 'string', description: 'VALIDATION, NOT_FOUND, CONFLICT…' },
    details: { description: 'For a validation failure: every issue, as { path, message }.' },
  },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: the input is refused, with the first issue\'s message',
  401: 'Unauthorized: no valid session',
  403: 'Forbidden: the caller\'s role may not do this',
  404: 'Not found',
  409: 'Conflict with the stored state (duplicate, already done)',
  410: 'Gone: the link was used or has expired',
  413: 'Too large',
  429: 'Too many requests: try again later',
};

/**
 * Refusals that depend on what a use case finds, not on the route's shape: written here, so that
 * the description lists them. The others follow from the route (see `errorAnswers`).
 */
const USE_CASE_ANSWERS: Record<string, readonly number[]> = {
  'POST /api/auth/pre-login-email': [429],
  'POST /api/auth/pre-login-email-sms': [429],
  'POST /api/auth/recover-pass': [429],
  'GET /api/auth/user-validation-key/:key': [410],
  'PUT /api/auth/complete-registration/:key': [410],
  'POST /api/auth/proveedor/': [409, 429],
  'POST /api/auth/proveedor': [409, 429],
  'PUT /api/auth/proveedor/:id': [409],
  'POST /api/auth/invite-user': [409],
  'POST /api/auth/user/': [409],
  'POST /api/auth/user/:id/activation-link': [409],
  'POST /api/mail/messages/:id/retry': [409],
  'POST /api/cotizacion/': [413],
  'POST /api/cotizacion': [413],
  'POST /api/cotizacion/:id/reenviar/:recipientId': [409],
  'POST /api/itemDescripcion': [409],
  'PUT /api/itemDescripcion/:id': [409],
  'POST /api/mensajes': [429],
  'POST /api/auth/proveedores/importacion': [409],
};

/** The refusals a route can answer: from its access, its input schemas and USE_CASE_ANSWERS. */
function errorAnswers(method: string, url: string, access: Access | undefined, schema: Record<string, unknown>): number[] {
  const codes = new Set<number>(USE_CASE_ANSWERS[`${method} ${url}`] ?? []);
  if (schema.body || schema.querystring || schema.params) codes.add(400);
  if (access !== 'public') codes.add(401);
  if (access !== 'public' && access !== 'authenticated') codes.add(403);
  if (url.includes('/:')) codes.add(404);
  return [...codes].sort();
}

const STALE_DESCRIPTION =
  'Conflict: the record changed since the version the save names (body `version` or If-Match), or a duplicate; nothing was changed';

/**
 * Versioned records (docs/product.md#concurrent-edits): a read answers its version as the ETag
 * header; a save takes the If-Match header and may answer 409. Returns the refusals it adds.
 */
function versionedDocs(route: RouteOptions, schema: Record<string, unknown>, response: Record<string, unknown>): number[] {
  const config = route.config as { etag?: true; ifMatch?: unknown } | undefined;
  const ok = response[200] ?? response[201];
  if (config?.etag && ok && typeof ok === 'object') {
    const key = response[200] ? 200 : 201;
    response[key] = {
      ...ok,
      headers: { ETag: { type: 'string', description: 'The record\'s version, as "<version>" (the body\'s `version`).' } },
    };
  }
  if (!config?.ifMatch) return [];
  schema.headers = {
    type: 'object',
    properties: {
      'if-match': {
        type: 'string',
        description: 'The version the record had when it was read ("<version>", as its ETag), when the body has no `version`. A stale one answers 409.',
      },
    },
  };
  return [409];
}

/** The OpenAPI description of the API, built from the routes' zod schemas, at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Abasto API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const out = jsonSchemaTransform(document);
      const route = (document as { route?: RouteOptions }).route;
      const schema = out.schema as Record<string, unknown> | undefined;
      if (!route || !schema || schema.hide || !document.url.startsWith('/api/')) return out;
      const access = route.config?.access;
      const method = [route.method].flat()[0] ?? 'GET';
      // Public calls need no token: without this they would inherit the bearer requirement.
      if (access === 'public') schema.security = [];
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      for (const code of versionedDocs(route, schema, response)) response[code] = { description: STALE_DESCRIPTION, ...ERROR_BODY };
      for (const code of errorAnswers(method, document.url, access, document.schema as Record<string, unknown>)) {
        response[code] ??= { description: ERROR_DESCRIPTIONS[code], ...ERROR_BODY };
      }
      schema.response = response;
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
