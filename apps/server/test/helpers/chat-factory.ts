import type { App } from '../../src/app.ts';

type Auth = { authorization: string };

/** Sends a message through the API and returns the answer's message; fails the test on refusal. */
export async function sendMessage(app: App, auth: Auth, payload: { to?: number; chatId?: number; texto: string }) {
  const res = await app.inject({ method: 'POST', url: '/api/mensajes', headers: auth, payload });
  if (res.statusCode !== 201) throw new Error(`message not sent: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; chatId: number; senderId: number; recipientId: number; texto: string; readAt: string | null };
}
