import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_JSON_MIN_BYTES } from '../src/plugins/compress-json.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/** JSON answers of 1 kB or more travel compressed when the browser accepts it (docs/benchmarks.md, "First screen"). */

let abasto: TestAbasto;
let auth: Record<string, string>;
beforeAll(async () => {
  abasto = await createTestAbasto();
  auth = (await userWithToken(abasto.app, 'gerente')).auth;
  for (let i = 0; i < 12; i++) await createSupplierRow(abasto.app.ctx.db, { razonSocial: `Cementos Ñandutí ${i} S.A.` });
});
afterAll(() => abasto?.close());

const list = (encoding?: string) =>
  abasto.app.inject({
    method: 'GET',
    url: '/api/auth/proveedores/',
    headers: { ...auth, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('JSON answers compressed', () => {
  it('sends the list in Brotli when accepted, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_JSON_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);

    const br = await list('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const res = await list('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')) as { data: { razonSocial: string }[] };
    expect(body.data.some((d) => d.razonSocial.startsWith('Cementos Ñandutí'))).toBe(true);
  });

  it('leaves small answers and refusals as they are', async () => {
    const small = await abasto.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_JSON_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
    const refused = await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedores/', headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
