import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';

/**
 * The second step required per role (docs/product.md#users): an admin names the roles; their
 * users get the code step at login whatever their own switch says, and nobody switches it off
 * for such a user.
 */

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '10000' });
});
afterAll(() => abasto?.close());

const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  abasto.app.inject({ method, url, headers, payload });
const login = (email: string) =>
  abasto.app.inject({ method: 'POST', url: '/api/auth/pre-login-email', payload: { email, password: TEST_PASSWORD } });

describe('GET|PUT /api/auth/segundo-paso', () => {
  it('with gerente required, a gerente without the flag gets the code step and cannot switch it off', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const gerente = await userWithToken(abasto.app, 'gerente');
    const other = await createUser(abasto.app.ctx.db, { role: 'gerente', twoFactor: false });
    const analista = await createUser(abasto.app.ctx.db, { role: 'analista', twoFactor: false });

    expect((await call('GET', '/api/auth/segundo-paso', admin.auth)).json()).toEqual({ roles: [] });
    expect((await login(other.email)).json().token).toBeTruthy();

    const saved = await call('PUT', '/api/auth/segundo-paso', admin.auth, { roles: ['gerente'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ roles: ['gerente'] });
    expect((await call('GET', '/api/auth/segundo-paso', gerente.auth)).json()).toEqual({ roles: ['gerente'] });

    const challenged = await login(other.email);
    expect(challenged.statusCode).toBe(200);
    expect(challenged.json()).toMatchObject({ twoFactor: true, channel: 'email' });
    expect(challenged.json().token).toBeUndefined();
    // Other roles are untouched.
    expect((await login(analista.email)).json().token).toBeTruthy();

    // Switching it off is refused: for oneself, and by an admin for a gerente.
    const body = { name: 'Ana', lastName: 'Ruiz', role: 'gerente', detalle: '', twoFactor: false };
    const own = await call('PUT', `/api/auth/user/${gerente.user.id}`, gerente.auth, body);
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(MSG.twoStepRequiredByRole);
    const byAdmin = await call('PUT', `/api/auth/user/${other.id}`, admin.auth, body);
    expect(byAdmin.statusCode).toBe(400);
    // Saving without touching the switch, or turning it on, still works.
    const { twoFactor: _omit, ...withoutSwitch } = body;
    expect((await call('PUT', `/api/auth/user/${gerente.user.id}`, gerente.auth, withoutSwitch)).statusCode).toBe(200);
    expect((await call('PUT', `/api/auth/user/${other.id}`, admin.auth, { ...body, twoFactor: true })).statusCode).toBe(200);

    // Lifting the requirement: the user's own switch decides again.
    expect((await call('PUT', '/api/auth/segundo-paso', admin.auth, { roles: [] })).statusCode).toBe(200);
    expect((await call('PUT', `/api/auth/user/${other.id}`, admin.auth, body)).statusCode).toBe(200);
    expect((await login(other.email)).json().token).toBeTruthy();
  });

  it('only an admin changes it; managers read it; bad input is a 400 with a message', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const gerente = await userWithToken(abasto.app, 'gerente');
    const analista = await userWithToken(abasto.app, 'analista');
    expect((await call('PUT', '/api/auth/segundo-paso', gerente.auth, { roles: [] })).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/segundo-paso', analista.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/segundo-paso', {})).statusCode).toBe(401);
    for (const payload of [{ roles: ['jefe'] }, { roles: 'gerente' }, {}]) {
      const res = await call('PUT', '/api/auth/segundo-paso', admin.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(MSG.twoStepRolesInvalid);
    }
    const dup = await call('PUT', '/api/auth/segundo-paso', admin.auth, { roles: ['analista', 'analista'] });
    expect(dup.json()).toEqual({ roles: ['analista'] });
    expect((await call('PUT', '/api/auth/segundo-paso', admin.auth, { roles: [] })).statusCode).toBe(200);
  });
});
