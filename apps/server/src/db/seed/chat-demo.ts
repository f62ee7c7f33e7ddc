import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { chatMessages, chats } from '../schema/chat.ts';
import { users } from '../schema/core.ts';

const MINUTE = 60_000;

// A follow-up after a knee operation; `from` is who writes, `ago` minutes before seeding.
const CONVERSATION = [
  { from: 'medico', ago: 60 * 26, texto: 'Bom dia, Paula! Como foi a primeira noite em casa depois da cirurgia?' },
  { from: 'paciente', ago: 60 * 25, texto: 'Bom dia, doutor. Dormi razoavelmente, mas o joelho ficou inchado de madrugada.' },
  { from: 'medico', ago: 60 * 24, texto: 'É esperado nos primeiros dias. Mantenha a perna elevada e use gelo por 20 minutos a cada 2 horas.' },
  { from: 'paciente', ago: 60 * 3, texto: 'Combinado. A dor hoje está em 4 de 10. Posso começar os exercícios da apostila?' },
  { from: 'medico', ago: 45, texto: 'Pode sim, começando pelos isométricos. Registre a dor no diário depois de cada série.' },
  { from: 'medico', ago: 44, texto: 'Nos vemos no retorno de 7 dias. Qualquer febre ou vermelhidão, me avise por aqui.' },
] as const;

/** The demo doctor and patient's conversation; kept as it is when it already exists. */
export async function seedChatDemo(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['medico@demo.test', 'paciente@demo.test']));
  const medico = people.find((p) => p.email === 'medico@demo.test');
  const paciente = people.find((p) => p.email === 'paciente@demo.test');
  if (!medico || !paciente) return;
  const [a, b] = medico.id < paciente.id ? [medico.id, paciente.id] : [paciente.id, medico.id];
  const now = Date.now();
  const last = new Date(now - CONVERSATION.at(-1)!.ago * MINUTE);
  await db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chats)
      .values({ memberAId: a, memberBId: b, lastMessageAt: last, createdAt: new Date(now - CONVERSATION[0].ago * MINUTE) })
      .onConflictDoNothing()
      .returning({ id: chats.id });
    if (!chat) return;
    await tx.insert(chatMessages).values(
      CONVERSATION.map((m) => {
        const createdAt = new Date(now - m.ago * MINUTE);
        // The patient has not yet read the doctor's last two lines: the demo shows an unread badge.
        const read = m.from === 'paciente' || m.ago > 60;
        return {
          chatId: chat.id,
          senderId: m.from === 'medico' ? medico.id : paciente.id,
          texto: m.texto,
          createdAt,
          readAt: read ? new Date(createdAt.getTime() + 5 * MINUTE) : null,
        };
      }),
    );
    await tx.update(chats).set({ lastMessageAt: last }).where(eq(chats.id, chat.id));
  });
}
