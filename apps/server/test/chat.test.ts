import { MESSAGE_MAX_LENGTH } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { sendMessage } from './helpers/chat-factory.ts';
import { loginAs, userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ CHAT_MESSAGES_PER_MINUTE: '1000' });
});
afterAll(() => abasto?.close());

type Auth = { authorization: string };
const get = (url: string, auth: Auth) => abasto.app.inject({ method: 'GET', url, headers: auth });
const put = (url: string, auth: Auth) => abasto.app.inject({ method: 'PUT', url, headers: auth });
const post = (payload: unknown, auth: Auth) =>
  abasto.app.inject({ method: 'POST', url: '/api/mensajes', headers: auth, payload: payload as object });

async function careTrio() {
  const medico = await userWithToken(abasto.app, 'medico');
  const paciente = await userWithToken(abasto.app, 'paciente');
  const outro = await userWithToken(abasto.app, 'paciente');
  return { medico, paciente, outro };
}

describe('sending and reading a conversation', () => {
  it('opens a conversation on the first message and lists it for both members with unread counts', async () => {
    const { medico, paciente } = await careTrio();
    const sent = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto: '  Doutor, o joelho inchou.  ' });
    expect(sent).toMatchObject({ senderId: paciente.user.id, recipientId: medico.user.id, texto: 'Doutor, o joelho inchou.', readAt: null });

    const doctorChats = (await get('/api/chat/mis-chats', medico.auth)).json().data;
    expect(doctorChats).toHaveLength(1);
    expect(doctorChats[0]).toMatchObject({
      _id: sent.chatId,
      id: sent.chatId,
      unread: 1,
      other: { _id: paciente.user.id, name: paciente.user.name, lastName: paciente.user.lastName, role: 'paciente' },
      lastMessage: { id: sent.id, texto: 'Doutor, o joelho inchou.', mine: false },
    });
    expect(doctorChats[0].other).not.toHaveProperty('email');

    const patientChats = (await get('/api/chat/mis-chats', paciente.auth)).json().data;
    expect(patientChats[0]).toMatchObject({ id: sent.chatId, unread: 0, lastMessage: { mine: true } });
  });

  it('reuses the same conversation whoever writes first, by user id or by chat id', async () => {
    const { medico, paciente } = await careTrio();
    const first = await sendMessage(abasto.app, medico.auth, { to: paciente.user.id, texto: 'Olá' });
    const reply = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto: 'Oi, doutor' });
    const third = await sendMessage(abasto.app, medico.auth, { chatId: first.chatId, texto: 'Como está a dor?' });
    expect(reply.chatId).toBe(first.chatId);
    expect(third.chatId).toBe(first.chatId);
    expect((await get('/api/chat/mis-chats', medico.auth)).json().data).toHaveLength(1);
  });

  it('gives the members the thread oldest first, with the other person, and marks it read', async () => {
    const { medico, paciente } = await careTrio();
    const a = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto: 'um' });
    const b = await sendMessage(abasto.app, paciente.auth, { chatId: a.chatId, texto: 'dois' });
    const c = await sendMessage(abasto.app, medico.auth, { chatId: a.chatId, texto: 'três' });

    const thread = await get(`/api/mensajes/chat/${a.chatId}`, medico.auth);
    expect(thread.statusCode).toBe(200);
    const body = thread.json();
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([a.id, b.id, c.id]);
    expect(body.data.map((m: { mine: boolean }) => m.mine)).toEqual([false, false, true]);
    expect(body.other).toMatchObject({ id: paciente.user.id, role: 'paciente' });
    expect(body.hasMore).toBe(false);

    const read = await put(`/api/chat/leer/${a.chatId}`, medico.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ chatId: a.chatId, marked: 2, unread: 0 });
    expect((await get('/api/chat/mis-chats', medico.auth)).json().data[0].unread).toBe(0);

    // The sender sees that the doctor read both; the doctor's own message is still unread by the patient.
    const seen = (await get(`/api/mensajes/chat/${a.chatId}`, paciente.auth)).json().data;
    expect(seen[0].readAt).toEqual(expect.any(String));
    expect(seen[1].readAt).toEqual(expect.any(String));
    expect(seen[2].readAt).toBeNull();
    expect((await get('/api/chat/mis-chats', paciente.auth)).json().data[0].unread).toBe(1);
  });

  it('pages a conversation back in time by message id', async () => {
    const { medico, paciente } = await careTrio();
    const ids: number[] = [];
    let chatId = 0;
    for (let i = 1; i <= 7; i++) {
      const m = await sendMessage(abasto.app, i % 2 ? medico.auth : paciente.auth, chatId ? { chatId, texto: `m${i}` } : { to: paciente.user.id, texto: `m${i}` });
      chatId = m.chatId;
      ids.push(m.id);
    }
    const newest = (await get(`/api/mensajes/chat/${chatId}?size=3`, paciente.auth)).json();
    expect(newest.data.map((m: { texto: string }) => m.texto)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.hasMore).toBe(true);
    const older = (await get(`/api/mensajes/chat/${chatId}?size=3&before=${ids[4]}`, paciente.auth)).json();
    expect(older.data.map((m: { texto: string }) => m.texto)).toEqual(['m2', 'm3', 'm4']);
    expect(older.hasMore).toBe(true);
    const oldest = (await get(`/api/mensajes/chat/${chatId}?size=3&before=${ids[1]}`, paciente.auth)).json();
    expect(oldest.data.map((m: { texto: string }) => m.texto)).toEqual(['m1']);
    expect(oldest.hasMore).toBe(false);
    expect((await get(`/api/mensajes/chat/${chatId}?size=500`, paciente.auth)).statusCode).toBe(400);
  });

  it('lists the caller\'s own messages, paged, and only the unread ones on request', async () => {
    const { medico, paciente } = await careTrio();
    const a = await sendMessage(abasto.app, medico.auth, { to: paciente.user.id, texto: 'primeira' });
    await sendMessage(abasto.app, paciente.auth, { chatId: a.chatId, texto: 'resposta' });
    await sendMessage(abasto.app, medico.auth, { chatId: a.chatId, texto: 'segunda' });

    const all = (await get('/api/mensajes?size=2', paciente.auth)).json();
    expect(all).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(all.data.map((m: { texto: string }) => m.texto)).toEqual(['segunda', 'resposta']);
    const page2 = (await get('/api/mensajes?size=2&page=2', paciente.auth)).json();
    expect(page2.data.map((m: { texto: string }) => m.texto)).toEqual(['primeira']);
    const beyond = (await get('/api/mensajes?size=2&page=5', paciente.auth)).json();
    expect(beyond).toMatchObject({ data: [], total: 3 });

    const unread = (await get('/api/mensajes?unread=true', paciente.auth)).json();
    expect(unread.data.map((m: { texto: string }) => m.texto)).toEqual(['segunda', 'primeira']);
    expect(unread.total).toBe(2);
  });
});

describe('marking one message read', () => {
  it('lets only the recipient mark it, and keeps the first reading time', async () => {
    const { medico, paciente, outro } = await careTrio();
    const m = await sendMessage(abasto.app, medico.auth, { to: paciente.user.id, texto: 'Lembrete do retorno' });

    const bySender = await put(`/api/mensajes/leer/${m.id}`, medico.auth);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().error).toBe(MSG.chatOnlyRecipientReads);
    expect((await put(`/api/mensajes/leer/${m.id}`, outro.auth)).statusCode).toBe(403);

    const first = await put(`/api/mensajes/leer/${m.id}`, paciente.auth);
    expect(first.statusCode).toBe(200);
    const readAt = first.json().data.readAt;
    expect(readAt).toEqual(expect.any(String));
    const again = await put(`/api/mensajes/leer/${m.id}`, paciente.auth);
    expect(again.json().data.readAt).toBe(readAt);
    expect((await get('/api/chat/mis-chats', paciente.auth)).json().data[0].unread).toBe(0);
  });

  it('answers GET as the API description lists it, with the same rules as PUT', async () => {
    const { medico, paciente } = await careTrio();
    const m = await sendMessage(abasto.app, medico.auth, { to: paciente.user.id, texto: 'Lido por GET' });
    expect((await get(`/api/mensajes/leer/${m.id}`, medico.auth)).statusCode).toBe(403);
    const read = await get(`/api/mensajes/leer/${m.id}`, paciente.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.readAt).toEqual(expect.any(String));
    const m2 = await sendMessage(abasto.app, medico.auth, { to: paciente.user.id, texto: 'Outro' });
    const chat = await get(`/api/chat/leer/${m2.chatId}`, paciente.auth);
    expect(chat.statusCode).toBe(200);
    expect((await get('/api/chat/mis-chats', paciente.auth)).json().data[0].unread).toBe(0);
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const { paciente } = await careTrio();
    const missing = await put('/api/mensajes/leer/999999', paciente.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MSG.chatMessageNotFound);
    expect((await put('/api/mensajes/leer/abc', paciente.auth)).statusCode).toBe(400);
    expect((await put('/api/chat/leer/0', paciente.auth)).statusCode).toBe(400);
  });
});

describe('members only', () => {
  it('a patient cannot read, mark or write into another patient\'s conversation', async () => {
    const { medico, paciente, outro } = await careTrio();
    const m = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto: 'Segredo clínico' });

    const read = await get(`/api/mensajes/chat/${m.chatId}`, outro.auth);
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toBe(MSG.chatNotMember);
    expect(read.body).not.toContain('Segredo');
    expect((await put(`/api/chat/leer/${m.chatId}`, outro.auth)).statusCode).toBe(403);
    expect((await post({ chatId: m.chatId, texto: 'intruso' }, outro.auth)).statusCode).toBe(403);
    expect((await put(`/api/mensajes/leer/${m.id}`, outro.auth)).statusCode).toBe(403);

    const theirChats = (await get('/api/chat/mis-chats', outro.auth)).json();
    expect(theirChats.data).toEqual([]);
    const theirMessages = await get('/api/mensajes', outro.auth);
    expect(theirMessages.json()).toMatchObject({ data: [], total: 0 });
    expect(theirMessages.body).not.toContain('Segredo');

    // Nothing the intruder tried changed the conversation.
    const thread = (await get(`/api/mensajes/chat/${m.chatId}`, paciente.auth)).json().data;
    expect(thread.map((x: { texto: string }) => x.texto)).toEqual(['Segredo clínico']);
    expect(thread[0].readAt).toBeNull();
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const { paciente } = await careTrio();
    const res = await get('/api/mensajes/chat/999999', paciente.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.chatNotFound);
    expect((await post({ chatId: 999999, texto: 'x' }, paciente.auth)).statusCode).toBe(404);
  });
});

describe('who may talk to whom', () => {
  it('keeps conversations between care users, and patients away from other patients', async () => {
    const { medico, paciente, outro } = await careTrio();
    const gerente = await userWithToken(abasto.app, 'gerente');
    const admin = await userWithToken(abasto.app, 'admin');
    const fisio = await userWithToken(abasto.app, 'fisio');

    const toPatient = await post({ to: outro.user.id, texto: 'oi' }, paciente.auth);
    expect(toPatient.statusCode).toBe(403);
    expect(toPatient.json().error).toBe(MSG.chatRecipientNotAllowed);
    expect((await post({ to: gerente.user.id, texto: 'oi' }, medico.auth)).statusCode).toBe(403);
    expect((await post({ to: medico.user.id, texto: 'oi' }, gerente.auth)).statusCode).toBe(403);
    expect((await get('/api/chat/mis-chats', gerente.auth)).statusCode).toBe(403);

    expect((await post({ to: fisio.user.id, texto: 'oi' }, paciente.auth)).statusCode).toBe(201);
    expect((await post({ to: paciente.user.id, texto: 'oi' }, admin.auth)).statusCode).toBe(201);
    expect((await post({ to: outro.user.id, texto: 'oi' }, medico.auth)).statusCode).toBe(201);

    const self = await post({ to: paciente.user.id, texto: 'eu' }, paciente.auth);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(MSG.chatSelf);
    const nobody = await post({ to: 999999, texto: 'x' }, paciente.auth);
    expect(nobody.statusCode).toBe(404);
  });

  it('refuses a conversation whose other member was deactivated', async () => {
    const { medico, paciente } = await careTrio();
    const m = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto: 'oi' });
    await abasto.app.ctx.db.update(users).set({ active: false }).where(eq(users.id, medico.user.id));
    expect((await post({ chatId: m.chatId, texto: 'ainda aí?' }, paciente.auth)).statusCode).toBe(403);
    expect((await post({ to: medico.user.id, texto: 'ainda aí?' }, paciente.auth)).statusCode).toBe(404);
  });

  it('offers a patient only the professionals to start a conversation with, searched without accents', async () => {
    const tag = `Zq${Date.now()}`;
    const medico = await userWithToken(abasto.app, 'medico', { name: 'Joana', lastName: `Conceição ${tag}` });
    const paciente = await userWithToken(abasto.app, 'paciente', { name: 'Rui', lastName: `Conceição ${tag}` });
    await userWithToken(abasto.app, 'gerente', { name: 'Gil', lastName: `Conceição ${tag}` });

    const forPatient = (await get(`/api/chat/contatos?q=conceicao ${tag.toLowerCase()}`, paciente.auth)).json().data;
    expect(forPatient.map((p: { id: number }) => p.id)).toEqual([medico.user.id]);
    expect(forPatient[0]).not.toHaveProperty('email');

    const forDoctor = (await get(`/api/chat/contatos?q=${encodeURIComponent(`CONCEIÇÃO ${tag}`)}`, medico.auth)).json().data;
    expect(forDoctor.map((p: { id: number }) => p.id)).toEqual([paciente.user.id]);
    expect((await get('/api/chat/contatos?q=%25', medico.auth)).statusCode).toBe(200);
  });
});

describe('message validation', () => {
  it('refuses empty, blank and over-long texts with Portuguese messages, and accepts the limit', async () => {
    const { medico, paciente } = await careTrio();
    const to = medico.user.id;
    for (const texto of ['', '   \n ']) {
      const res = await post({ to, texto }, paciente.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.chatMessageRequired);
    }
    const missing = await post({ to }, paciente.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MSG.chatMessageRequired);
    const long = await post({ to, texto: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, paciente.auth);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(MSG.chatMessageTooLong);
    expect((await post({ to, texto: 'a'.repeat(MESSAGE_MAX_LENGTH) }, paciente.auth)).statusCode).toBe(201);
  });

  it('needs exactly one of recipient and conversation, as numbers', async () => {
    const { medico, paciente } = await careTrio();
    const m = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto: 'oi' });
    for (const payload of [{ texto: 'x' }, { to: medico.user.id, chatId: m.chatId, texto: 'x' }]) {
      const res = await post(payload, paciente.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.chatRecipientRequired);
    }
    expect((await post({ to: 'abc', texto: 'x' }, paciente.auth)).statusCode).toBe(400);
    expect((await post({ to: -1, texto: 'x' }, paciente.auth)).statusCode).toBe(400);
    expect((await post({ to: 1.5, texto: 'x' }, paciente.auth)).statusCode).toBe(400);
  });

  it('stores markup as plain text, exactly as typed', async () => {
    const { medico, paciente } = await careTrio();
    const texto = '<img src=x onerror="alert(1)"> <b>negrito</b> & "aspas"';
    const m = await sendMessage(abasto.app, paciente.auth, { to: medico.user.id, texto });
    const thread = (await get(`/api/mensajes/chat/${m.chatId}`, medico.auth)).json().data;
    expect(thread[0].texto).toBe(texto);
  });
});

describe('limits and demo data', () => {
  it('limits how many messages one user sends per minute', async () => {
    const limited = await createTestAbasto({ CHAT_MESSAGES_PER_MINUTE: '3' });
    try {
      const medico = await userWithToken(limited.app, 'medico');
      const paciente = await userWithToken(limited.app, 'paciente');
      for (let i = 0; i < 3; i++) await sendMessage(limited.app, paciente.auth, { to: medico.user.id, texto: `m${i}` });
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/mensajes',
        headers: paciente.auth,
        payload: { to: medico.user.id, texto: 'mais uma' },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(MSG.chatTooManyMessages);
      // The doctor's own allowance is separate.
      await sendMessage(limited.app, medico.auth, { to: paciente.user.id, texto: 'calma' });
    } finally {
      await limited.close();
    }
  });

  it('seeds one demo conversation between the demo doctor and patient, once', async () => {
    const demo = await createTestAbasto();
    try {
      await seedDemo(demo.app.ctx.db);
      await seedDemo(demo.app.ctx.db);
      const medico = { authorization: `Bearer ${await loginAs(demo.app, 'medico@demo.test', 'demo1234')}` };
      const paciente = { authorization: `Bearer ${await loginAs(demo.app, 'paciente@demo.test', 'demo1234')}` };
      const chats = (await demo.app.inject({ method: 'GET', url: '/api/chat/mis-chats', headers: paciente })).json().data;
      expect(chats).toHaveLength(1);
      expect(chats[0]).toMatchObject({ unread: 2, other: { name: 'Marcos', lastName: 'Souza', role: 'medico' } });
      const thread = (await demo.app.inject({ method: 'GET', url: `/api/mensajes/chat/${chats[0].id}`, headers: medico })).json();
      expect(thread.data).toHaveLength(6);
      expect(thread.other).toMatchObject({ name: 'Paula', lastName: 'Oliveira' });
    } finally {
      await demo.close();
    }
  });
});
