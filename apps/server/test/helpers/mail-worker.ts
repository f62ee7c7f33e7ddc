import type { Db } from '../../src/db/client.ts';
import { createMailTransport, type MailTransport } from '../../src/modules/mail/mail-transport.ts';
import { MailWorker, type MailWorkerOptions } from '../../src/modules/mail/mail-worker.ts';

const transports: MailTransport[] = [];

/** A worker driven by the test (no background loop unless start() is called), retrying at once. */
export function testMailWorker(db: Db, smtpUrl: string, opts: Partial<MailWorkerOptions> = {}): MailWorker {
  const transport = createMailTransport(smtpUrl);
  transports.push(transport);
  return new MailWorker({
    db,
    transport,
    from: 'Abasto <no-reply@abasto.test>',
    retryDelayMs: () => 0,
    pollMs: 20,
    ...opts,
  });
}

/** Closes the SMTP connections of every test worker. */
export function closeTestTransports(): void {
  for (const t of transports.splice(0)) t.close();
}
