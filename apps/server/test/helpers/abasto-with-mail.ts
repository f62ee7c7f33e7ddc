import type { MailWorker } from '../../src/modules/mail/mail-worker.ts';
import { createTestAbasto, type TestAbasto } from './abasto.ts';
import { closeTestTransports, testMailWorker } from './mail-worker.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export interface AbastoWithMail {
  abasto: TestAbasto;
  /** The real SMTP listener the worker delivers to. */
  sink: SmtpSink;
  /** Driven by the test: `drain()` delivers what is in the outbox. */
  worker: MailWorker;
  close(): Promise<void>;
}

/**
 * Abasto with a real SMTP listener and a test mail worker delivering to it: the mail journeys'
 * fixture. `configureSmtp`: the app's own SMTP_URL names the listener too, as a deployment with a
 * mail server has it (secrets are then redacted on the Correos page).
 */
export async function createAbastoWithMail(
  env: Record<string, string> = {},
  { configureSmtp = false }: { configureSmtp?: boolean } = {},
): Promise<AbastoWithMail> {
  const sink = await startSmtpSink();
  const abasto = await createTestAbasto(configureSmtp ? { SMTP_URL: sink.url, ...env } : env);
  const worker = testMailWorker(abasto.app.ctx.db, sink.url);
  return {
    abasto,
    sink,
    worker,
    async close() {
      closeTestTransports();
      await sink.close();
      await abasto.close();
    },
  };
}
