import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';

/**
 * The API answers in the language of the area of the call (docs/product.md#languages): care calls
 * in Portuguese, procurement calls in Spanish, whoever calls — an admin uses both.
 */

let abasto: TestAbasto;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let gerente: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  abasto = await createTestAbasto();
  admin = await userWithToken(abasto.app, 'admin');
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(() => abasto?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  abasto.app.inject({ method, url, headers, payload: payload as object });

const SPANISH = /\b(se esperaba|recibido|solicitud|tenés|Entrada inválida: se)\b/i;

describe('the language of the answers follows the area of the call', () => {
  it('a care call refused by the guard answers in Portuguese, a procurement call in Spanish', async () => {
    const care = await call('GET', '/api/auth/medicos', gerente.auth);
    expect(care.statusCode).toBe(403);
    expect(care.json().error).toBe(MSG.careForbidden);
    const procurement = await call('GET', '/api/mail/messages', gerente.auth);
    expect(procurement.statusCode).toBe(403);
    expect(procurement.json().error).toBe(MSG.forbidden);
  });

  it('zod\'s own messages speak Portuguese on a care call', async () => {
    const res = await call('GET', '/api/recetas?page=abc', admin.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Entrada inválida: esperava/);
    // The same kind of mistake on a procurement call, by the same admin: Spanish.
    const procurement = await call('GET', '/api/cotizacion/?page=abc', admin.auth);
    expect(procurement.statusCode).toBe(400);
    expect(procurement.json().error).not.toMatch(/esperava|recebeu/);
  });

  it('the domain\'s own messages and the generic answers speak Portuguese on a care call, with or without a body', async () => {
    const params = await call('GET', '/api/event/abc', admin.auth);
    expect(params.statusCode).toBe(400);
    expect(params.json().error).not.toMatch(SPANISH);
    const body = await call('POST', '/api/dor', admin.auth, { level: 'muito', location: 'Joelho', patientId: 'x' });
    expect(body.statusCode).toBe(400);
    for (const issue of body.json().details as { message: string }[]) expect(issue.message).not.toMatch(SPANISH);
    const json = await abasto.app.inject({
      method: 'POST',
      url: '/api/event',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(MSG.careInvalidJson);
  });

  it('the same admin gets Spanish on a procurement call', async () => {
    const res = await call('GET', '/api/cotizacion/view/abc', admin.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).not.toMatch(/esperava|recebeu/);
  });
});
