import fp from 'fastify-plugin';
import { createMailTransport } from './mail-transport.ts';
import { backoffDelayMs, MailWorker } from './mail-worker.ts';
import { createSmsGateway } from './sms-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's delivery worker: running when MAIL_WORKER and SMTP_URL or an SMS gateway are set, else null. */
    mailWorker: MailWorker | null;
  }
}

/**
 * The mail module's delivery: starts the outbox worker of this process when the configuration
 * asks for it, and stops it (letting messages in flight finish) when the app closes. Without
 * SMTP_URL there is nowhere to deliver e-mails, and without an SMS gateway (SMS_GATEWAY_*) nowhere
 * to deliver text messages: they wait in the outbox (Correos page).
 */
export const mailDeliveryPlugin = fp(async (app) => {
  const { config, db } = app.ctx;
  const transport = config.MAIL_WORKER && config.SMTP_URL ? createMailTransport(config.SMTP_URL, config.SMTP_MAX_CONNECTIONS) : null;
  const sms = config.MAIL_WORKER && config.smsGateway ? createSmsGateway(config.smsGateway) : null;
  const worker =
    transport || sms
      ? new MailWorker({
          db,
          transport,
          sms,
          from: config.MAIL_FROM,
          // One connection of the pool per message in flight, held ones included.
          maxInFlight: config.SMTP_MAX_CONNECTIONS,
          leaseMs: config.MAIL_LEASE_SECONDS * 1000,
          retryDelayMs: backoffDelayMs(config.MAIL_RETRY_BASE_SECONDS * 1000, config.MAIL_RETRY_MAX_SECONDS * 1000),
          log: app.log,
        })
      : null;
  app.decorate('mailWorker', worker);
  worker?.start();
  app.addHook('onClose', async () => {
    await worker?.stop();
    transport?.close();
  });
}, { name: 'mail-delivery' });
