import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { selfSignedCertificate } from './helpers/self-signed-certificate.ts';

// docs/deployment.md#tls-and-http2: with a certificate the server speaks HTTPS itself, HTTP/2 to a
// client that offers it (every browser) and HTTP/1.1 to one that does not.

let dir: string;
let cert: string;
let key: string;
let abasto: TestAbasto;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-tls-'));
  ({ cert, key } = selfSignedCertificate(dir));
  const dist = path.join(dir, 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><body>Abasto ½ → Ł</body></html>');
  const script = `console.log(${JSON.stringify('abasto '.repeat(200))});\n`;
  fs.writeFileSync(path.join(dist, 'assets/app-1.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/app-1.js.br'), zlib.brotliCompressSync(script));
  abasto = await createTestAbasto({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key, WEB_DIST: dist });
  await abasto.app.listen({ port: 0, host: '127.0.0.1' });
  base = `https://127.0.0.1:${(abasto.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await abasto?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One HTTP/2 request; resolves with the status, headers and body. */
function h2Get(session: http2.ClientHttp2Session, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = session.request({ ':path': pathname, ...headers });
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (head = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    req.on('error', reject);
    req.end();
  });
}

describe('HTTPS with HTTP/2', () => {
  it('answers API calls, pages and compressed files over one HTTP/2 connection', async () => {
    const session = http2.connect(base, { rejectUnauthorized: false });
    try {
      const [health, refused, page, script] = await Promise.all([
        h2Get(session, '/api/health'),
        h2Get(session, '/api/auth/verify'),
        h2Get(session, '/proveedores'),
        h2Get(session, '/assets/app-1.js', { 'accept-encoding': 'br' }),
      ]);
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok', database: 'ok' });
      // The same error answers as over HTTP/1.1: no session, 401 with its message.
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body.toString()).message).toBeTruthy();
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('Abasto ½ → Ł');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(script.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(script.body).toString()).toContain('abasto abasto');
    } finally {
      session.close();
    }
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const answer = await new Promise<{ version: string; status: number; body: string }>((resolve, reject) => {
      https
        .get(`${base}/api/health`, { rejectUnauthorized: false }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    expect(answer).toMatchObject({ version: '1.1', status: 200 });
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('links in e-mails default to the https address', () => {
    expect(loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key, PORT: '8443' }).appUrl).toBe('https://localhost:8443');
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });

  it('refuses to start with half a configuration or a file it cannot read', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: cert })).toThrow(/TLS_KEY_FILE: required with TLS_CERT_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: key })).toThrow(/TLS_CERT_FILE: required with TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_CERT_FILE: path.join(dir, 'missing.pem'), TLS_KEY_FILE: key })).toThrow(
      /TLS_CERT_FILE: cannot be read \(ENOENT\)/,
    );
  });
});
