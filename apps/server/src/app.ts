import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './context.ts';
import { auditedDb, runWithAuditContext } from './lib/audit-context.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { careEventRoutes } from './modules/care-events/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { mailDeliveryPlugin } from './modules/mail/mail-delivery.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { qualificationRoutes } from './modules/qualification/routes.ts';
import { quotationRoutes } from './modules/quotations/routes.ts';
import { sourcingRoutes } from './modules/sourcing/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { careConsentRoutes } from './modules/care-consents/routes.ts';
import { careOrderRoutes } from './modules/care-orders/routes.ts';
import { contentRoutes } from './modules/contents/routes.ts';
import { itemDescriptionRoutes } from './modules/item-descriptions/routes.ts';
import { mapRoutes } from './modules/maps/routes.ts';
import { patientRecordRoutes } from './modules/patient-records/routes.ts';
import { prescriptionRoutes } from './modules/prescriptions/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { admissionRoutes } from './modules/suppliers/admission-routes.ts';
import { admissionPlugin } from './plugins/admission.ts';
import { areaLanguagePlugin } from './plugins/area-language.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressJsonPlugin } from './plugins/compress-json.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputTextPlugin } from './plugins/input-text.ts';
import { recordVersionPlugin } from './plugins/record-version.ts';
import { securityPlugin } from './plugins/security.ts';
import { uploadGatePlugin } from './plugins/upload-gate.ts';
import { webPlugin } from './plugins/web.ts';

export type App = FastifyInstance;

export interface BuildOptions {
  config: Config;
  database: Database;
  tokenSecret: Uint8Array;
}

/** Builds the HTTP application; main.ts and the tests both use it. */
export async function buildApp({ config, database, tokenSecret }: BuildOptions): Promise<App> {
  const options = {
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // The history names the request a change came from (docs/product.md#history).
    genReqId: () => randomUUID(),
  };
  // With a certificate the server speaks HTTPS itself: HTTP/2 to browsers (every file of a page on
  // one connection), HTTP/1.1 to other clients (docs/deployment.md#tls-and-http2). The routes see the
  // same request and reply either way; the instance is typed as the HTTP/1.1 one they are written for.
  const app = (
    config.tls
      ? (Fastify({ ...options, http2: true, https: { allowHTTP1: true, ...config.tls } }) as unknown as FastifyInstance)
      : Fastify(options)
  ).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: auditedDb(database.db),
    tokens: new TokenService(tokenSecret, config.TOKEN_TTL_SECONDS),
    sessions: new SessionCache(config.SESSION_CACHE_MS),
  };
  app.decorate('ctx', ctx);
  // Every handler runs with its request's audit context: the transactions it opens through
  // ctx.db record the signed-in user and the request in the history (docs/product.md#history).
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function auditedHandler(request, reply) {
      return runWithAuditContext(
        () => ({ actorId: request.user?.id ?? null, requestId: request.id }),
        () => handler.call(this, request, reply),
      );
    };
  });

  await app.register(errorsPlugin);
  // Generic messages speak the language of the call's area (plugins/area-language.ts).
  await app.register(areaLanguagePlugin);
  await app.register(securityPlugin);
  await app.register(inputTextPlugin);
  await app.register(compressJsonPlugin);
  if (database.kind === 'pglite' && config.EMBEDDED_CONCURRENT_REQUESTS > 0) {
    await app.register(admissionPlugin, { limit: config.EMBEDDED_CONCURRENT_REQUESTS });
  }
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(uploadGatePlugin);
  await app.register(recordVersionPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(careEventRoutes);
  await app.register(mailRoutes);
  await app.register(mailDeliveryPlugin);
  await app.register(userRoutes);
  await app.register(chatRoutes);
  await app.register(prescriptionRoutes);
  await app.register(contentRoutes);
  await app.register(itemDescriptionRoutes);
  await app.register(careOrderRoutes);
  await app.register(careConsentRoutes);
  await app.register(patientRecordRoutes);
  await app.register(mapRoutes);
  await app.register(supplierRoutes);
  await app.register(admissionRoutes);
  await app.register(qualificationRoutes);
  await app.register(publicConfigRoutes);
  await app.register(quotationRoutes);
  await app.register(sourcingRoutes);
  await app.register(historyRoutes);

  await app.register(webPlugin, { dist: config.WEB_DIST });
  return app;
}
