import type { EventType, GuestStatus } from '@abasto/domain/care-event';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/core.ts';
import { careEventGuests, careEvents } from '../schema/events.ts';

interface DemoEvent {
  /** Month offset from the current month (0 or 1) and day of that month. */
  month: 0 | 1;
  day: number;
  /** Local time in Brazil (UTC-3), 24 hours. */
  from: string;
  to: string;
  title: string;
  description: string;
  type: EventType;
  color: string | null;
  duration: string;
  organiser: 'medico' | 'paciente';
  /** The other person's answer. */
  answer: GuestStatus;
}

const LINK = 'https://meet.example.com/abasto-demo';
const LOCATION = 'Clínica Abasto, Av. Paulista 1000, sala 12';

// A dozen events over this month and the next, every guest status, both organisers, both types.
const DEMO_EVENTS: DemoEvent[] = [
  {
    month: 0,
    day: 3,
    from: '09:00',
    to: '10:00',
    title: 'Consulta inicial',
    description: 'Avaliação ortopédica do joelho direito.',
    type: 'location',
    color: '#2F9E44',
    duration: '1 hora',
    organiser: 'medico',
    answer: 'accepted',
  },
  {
    month: 0,
    day: 6,
    from: '14:00',
    to: '14:30',
    title: 'Teleconsulta de acompanhamento',
    description: 'Revisão dos exames de imagem.',
    type: 'remote',
    color: null,
    duration: '30 minutos',
    organiser: 'medico',
    answer: 'awaiting',
  },
  {
    month: 0,
    day: 10,
    from: '08:00',
    to: '09:00',
    title: 'Fisioterapia: sessão 1',
    description: 'Exercícios de fortalecimento.',
    type: 'location',
    color: '#F08C00',
    duration: '1 hora',
    organiser: 'medico',
    answer: 'rejected',
  },
  {
    month: 0,
    day: 13,
    from: '16:00',
    to: '16:20',
    title: 'Dúvida sobre a medicação',
    description: 'Pedido da paciente para conversar sobre os horários do remédio.',
    type: 'remote',
    color: '#7048E8',
    duration: '20 minutos',
    organiser: 'paciente',
    answer: 'accepted',
  },
  {
    month: 0,
    day: 17,
    from: '10:30',
    to: '11:30',
    title: 'Exame de imagem',
    description: 'Ressonância magnética do joelho.',
    type: 'location',
    color: '#1C7ED6',
    duration: '1 hora',
    organiser: 'medico',
    answer: 'accepted',
  },
  {
    month: 0,
    day: 21,
    from: '15:00',
    to: '15:45',
    title: 'Retorno pós-exame',
    description: 'Leitura do laudo da ressonância.',
    type: 'remote',
    color: null,
    duration: '45 minutos',
    organiser: 'medico',
    answer: 'awaiting',
  },
  {
    month: 0,
    day: 26,
    from: '18:00',
    to: '18:30',
    title: 'Remarcação solicitada',
    description: 'A paciente pediu outro horário.',
    type: 'remote',
    color: '#E03131',
    duration: '30 minutos',
    organiser: 'paciente',
    answer: 'rejected',
  },
  {
    month: 1,
    day: 2,
    from: '09:00',
    to: '11:00',
    title: 'Pré-operatório',
    description: 'Exames e orientações antes da cirurgia.',
    type: 'location',
    color: '#2F9E44',
    duration: '2 horas',
    organiser: 'medico',
    answer: 'accepted',
  },
  {
    month: 1,
    day: 8,
    from: '07:00',
    to: '10:00',
    title: 'Cirurgia: artroscopia',
    description: 'Hospital Central, jejum de 8 horas.',
    type: 'location',
    color: '#C2255C',
    duration: '3 horas',
    organiser: 'medico',
    answer: 'awaiting',
  },
  {
    month: 1,
    day: 15,
    from: '14:00',
    to: '14:30',
    title: 'Curativo e retirada de pontos',
    description: 'Trazer os exames recentes.',
    type: 'location',
    color: null,
    duration: '30 minutos',
    organiser: 'medico',
    answer: 'rejected',
  },
  {
    month: 1,
    day: 20,
    from: '11:00',
    to: '11:30',
    title: 'Teleconsulta de evolução',
    description: 'Como está a recuperação?',
    type: 'remote',
    color: '#1C7ED6',
    duration: '30 minutos',
    organiser: 'paciente',
    answer: 'awaiting',
  },
  {
    month: 1,
    day: 27,
    from: '17:00',
    to: '18:00',
    title: 'Alta da fisioterapia',
    description: 'Avaliação final e orientações para casa.',
    type: 'location',
    color: '#F08C00',
    duration: '1 hora',
    organiser: 'medico',
    answer: 'accepted',
  },
];

/** An instant at a local time in Brazil (UTC-3) on a day of this month or the next. */
function brazilTime(now: Date, month: number, day: number, time: string): Date {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 1));
  const y = first.getUTCFullYear();
  const m = String(first.getUTCMonth() + 1).padStart(2, '0');
  const d = String(day).padStart(2, '0');
  return new Date(`${y}-${m}-${d}T${time}:00-03:00`);
}

/** The demo doctor's and patient's events; skipped when the doctor already has some. */
export async function seedDemoEvents(db: Db, emails: { medico: string; paciente: string }): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [emails.medico, emails.paciente]));
  const medico = people.find((p) => p.email === emails.medico);
  const paciente = people.find((p) => p.email === emails.paciente);
  if (!medico || !paciente) return;
  const existing = await db
    .select({ id: careEvents.id })
    .from(careEvents)
    .where(eq(careEvents.organiserId, medico.id))
    .limit(1);
  if (existing.length > 0) return;

  const now = new Date();
  await db.transaction(async (tx) => {
    for (const e of DEMO_EVENTS) {
      const organiserId = e.organiser === 'medico' ? medico.id : paciente.id;
      const guestId = e.organiser === 'medico' ? paciente.id : medico.id;
      const [created] = await tx
        .insert(careEvents)
        .values({
          title: e.title,
          description: e.description,
          startsAt: brazilTime(now, e.month, e.day, e.from),
          endsAt: brazilTime(now, e.month, e.day, e.to),
          type: e.type,
          link: e.type === 'remote' ? LINK : null,
          location: e.type === 'location' ? LOCATION : null,
          color: e.color,
          duration: e.duration,
          organiserId,
        })
        .returning({ id: careEvents.id });
      if (!created) continue;
      await tx.insert(careEventGuests).values([
        { eventId: created.id, userId: organiserId, status: 'accepted', owner: true, answeredAt: now },
        {
          eventId: created.id,
          userId: guestId,
          status: e.answer,
          owner: false,
          answeredAt: e.answer === 'awaiting' ? null : now,
        },
      ]);
    }
  });
}
