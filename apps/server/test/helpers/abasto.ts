import crypto from 'node:crypto';
import { type Abasto, createAbasto } from '../../src/bootstrap.ts';
import { testConfig } from '../../src/config.ts';
import { adminQuery } from './admin-query.ts';

export type TestAbasto = Abasto;

/**
 * A fresh Abasto for one test file: an in-memory embedded database, or, when DATABASE_URL is
 * set, a new database on that PostgreSQL server that is dropped on close.
 */
export async function createTestAbasto(env: Record<string, string> = {}): Promise<TestAbasto> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return createAbasto(testConfig(env), { pgliteDir: 'memory://' });
  }
  const name = `abasto_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const abasto = await createAbasto(testConfig({ ...env, DATABASE_URL: url.toString() }));
  return {
    ...abasto,
    async close() {
      await abasto.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
