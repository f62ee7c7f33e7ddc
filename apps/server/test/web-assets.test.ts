import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';

// A built web app in miniature: an entry script with the Brotli and gzip copies the build writes.
const script = `console.log(${JSON.stringify('abasto '.repeat(400))});\n`;
let dist: string;
let abasto: TestAbasto;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ '/proveedores': ['/assets/list-page-1.js', '/assets/ui-2.js', '/assets/ui-2.css'] }));
  fs.writeFileSync(
    path.join(dist, 'route-files.json'),
    JSON.stringify({
      '/': ['/assets/dashboard-3.js', '/assets/all-4.css'],
      '/operar-proveedor/:id/:operacion': ['/assets/supplier-5.js', '/assets/all-4.css'],
      '/jornada/:slug?': ['/assets/journey-6.js'],
    }),
  );
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  abasto = await createTestAbasto({ WEB_DIST: dist });
});

afterAll(async () => {
  await abasto.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => abasto.app.inject({ method: 'GET', url, headers });

describe('built web app', () => {
  it('sends the Brotli copy of a script to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a deep link with index.html, never cached', async () => {
    const res = await get('/usuarios', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/index-abc123.js');
    expect(res.body).not.toContain('modulepreload');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('names the files of another screen of the build, by its path pattern, for early.ts to ask for with a session', async () => {
    const meta = (files: string) => `<meta name="abasto-page-files" content="${files}">`;
    const detail = await get('/operar-proveedor/12/consultar-proveedor?tab=2', { 'accept-encoding': 'br' });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(detail.rawPayload).toString();
    expect(html).toContain(`${meta('/assets/supplier-5.js /assets/all-4.css')}\n  </head>`);
    expect(html).not.toContain('modulepreload');
    expect((await get('/')).body).toContain(meta('/assets/dashboard-3.js /assets/all-4.css'));
    expect((await get('/jornada')).body).toContain(meta('/assets/journey-6.js'));
    expect((await get('/jornada/pos-operatorio')).body).toContain(meta('/assets/journey-6.js'));
    // Not a screen of the list: one segment more, another path.
    expect((await get('/operar-proveedor/12')).body).not.toContain('abasto-page-files');
    expect((await get('/operar-proveedor/12/consultar-proveedor/x')).body).not.toContain('abasto-page-files');
    expect((await get('/proveedores')).body).not.toContain('abasto-page-files');
  });

  it('adds the page\'s code (modulepreload) and styles (stylesheet) on a page the build lists, compressed alike', async () => {
    const br = await get('/proveedores?q=cemento', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    const links = [
      ...['/assets/list-page-1.js', '/assets/ui-2.js'].map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
      '<link rel="stylesheet" crossorigin href="/assets/ui-2.css">',
    ];
    expect(html.replace(/\s+/g, '')).toContain(`${links.join('')}</head>`.replace(/\s+/g, ''));
    const plain = await get('/proveedores', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
