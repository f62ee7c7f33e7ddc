import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';

interface Operation {
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } }>;
}

let abasto: TestAbasto;
let operations: { key: string; op: Operation; access: unknown }[];
beforeAll(async () => {
  abasto = await createTestAbasto();
  const res = await abasto.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  operations = [];
  for (const [openApiPath, methods] of Object.entries(paths)) {
    // OpenAPI writes /:id as /{id}; the routes table keeps Fastify's form.
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(methods)) {
      const route = abasto.app.apiRoutes.find((r) => r.url === url && r.method === method.toUpperCase());
      operations.push({ key: `${method.toUpperCase()} ${url}`, op, access: route?.access });
    }
  }
});
afterAll(() => abasto?.close());

describe('OpenAPI description (/api/docs/json)', () => {
  it('describes every /api route', () => {
    const described = new Set(operations.map((o) => o.key));
    const missing = abasto.app.apiRoutes
      .filter((r) => !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !described.has(key));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('gives every route a summary', () => {
    expect(operations.filter((o) => !o.op.summary?.trim()).map((o) => o.key)).toEqual([]);
  });

  it('marks public calls public and the others as needing the bearer token, as config.access says', () => {
    const wrong = operations
      .filter((o) => (o.access === 'public') !== (Array.isArray(o.op.security) && o.op.security.length === 0))
      .map((o) => `${o.key} (access ${JSON.stringify(o.access)})`);
    expect(wrong).toEqual([]);
  });

  it('lists the refusals each route gives, with the error body', () => {
    const lacking: string[] = [];
    for (const { key, op, access } of operations) {
      const expected = [
        ...(access === 'public' ? [] : ['401']),
        ...(access !== 'public' && access !== 'authenticated' ? ['403'] : []),
        ...(key.includes('/:') ? ['404'] : []),
      ];
      for (const code of expected) if (!op.responses[code]) lacking.push(`${key} ${code}`);
    }
    expect(lacking).toEqual([]);
    const supplierUpdate = operations.find((o) => o.key === 'PUT /api/auth/proveedor/:id')!.op;
    expect(Object.keys(supplierUpdate.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(supplierUpdate.responses['409']?.content?.['application/json']?.schema?.properties).toHaveProperty('error');
  });

  it('documents the fields of a supplier body', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/docs/json' });
    const body = res.json().paths['/api/auth/proveedor/{id}'].put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['pais', 'registro', 'razonSocial', 'emailEjecutivo', 'rubro']));
  });

  // docs/product.md#concurrent-edits
  it.each([
    ['/api/auth/proveedor/{id}', 'get', 'put'],
    ['/api/auth/user/{id}', 'get', 'put'],
    ['/api/event/{id}', 'get', 'put'],
    ['/api/recetas/{id}', 'get', 'put'],
    ['/api/contenido/{id}', 'get', 'put'],
    ['/api/auth/perfil-proveedor/evaluacion', 'get', 'put'],
  ])('documents the version of %s: ETag on read, version or If-Match and 409 on save', async (path, get, put) => {
    const doc = (await abasto.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const read = doc.paths[path][get];
    expect(read.responses['200'].headers.ETag.description).toMatch(/version/);
    const save = doc.paths[path][put];
    expect(save.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'if-match' })]));
    expect(save.requestBody.content['application/json'].schema.properties).toHaveProperty('version');
    expect(save.responses['409'].description).toMatch(/version/);
    expect(save.responses['409'].content['application/json'].schema.properties).toHaveProperty('error');
    expect(JSON.stringify(save.responses['200'].content['application/json'].schema)).toContain('"version"');
  });
});
