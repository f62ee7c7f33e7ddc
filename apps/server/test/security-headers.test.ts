import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';

/**
 * X-Forwarded-For / X-Forwarded-Proto are believed only from the
 * proxies TRUST_PROXY names (loopback by default); every /api answer carries
 * Cache-Control: no-store; HSTS only on requests that came over HTTPS.
 */

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto();
});
afterAll(() => abasto?.close());

describe('Cache-Control on the API', () => {
  it('every /api route answers no-store, refused or not', async () => {
    const missing: string[] = [];
    for (const r of abasto.app.apiRoutes) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      const res = await abasto.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : {} });
      if (res.headers['cache-control'] !== 'no-store') missing.push(`${r.method} ${r.url}: ${res.headers['cache-control']}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers with data, unknown paths and errors carry it too', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    for (const url of ['/api/auth/verify', '/api/mail/messages', '/api/auth/usuarios/', '/api/nope']) {
      const res = await abasto.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const bad = await abasto.app.inject({ method: 'POST', url: '/api/auth/pre-login-email', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS and trusted proxies', () => {
  it('TRUST_PROXY trusts only loopback unless told otherwise', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.1.0.0/16']);
  });

  it('no HSTS over plain HTTP; HSTS when a trusted proxy says the client came over HTTPS', async () => {
    const plain = await abasto.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await abasto.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // A client on the local network is no proxy by default: its header is ignored.
    const lan = await abasto.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(lan.headers['strict-transport-security']).toBeUndefined();
  });

  it('a proxy named in TRUST_PROXY is believed', async () => {
    const behind = await createTestAbasto({ TRUST_PROXY: '10.0.0.5' });
    try {
      const res = await behind.app.inject({
        method: 'GET',
        url: '/',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const other = await behind.app.inject({
        method: 'GET',
        url: '/',
        remoteAddress: '10.0.0.6',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(other.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
    // A database of its own: more time than one call needs, on a busy machine.
  }, 120_000);
});
