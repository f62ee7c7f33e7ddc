import { MSG } from '@abasto/domain/messages';
import { IMPORT_EXAMPLE, IMPORT_FIELDS } from '@abasto/domain/supplier-import';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { IMPORT_LOCK_KEY } from '../../src/modules/suppliers/import-suppliers.ts';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { httpCall, loginOver } from '../helpers/http-call.ts';
import { type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

/*
 * One supplier import at a time across servers (docs/product.md#supplier-import-and-export): two
 * server processes on one PostgreSQL database share no memory, so only the database's advisory
 * lock keeps a second import from applying while one runs. The embedded database belongs to one
 * process, so there is nothing to test there.
 */
const reason = process.env.DATABASE_URL ? '' : ' — skipped: needs a PostgreSQL server (DATABASE_URL; scripts/with-postgres.sh)';

describe.skipIf(!process.env.DATABASE_URL)(`two servers importing suppliers at once${reason}`, () => {
  let database: ScratchDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await scratchDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  const csv = (prefix: string, count: number) =>
    stringify([
      [...IMPORT_FIELDS],
      ...Array.from({ length: count }, (_, i) =>
        IMPORT_FIELDS.map((f) => (f === 'registro' ? `${prefix}${String(i).padStart(3, '0')}-1` : IMPORT_EXAMPLE[f])),
      ),
    ]);
  const body = (file: string, filename: string) => ({
    file: { file: Buffer.from(file).toString('base64'), filename },
    aplicar: true,
    duplicados: 'omitir',
  });

  it('refuses an import while another server holds the lock, and never applies one file twice', async () => {
    const [A, B] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
    servers.push(A, B);
    const direct = await openDatabase({ databaseUrl: database.url });
    try {
      const gerente = await createUser(direct.db, { role: 'gerente' });
      const [tokenA, tokenB] = [await loginOver(A.url, gerente.email, TEST_PASSWORD), await loginOver(B.url, gerente.email, TEST_PASSWORD)];
      const count = async (prefix: string) =>
        (await queryRows<{ n: number }>(direct.db, sql`select count(*)::int as n from suppliers where registro like ${`${prefix}%`}`))[0]!.n;

      // An import running elsewhere holds the lock in its transaction: this server refuses.
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holding = direct.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isHeld;
      const refused = await httpCall(A.url, 'POST', '/api/auth/proveedores/importacion', { token: tokenA, body: body(csv('80091', 50), 'a.csv') });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(MSG.importRunning);
      expect(await count('80091')).toBe(0);
      release();
      await holding;
      // Once it is over, the same file applies.
      const applied = await httpCall(A.url, 'POST', '/api/auth/proveedores/importacion', { token: tokenA, body: body(csv('80091', 50), 'a.csv') });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ creados: 50 });

      // The same new file on both servers at once: one applies it; the other is refused or, coming
      // after, finds every row there already. Never both created, never a half.
      const file = csv('80092', 300);
      const [onA, onB] = await Promise.all([
        httpCall(A.url, 'POST', '/api/auth/proveedores/importacion', { token: tokenA, body: body(file, 'b.csv'), timeoutMs: 60_000 }),
        httpCall(B.url, 'POST', '/api/auth/proveedores/importacion', { token: tokenB, body: body(file, 'b.csv'), timeoutMs: 60_000 }),
      ]);
      const created = [onA, onB].map((r) => (r.status === 200 ? (r.body as { creados: number }).creados : 0));
      for (const r of [onA, onB]) {
        expect([200, 409]).toContain(r.status);
        if (r.status === 409) expect(r.body.error).toBe(MSG.importRunning);
      }
      expect(created.reduce((a, b) => a + b, 0)).toBe(300);
      expect(await count('80092')).toBe(300);
    } finally {
      await direct.close();
    }
  }, 180_000);
});
