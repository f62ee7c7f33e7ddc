import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { admissionPlugin } from '../src/plugins/admission.ts';

/** A route that waits until the test lets it finish, recording who got in and how many at once. */
async function gatedApp(limit: number) {
  const app = Fastify({ forceCloseConnections: true });
  await app.register(admissionPlugin, { limit });
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  let inside = 0;
  let most = 0;
  app.get('/api/hold/:name', async (request) => {
    const { name } = request.params as { name: string };
    started.push(name);
    inside += 1;
    most = Math.max(most, inside);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    inside -= 1;
    return { name };
  });
  app.get('/api/fail', async () => {
    throw new Error('broken');
  });
  app.post('/api/echo', async (request) => request.body);
  return { app, started, finish, most: () => most };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('admission to the embedded database', () => {
  it('lets `limit` requests in at a time, the others in the order they arrived', async () => {
    const t = await gatedApp(2);
    open = t.app;
    const answers = ['a', 'b', 'c', 'd', 'e'].map((name) => t.app.inject({ method: 'GET', url: `/api/hold/${name}` }));
    await until(() => t.started.length === 2);
    expect(t.started).toEqual(['a', 'b']);
    for (const name of ['b', 'a', 'c', 'd', 'e']) {
      await until(() => t.finish.has(name));
      t.finish.get(name)!();
    }
    expect((await Promise.all(answers)).map((r) => r.json().name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(t.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(t.most()).toBe(2);
  });

  it('gives the place back after a failure, a 404 and a body call', async () => {
    const t = await gatedApp(1);
    open = t.app;
    expect((await t.app.inject({ method: 'GET', url: '/api/fail' })).statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    const echo = await t.app.inject({ method: 'POST', url: '/api/echo', payload: { ok: 1 } });
    expect(echo.json()).toEqual({ ok: 1 });
    const held = t.app.inject({ method: 'GET', url: '/api/hold/after' });
    await until(() => t.finish.has('after'));
    t.finish.get('after')!();
    expect((await held).statusCode).toBe(200);
  });

  it('drops a request whose client left while it waited, and the line goes on', async () => {
    const t = await gatedApp(1);
    open = t.app;
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = fetch(`${url}/api/hold/first`);
    await until(() => t.started.includes('first'));
    const leaving = new AbortController();
    const gone = fetch(`${url}/api/hold/gone`, { signal: leaving.signal }).catch((e: Error) => e.name);
    const last = fetch(`${url}/api/hold/last`);
    await new Promise((r) => setTimeout(r, 50));
    leaving.abort();
    expect(await gone).toBe('AbortError');
    await new Promise((r) => setTimeout(r, 50));
    t.finish.get('first')!();
    expect((await first).status).toBe(200);
    await until(() => t.started.includes('last'));
    t.finish.get('last')!();
    expect((await last).status).toBe(200);
    expect(t.started).toEqual(['first', 'last']);
  });

  it('does not hold /api/health or the web app', async () => {
    const t = await gatedApp(1);
    open = t.app;
    t.app.get('/api/health', async () => ({ ok: true }));
    t.app.get('/login', async () => 'page');
    const held = t.app.inject({ method: 'GET', url: '/api/hold/x' });
    await until(() => t.started.includes('x'));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    t.finish.get('x')!();
    await held;
  });
});
