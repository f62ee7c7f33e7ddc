import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingSmtp } from '../helpers/counting-smtp.ts';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { deliveryCounts, httpCall, loginOver } from '../helpers/http-call.ts';
import { quotationBody } from '../helpers/quotation-factory.ts';
import { bulkSuppliers, type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.ts';
import { freePort, type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';

const SUPPLIERS = 40;
/** How long the listener stays down after every message has failed once (the full minute: npm run bench). */
const DOWNTIME_MS = 10_000;

/*
 * The SMTP server is down when a quotation is sent: every message fails and waits, none is
 * given up; once the listener is up the retries deliver all of them, each once. The outbox's
 * SQL is the same on both databases and this test is about the SMTP side, so it runs in the
 * embedded pass only (the PostgreSQL pass of CI has the crash and several-servers tests).
 */
describe.skipIf(process.env.DATABASE_URL)('SMTP down, then up (embedded database on disk)', () => {
  let database: ScratchDatabase;
  let server: ServerProcess | null = null;
  const sink = countingSmtp();

  beforeAll(async () => {
    database = await scratchDatabase('embedded');
  });

  afterAll(async () => {
    await server?.stop();
    await sink.close();
    await database?.drop();
  });

  it('delivers everything queued during the outage once the listener is back, and fails none', async () => {
    const abasto = await database.open();
    const ids = await bulkSuppliers(abasto.database.db, SUPPLIERS, 'down');
    const author = await createUser(abasto.database.db, { role: 'gerente' });
    await abasto.close();

    // Nothing listens on this port until the outage ends. It comes from a range of its own: the server
    // processes of the tests running beside this one take theirs from 4800-4899 (freePort's default),
    // and one of them could take a port of that range while it lies unused here.
    const smtpPort = await freePort(4900, 4999);
    server = await startServerProcess({
      ...database.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_RETRY_MAX_SECONDS: '4',
    });
    const s = server;
    const token = await loginOver(s.url, author.email, TEST_PASSWORD);
    const created = await httpCall(s.url, 'POST', '/api/cotizacion/', { token, body: quotationBody(ids) });
    expect(created.status).toBe(201);
    const quotationId = created.body.data._id as number;

    await waitFor(
      'every message to have failed once',
      async () => (await deliveryCounts(s.url, token, quotationId)).withError === SUPPLIERS,
    );
    await new Promise((r) => setTimeout(r, DOWNTIME_MS));
    const during = await deliveryCounts(s.url, token, quotationId);
    expect(during).toMatchObject({ pending: SUPPLIERS, sent: 0, failed: 0 });

    await sink.listen('smtp', smtpPort);
    await waitFor(
      'every delivery recorded as sent',
      async () => (await deliveryCounts(s.url, token, quotationId)).sent === SUPPLIERS,
    );
    expect(await deliveryCounts(s.url, token, quotationId)).toMatchObject({ sent: SUPPLIERS, failed: 0 });
    expect(sink.recipients().size).toBe(SUPPLIERS);
    expect(sink.deliveries.length).toBe(SUPPLIERS);
    expect(s.alive()).toBe(true);
  }, 180_000);
});
