import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_MAX_IN_FLIGHT } from '../../src/modules/mail/mail-worker.ts';
import { countingSmtp } from '../helpers/counting-smtp.ts';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { deliveryCounts, httpCall, loginOver } from '../helpers/http-call.ts';
import { quotationBody } from '../helpers/quotation-factory.ts';
import { bulkSuppliers, type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';

const SUPPLIERS = 500;
/** The server is killed when the listener has taken this many messages (mid-batch: the worker claims 20 at a time). */
const KILL_AFTER = 50;

/*
 * SIGKILL in the middle of a 500-supplier quotation, then a start on the same data: every
 * supplier gets its message, and the only duplicates are messages that were in the SMTP
 * server's hands but not yet recorded as sent — at most the messages in flight at once.
 * On the embedded database (a folder on disk) this is also a crash test of PGlite itself.
 */
describe(`a server killed mid-send (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database on disk'})`, () => {
  let database: ScratchDatabase;
  let server: ServerProcess | null = null;
  const sink = countingSmtp({ delayMs: 10 });

  beforeAll(async () => {
    database = await scratchDatabase();
  });

  afterAll(async () => {
    await server?.stop();
    await sink.close();
    await database?.drop();
  });

  it('delivers to every supplier after a restart, with duplicates only among the messages in flight', async () => {
    const abasto = await database.open();
    const ids = await bulkSuppliers(abasto.database.db, SUPPLIERS, 'crash');
    const author = await createUser(abasto.database.db, { role: 'gerente' });
    await abasto.close();

    const smtpUrl = await sink.listen('smtp');
    // A short lease, so that the restart retakes the killed process's claims within seconds.
    const env = { ...database.env, SMTP_URL: smtpUrl, MAIL_LEASE_SECONDS: '3', MAIL_RETRY_BASE_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '2' };
    server = await startServerProcess(env);
    const first = server;
    // At the KILL_AFTER-th message the listener stops answering, so the messages in the worker's
    // hands stay in flight until the kill, whatever the machine's speed.
    let release = () => {};
    sink.onDelivery = () => {
      if (sink.deliveries.length === KILL_AFTER) sink.hold = new Promise<void>((r) => (release = r));
    };

    const token = await loginOver(server.url, author.email, TEST_PASSWORD);
    const created = await httpCall(server.url, 'POST', '/api/cotizacion/', {
      token,
      body: quotationBody(ids, { descripcion: '<p>Cotización breve.</p>' }),
      timeoutMs: 60_000,
    });
    expect(created.status).toBe(201);
    const quotationId = created.body.data._id as number;

    await waitFor(`${KILL_AFTER} messages received`, () => sink.deliveries.length >= KILL_AFTER, 120_000);
    // Let the other connections of the pool reach the held answer too: until nothing new has
    // arrived for a second (at most 10 s).
    const start = Date.now();
    let seen = sink.deliveries.length;
    let since = Date.now();
    while (Date.now() - since < 1_000 && Date.now() - start < 10_000) {
      await new Promise((r) => setTimeout(r, 50));
      if (sink.deliveries.length !== seen) [seen, since] = [sink.deliveries.length, Date.now()];
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    sink.onDelivery = null;
    sink.hold = null;
    release();
    const receivedBeforeKill = sink.deliveries.length;
    expect(receivedBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(receivedBeforeKill).toBeLessThan(SUPPLIERS);

    server = await startServerProcess(env);
    const second = server;
    await waitFor('every supplier to be reached', () => sink.recipients().size === SUPPLIERS, 120_000);
    await waitFor(
      'every delivery recorded as sent',
      async () => (await deliveryCounts(second.url, token, quotationId)).sent === SUPPLIERS,
      60_000,
    );

    const counts = await deliveryCounts(second.url, token, quotationId);
    expect(counts).toMatchObject({ sent: SUPPLIERS, pending: 0, failed: 0 });
    const times = sink.timesById();
    expect(times.size).toBe(SUPPLIERS);
    const duplicates = sink.deliveries.length - times.size;
    console.log(
      `[faults] SIGKILL mid-send (${database.kind}): ${receivedBeforeKill} of ${SUPPLIERS} received before the kill, ` +
        `${receivedBeforeKill - KILL_AFTER + 1} unanswered at the kill, ${sink.deliveries.length} messages in all, ` +
        `${duplicates} duplicate(s); at most ${DEFAULT_MAIL_MAX_IN_FLIGHT} in flight at once`,
    );
    // Held messages give up their lanes, so up to the pool's connections are in flight at once.
    expect(duplicates).toBeLessThanOrEqual(DEFAULT_MAIL_MAX_IN_FLIGHT);
  }, 300_000);
});
