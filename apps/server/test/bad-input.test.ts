import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { eventInput } from './helpers/care-event-factory.ts';
import { userWithToken } from './helpers/factories.ts';

/** Cases the fuzz tests (test/fuzz) found, kept as plain tests once fixed. */

let abasto: TestAbasto;
let admin: Record<string, string>;
beforeAll(async () => {
  abasto = await createTestAbasto();
  admin = (await userWithToken(abasto.app, 'admin')).auth;
});
afterAll(() => abasto?.close());

const invite = (body: Record<string, unknown>) =>
  abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: admin, payload: body });

describe('the NUL character, which PostgreSQL cannot store in text', () => {
  it('is removed before validation: a name of only NUL is empty, not a 500', async () => {
    const res = await invite({ email: 'nul1@correo.test', name: '\u0000', lastName: 'Benítez', role: 'analista' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.mustFillFields);
  });

  it('is removed from a text that has more: the rest is stored and reads back', async () => {
    const res = await invite({ email: 'nul2@correo.test', name: 'nul\u0000inside', lastName: 'Ayala', role: 'analista' });
    expect(res.statusCode).toBe(200);
    const list = await abasto.app.inject({ method: 'GET', url: '/api/auth/usuarios/', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { name: string }) => u.name)).toContain('nulinside');
  });

  it('is removed from query strings too (searches of the Correos page and the content library)', async () => {
    const medico = (await userWithToken(abasto.app, 'medico')).auth;
    for (const [url, headers] of [
      ['/api/mail/messages?q=a%00b', admin],
      ['/api/contenido?search=%00', medico],
    ] as const) {
      const res = await abasto.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('is removed from a prescription medicine', async () => {
    const medico = await userWithToken(abasto.app, 'medico');
    const paciente = await userWithToken(abasto.app, 'paciente');
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/recetas',
      headers: medico.auth,
      payload: { title: 'Receita', patientId: paciente.user.id, remedios: [{ name: 'Gelo', dose: '1\u0000' }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.remedios[0].dose).toBe('1');
  });
});

describe('a lone surrogate, which a jsonb column refuses', () => {
  it('is stored as U+FFFD in an order item, and the orders read back', async () => {
    const medico = await userWithToken(abasto.app, 'medico');
    const paciente = await userWithToken(abasto.app, 'paciente');
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/pedido',
      headers: { ...medico.auth, 'content-type': 'application/json' },
      // Written by hand: the escape of half a surrogate pair, as JSON.stringify writes it.
      payload: `{"patientId":${paciente.user.id},"items":[{"name":"Muleta","quantity":2,"unit":"lone \\udfff surrogate"}]}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.items[0].unit).toBe('lone \ufffd surrogate');
    const list = await abasto.app.inject({ method: 'GET', url: '/api/pedido', headers: paciente.auth });
    expect(list.statusCode).toBe(200);
  });
});

describe('an id past the integer columns (2^31), which PostgreSQL refuses', () => {
  it('is refused by the schema with the call\'s message, in a message and in an event\'s guests', async () => {
    const medico = await userWithToken(abasto.app, 'medico');
    const cases = [
      ['/api/mensajes', { to: 2_147_483_648, texto: 'Como está o joelho?' }, MSG.chatRecipientInvalid],
      ['/api/mensajes', { chatId: 2_147_483_648, texto: 'Olá' }, MSG.chatNotFound],
      ['/api/event', eventInput({ guests: [2_147_483_648] }), MSG.careEventGuestInvalid],
    ] as const;
    for (const [url, payload, message] of cases) {
      const res = await abasto.app.inject({ method: 'POST', url, headers: medico.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
