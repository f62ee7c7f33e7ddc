import { MSG } from '@abasto/domain/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { httpCall, loginOver } from '../helpers/http-call.ts';
import { bulkSuppliers, type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

/*
 * PostgreSQL unreachable for a while (a proxy between the server and PostgreSQL is cut): every
 * call answers 503 with the catalogue message — no hang, no 500, no crash — and the same
 * process answers 200 again by itself once the database is back.
 */
/** A little over the server's default SESSION_CACHE_MS. */
const SESSION_CHECK_REUSED_MS = 1_100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('the database unreachable for a while (PostgreSQL)', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await scratchDatabase('postgres');
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message while it is cut and recovers by itself', async () => {
    const abasto = await database.open();
    await bulkSuppliers(abasto.database.db, 5, 'db');
    const author = await createUser(abasto.database.db, { role: 'gerente' });
    await abasto.close();

    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(database.url!);
    viaProxy.port = String(proxy.port);
    // A short limit, so the stalled phase below is quick: a request waits 1.5 s + 5 s at most.
    server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), MAIL_WORKER: 'false', DB_STATEMENT_TIMEOUT_MS: '1500' });
    const s = server;
    const token = await loginOver(s.url, author.email, TEST_PASSWORD);
    const list = () => httpCall(s.url, 'GET', '/api/auth/proveedores/?page=1', { token, timeoutMs: 30_000 });
    expect((await list()).status).toBe(200);

    await proxy.cut();
    // A session checked in the last SESSION_CACHE_MS (1 s) is not asked of the database again:
    // past that second every call needs it.
    await sleep(SESSION_CHECK_REUSED_MS);
    const calls = [
      () => httpCall(s.url, 'GET', '/api/health', { timeoutMs: 30_000 }),
      list,
      () => httpCall(s.url, 'GET', '/api/auth/verify', { token, timeoutMs: 30_000 }),
      () => httpCall(s.url, 'POST', '/api/auth/pre-login-email', { body: { email: author.email, password: TEST_PASSWORD }, timeoutMs: 30_000 }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
    }
    expect(s.alive()).toBe(true);

    await proxy.restore();
    await waitFor('the health check to answer 200 again', async () => (await httpCall(s.url, 'GET', '/api/health')).status === 200);
    expect((await list()).status).toBe(200);
    expect((await httpCall(s.url, 'GET', '/api/auth/verify', { token })).status).toBe(200);
    expect(s.alive()).toBe(true);

    // Stalled: connections stay open, nothing comes back. The process stops waiting after the
    // limit and answers 503 rather than holding the request; then recovers by itself.
    proxy.stall();
    await sleep(SESSION_CHECK_REUSED_MS);
    const stalled = await Promise.all([list(), httpCall(s.url, 'GET', '/api/auth/verify', { token, timeoutMs: 30_000 })]);
    for (const res of stalled) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
    }
    proxy.resume();
    await waitFor('the list to answer 200 after the stall', async () => (await list()).status === 200);
    expect(s.alive()).toBe(true);

    // A statement that runs past the limit (here: waiting on a table another session holds, as a
    // long migration would) is cancelled by PostgreSQL: 503, and once the table is free, 200.
    const holder = new pg.Client({ connectionString: database.url! });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table users in access exclusive mode');
      const waited = await list();
      expect(waited.status).toBe(503);
      expect(waited.body).toMatchObject({ code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect((await list()).status).toBe(200);
  }, 180_000);
});
