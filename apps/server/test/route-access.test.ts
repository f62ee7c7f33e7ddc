import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto();
});
afterAll(() => abasto?.close());

describe('route declarations', () => {
  it('every /api route declares who may call it', () => {
    const routes = abasto.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(2);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every non-public route refuses an anonymous caller with 401', async () => {
    const privateRoutes = abasto.app.apiRoutes.filter((r) => r.access !== 'public');
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const r of privateRoutes) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      const res = await abasto.app.inject({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().error, `${r.method} ${r.url}`).toBe('Unauthorized');
    }
  });

  it('a route without a declaration cannot be registered', async () => {
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({
      config: abasto.app.ctx.config,
      database: abasto.database,
      tokenSecret: new Uint8Array(32),
    });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare/);
    await app.close();
  });

  it('unknown /api paths answer a JSON 404', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/auth/pre-login-email');
  });
});
