import { API_ACCESS, CALLERS, type Caller } from './api-access.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
const headers: Partial<Record<Caller, Record<string, string>>> = { anonymous: {} };

beforeAll(async () => {
  abasto = await createTestAbasto();
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    headers[caller] = (await userWithToken(abasto.app, caller)).auth;
  }
});
afterAll(() => abasto?.close());

const routes = () => abasto.app.apiRoutes.filter((r) => !r.url.startsWith('/api/docs'));
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('authorisation matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = routes().map(keyOf);
    expect(registered.filter((k) => !(k in API_ACCESS))).toEqual([]);
    expect(Object.keys(API_ACCESS).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('answers every caller of every route as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of routes()) {
      const allowed = API_ACCESS[keyOf(route)] ?? [];
      // Ids that exist nowhere: the call gets past the guard or not, and changes nothing.
      const url = route.url.replace(/:[A-Za-z]+/g, '987654').replace(/\*$/, 'x');
      for (const caller of CALLERS) {
        const res = await abasto.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[caller],
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const code = String(res.headers['content-type'] ?? '').includes('json') ? res.json()?.code : undefined;
        const refusedByGuard = res.statusCode === 401 || (res.statusCode === 403 && code === 'FORBIDDEN');
        const expected = allowed.includes(caller) ? 'allowed' : caller === 'anonymous' ? 401 : 403;
        const got = refusedByGuard ? res.statusCode : 'allowed';
        // 501 is a deliberate answer (a call whose provider is not configured), not a failure.
        if (res.statusCode >= 500 && res.statusCode !== 501) mismatches.push(`${caller} ${keyOf(route)}: ${res.statusCode} ${res.body}`);
        else if (got !== expected) mismatches.push(`${caller} ${keyOf(route)}: expected ${expected}, got ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
