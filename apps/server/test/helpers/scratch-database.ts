import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Abasto, createAbasto } from '../../src/bootstrap.ts';
import { testConfig } from '../../src/config.ts';
import { adminQuery } from './admin-query.ts';
import type { Db } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/suppliers.ts';

/**
 * A database for server processes: the embedded one in a folder on disk (DATA_DIR), or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server. The test prepares it in its
 * own process (open, fill, close) before a server opens it.
 */
export interface ScratchDatabase {
  kind: 'embedded' | 'postgres';
  /** What a server process needs to open it. */
  env: Record<string, string>;
  /** The connection string (PostgreSQL only). */
  url?: string;
  /** Opens it in this process (migrations applied); no server may hold the embedded one meanwhile. */
  open(): Promise<Abasto>;
  drop(): Promise<void>;
}

export async function scratchDatabase(kind: 'embedded' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'embedded'): Promise<ScratchDatabase> {
  if (kind === 'embedded') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-faults-'));
    return {
      kind,
      env: { DATA_DIR: dir },
      open: () => createAbasto(testConfig({ DATA_DIR: dir })),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `abasto_faults_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    open: () => createAbasto(testConfig({ DATABASE_URL: url.toString() })),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** `count` suppliers in a few multi-row inserts, each with its own executive address; their ids. */
export async function bulkSuppliers(db: Db, count: number, tag = 'f'): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    pais: 'Paraguay',
    registro: `${60_000_000 + i}-${i % 10}`,
    tipoProveedor: 'S.A.',
    razonSocial: `Proveedor ${tag}${i} S.A.`,
    nombreFantasia: `Proveedor ${tag}${i}`,
    actividad: 'Bienes',
    segmento: 'OTROS',
    rubro: ['Otros'],
    emailEjecutivo: [`ventas${i}-${tag}@proveedor.test`],
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insert(suppliers).values(rows.slice(i, i + 500)).returning({ id: suppliers.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
