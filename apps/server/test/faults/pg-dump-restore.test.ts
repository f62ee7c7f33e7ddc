import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { httpCall, loginOver } from '../helpers/http-call.ts';
import { quotationBody } from '../helpers/quotation-factory.ts';
import { adminQuery } from '../helpers/admin-query.ts';
import { bulkSuppliers, type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

/** The PostgreSQL client tools: on PATH, or Debian's versioned folder (the newest). */
function pgTool(name: string): string | null {
  const dirs = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  for (const dir of [...dirs, ...(process.env.PATH ?? '').split(':')]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

const pgDump = pgTool('pg_dump');
const pgRestore = pgTool('pg_restore');

/* The backup path documented for a PostgreSQL server (docs/deployment.md), as a round trip. */
describe.skipIf(!process.env.DATABASE_URL || !pgDump || !pgRestore)('pg_dump and pg_restore (PostgreSQL)', () => {
  let original: ScratchDatabase;
  const copyName = `abasto_restored_${crypto.randomBytes(6).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const dumpFile = path.join(os.tmpdir(), `${copyName}.dump`);

  beforeAll(async () => {
    original = await scratchDatabase('postgres');
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await original?.drop();
    await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${copyName} with (force)`);
    fs.rmSync(dumpFile, { force: true });
  });

  it('restores a dump of a database in use into a new one that a server opens as it was', async () => {
    const abasto = await original.open();
    const ids = await bulkSuppliers(abasto.database.db, 25, 'dump');
    const author = await createUser(abasto.database.db, { role: 'gerente' });
    await abasto.close();

    const first = await startServerProcess({ ...original.env, MAIL_WORKER: 'false' });
    servers.push(first);
    const token = await loginOver(first.url, author.email, TEST_PASSWORD);
    const created = await httpCall(first.url, 'POST', '/api/cotizacion/', { token, body: quotationBody(ids.slice(0, 5)) });
    expect(created.status).toBe(201);
    const quotationId = created.body.data._id as number;
    const listBefore = await httpCall(first.url, 'GET', '/api/auth/proveedores/?page=1', { token });

    // While the server runs, as documented.
    execFileSync(pgDump!, ['--format=custom', `--file=${dumpFile}`, original.url!]);
    await adminQuery(process.env.DATABASE_URL!, `create database ${copyName}`);
    const copyUrl = new URL(original.url!);
    copyUrl.pathname = `/${copyName}`;
    execFileSync(pgRestore!, ['--no-owner', '--exit-on-error', `--dbname=${copyUrl.toString()}`, dumpFile]);

    const second = await startServerProcess({ DATABASE_URL: copyUrl.toString(), MAIL_WORKER: 'false' });
    servers.push(second);
    // The session token of the original is valid on the copy (the generated secret came along).
    expect((await httpCall(second.url, 'GET', '/api/auth/verify', { token })).status).toBe(200);
    const listAfter = await httpCall(second.url, 'GET', '/api/auth/proveedores/?page=1', { token });
    expect(listAfter.status).toBe(200);
    expect(listAfter.body).toEqual(listBefore.body);
    const quotation = await httpCall(second.url, 'GET', `/api/cotizacion/view/${quotationId}`, { token });
    expect(quotation.status).toBe(200);
    expect(quotation.body.data).toEqual(created.body.data);
  }, 180_000);
});
