import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { countingSmtp } from '../helpers/counting-smtp.ts';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { deliveryCounts, httpCall, loginOver } from '../helpers/http-call.ts';
import { quotationBody } from '../helpers/quotation-factory.ts';
import { bulkSuppliers, type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.ts';
import { supplierBody } from '../helpers/supplier-factory.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';

const SUPPLIERS = 1000;
const journal = JSON.parse(
  fs.readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

/*
 * Two server processes on one PostgreSQL database, started together on an empty database, as
 * behind any HTTP load balancer: migrations run once, a session from one is valid on the other,
 * an edit on one is read on the other, and a 1,000-supplier quotation is delivered by both
 * workers with every message sent exactly once.
 */
describe.skipIf(!process.env.DATABASE_URL)('two servers on one PostgreSQL', () => {
  let database: ScratchDatabase;
  const servers: ServerProcess[] = [];
  // Each server's worker talks to its own listener, so the split is visible; a little delay per
  // message keeps the delivery long enough for both workers to join in.
  const sink = countingSmtp({ delayMs: 5 });

  beforeAll(async () => {
    database = await scratchDatabase('postgres');
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sink.close();
    await database?.drop();
  });

  it('share migrations, sessions, data and the outbox', async () => {
    const [smtpA, smtpB] = [await sink.listen('A'), await sink.listen('B')];
    // Started at the same moment on an empty database: both race for the migrations.
    const [a, b] = await Promise.all([
      startServerProcess({ ...database.env, SMTP_URL: smtpA }),
      startServerProcess({ ...database.env, SMTP_URL: smtpB }),
    ]);
    servers.push(a!, b!);
    const A = a!;
    const B = b!;

    const direct = await openDatabase({ databaseUrl: database.url });
    let author: Awaited<ReturnType<typeof createUser>>;
    let ids: number[];
    try {
      const applied = await queryRows<{ hash: string; n: number }>(
        direct.db,
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied).toHaveLength(journal.entries.length);
      expect(applied.every((m) => m.n === 1)).toBe(true);
      ids = await bulkSuppliers(direct.db, SUPPLIERS, 'two');
      author = await createUser(direct.db, { role: 'gerente' });
    } finally {
      await direct.close();
    }

    // A session opened on A is valid on B (the token secret lives in the shared database).
    const token = await loginOver(A.url, author.email, TEST_PASSWORD);
    const onB = await httpCall(B.url, 'GET', '/api/auth/verify', { token });
    expect(onB.status).toBe(200);
    expect(onB.body.user.email).toBe(author.email);

    // Created on B, edited on A, read on B.
    const created = await httpCall(B.url, 'POST', '/api/auth/proveedor/', { token, body: supplierBody() });
    expect(created.status).toBe(201);
    const edited = await httpCall(A.url, 'PUT', `/api/auth/proveedor/${created.body._id}`, {
      token,
      body: { ...created.body, ciudad: 'Encarnación', detalle: 'Editado en el servidor A.' },
    });
    expect(edited.status).toBe(200);
    const read = await httpCall(B.url, 'GET', `/api/auth/proveedor/${created.body._id}`, { token });
    expect(read.body).toMatchObject({ ciudad: 'Encarnación', detalle: 'Editado en el servidor A.' });

    // One quotation to 1,000 suppliers through A; both workers deliver.
    const sent = await httpCall(A.url, 'POST', '/api/cotizacion/', {
      token,
      body: quotationBody(ids, { descripcion: '<p>Cotización breve.</p>' }),
      timeoutMs: 60_000,
    });
    expect(sent.status).toBe(201);
    const quotationId = sent.body.data._id as number;
    await waitFor('every supplier to be reached', () => sink.recipients().size === SUPPLIERS, 120_000);
    await waitFor(
      'every delivery recorded as sent',
      async () => (await deliveryCounts(B.url, token, quotationId)).sent === SUPPLIERS,
    );

    const times = sink.timesById();
    expect(times.size).toBe(SUPPLIERS);
    expect([...times.values()].every((n) => n === 1)).toBe(true);
    expect(sink.deliveries).toHaveLength(SUPPLIERS);
    const byA = sink.deliveries.filter((d) => d.listener === 'A').length;
    const byB = sink.deliveries.filter((d) => d.listener === 'B').length;
    console.log(`[faults] two servers: ${SUPPLIERS} messages, each once; server A delivered ${byA}, server B ${byB}`);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
  }, 300_000);
});
