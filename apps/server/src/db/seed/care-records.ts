import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { careOrders } from '../schema/care-orders.ts';
import { contents } from '../schema/contents.ts';
import { users } from '../schema/core.ts';
import { careScores, painRecords, timelineEvents } from '../schema/patient-records.ts';
import { prescriptionContents, prescriptionMedicines, prescriptions } from '../schema/prescriptions.ts';
import { gradientPng } from './gradient-png.ts';

type Rgb = [number, number, number];

const DEMO_CONTENTS: { title: string; description: string; type: string; content: string; colors: [Rgb, Rgb] }[] = [
  {
    title: 'Exercícios após artroscopia de joelho',
    description: 'Série diária para as primeiras quatro semanas após a cirurgia.',
    type: 'Exercício',
    content:
      '1. Contração do quadríceps: 3 séries de 10, segurando 5 segundos.\n' +
      '2. Elevação da perna estendida: 3 séries de 10.\n' +
      '3. Flexão assistida do joelho, sentado: até o limite da dor, 10 vezes.\n' +
      'Aplique gelo por 20 minutos depois dos exercícios.',
    colors: [[46, 125, 200], [120, 200, 230]],
  },
  {
    title: 'Cuidados com a ferida operatória',
    description: 'Como limpar, quando trocar o curativo e sinais de alerta.',
    type: 'Guia',
    content:
      'Mantenha o curativo limpo e seco. Troque-o a cada 48 horas ou se molhar.\n' +
      'Procure o hospital em caso de febre acima de 38 °C, vermelhidão que aumenta ou secreção.',
    colors: [[220, 90, 90], [250, 180, 140]],
  },
  {
    title: 'Como usar muletas com segurança',
    description: 'Vídeo curto: subir e descer escadas, sentar e levantar.',
    type: 'Vídeo',
    content: 'Ao subir: primeiro a perna boa, depois as muletas e a perna operada. Ao descer: muletas e perna operada primeiro.',
    colors: [[60, 160, 110], [170, 220, 150]],
  },
  {
    title: 'Alimentação na recuperação',
    description: 'Proteínas, hidratação e o que evitar nas primeiras semanas.',
    type: 'Artigo',
    content: 'Inclua proteína em todas as refeições, beba ao menos 2 litros de água por dia e evite álcool enquanto usar analgésicos.',
    colors: [[240, 170, 60], [250, 220, 130]],
  },
  {
    title: 'Prevenção de trombose',
    description: 'Por que se movimentar e como usar a meia de compressão.',
    type: 'Infográfico',
    content: 'Movimente os tornozelos 10 vezes a cada hora acordado. Use a meia de compressão durante o dia, por 30 dias.',
    colors: [[120, 90, 200], [200, 170, 240]],
  },
  {
    title: 'Questionário de dor semanal',
    description: 'Responda toda segunda-feira para acompanharmos sua evolução.',
    type: 'Questionário',
    content: 'De 0 a 10, quanto doeu nesta semana? Em que momentos? O remédio aliviou?',
    colors: [[90, 100, 120], [170, 180, 200]],
  },
];

const DEMO_PRESCRIPTIONS = [
  {
    title: 'Pós-operatório de artroscopia de joelho',
    notes: 'Retorno em 15 dias para retirada dos pontos.',
    daysAgo: 12,
    contents: [0, 1],
    remedios: [
      { name: 'Dipirona', dose: '500', unit: 'mg', interval: '6/6h', quantity: '20 comprimido(s)', administration: 'Oral' },
      { name: 'Cetoprofeno', dose: '100', unit: 'mg', interval: '12/12h', quantity: '10 comprimido(s)', administration: 'Oral' },
      { name: 'Enoxaparina', dose: '40', unit: 'mg', interval: '24/24h', quantity: '10 ampola(s)', administration: 'Subcutânea' },
    ],
  },
  {
    title: 'Analgesia para lombalgia',
    notes: null,
    daysAgo: 40,
    contents: [],
    remedios: [
      { name: 'Paracetamol', dose: '750', unit: 'mg', interval: '8/8h', quantity: '15 comprimido(s)', administration: 'Oral' },
      { name: 'Ciclobenzaprina', dose: '5', unit: 'mg', interval: '24/24h', quantity: '7 comprimido(s)', administration: 'Oral' },
    ],
  },
  {
    title: 'Suplementação na reabilitação',
    notes: 'Tomar após o almoço.',
    daysAgo: 3,
    contents: [3],
    remedios: [
      { name: 'Colecalciferol (vitamina D)', dose: '7000', unit: 'UI', interval: 'Semanal', quantity: '8 cápsula(s)', administration: 'Oral' },
      { name: 'Carbonato de cálcio', dose: '500', unit: 'mg', interval: '24/24h', quantity: '30 comprimido(s)', administration: 'Oral' },
    ],
  },
];

const daysAgo = (n: number, hour = 10) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 0, 0, 0);
  return d;
};

/**
 * The demo doctor's content library and the demo patient's records: prescriptions with their
 * medicines, scores, pain diary, timeline and orders. Skipped when the patient already has any.
 */
export async function seedDemoCareRecords(db: Db, emails: { medico: string; paciente: string }): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [emails.medico, emails.paciente]));
  const medico = people.find((p) => p.email === emails.medico);
  const paciente = people.find((p) => p.email === emails.paciente);
  if (!medico || !paciente) return;
  const [existing] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, paciente.id), eq(prescriptions.doctorId, medico.id)))
    .limit(1);
  if (existing) return;

  await db.transaction(async (tx) => {
    const contentIds: number[] = [];
    for (const c of DEMO_CONTENTS) {
      const [row] = await tx
        .insert(contents)
        .values({
          title: c.title,
          description: c.description,
          type: c.type,
          content: c.content,
          thumbnail: gradientPng(320, 180, c.colors[0], c.colors[1]),
          thumbnailType: 'image/png',
          thumbnailVersion: new Date(),
          authorId: medico.id,
        })
        .returning({ id: contents.id });
      if (row) contentIds.push(row.id);
    }

    for (const p of DEMO_PRESCRIPTIONS) {
      const createdAt = daysAgo(p.daysAgo);
      const [row] = await tx
        .insert(prescriptions)
        .values({ title: p.title, notes: p.notes, doctorId: medico.id, patientId: paciente.id, createdAt, updatedAt: createdAt })
        .returning({ id: prescriptions.id });
      if (!row) continue;
      await tx.insert(prescriptionMedicines).values(p.remedios.map((r, position) => ({ ...r, prescriptionId: row.id, position })));
      const attached = p.contents.map((i) => contentIds[i]).filter((id): id is number => id !== undefined);
      if (attached.length) {
        await tx
          .insert(prescriptionContents)
          .values(attached.map((contentId, position) => ({ prescriptionId: row.id, contentId, position })));
      }
    }

    await tx.insert(careScores).values([
      { patientId: paciente.id, authorId: medico.id, name: 'Lysholm', value: 52, maxValue: 100, recordedAt: daysAgo(20) },
      { patientId: paciente.id, authorId: medico.id, name: 'Lysholm', value: 71, maxValue: 100, recordedAt: daysAgo(2) },
      { patientId: paciente.id, authorId: paciente.id, name: 'EVA', value: 4, maxValue: 10, recordedAt: daysAgo(1) },
    ]);
    await tx.insert(painRecords).values([
      { patientId: paciente.id, authorId: paciente.id, level: 7, location: 'Joelho direito', recordedAt: daysAgo(10, 21), notes: 'Após a fisioterapia' },
      { patientId: paciente.id, authorId: paciente.id, level: 5, location: 'Joelho direito', recordedAt: daysAgo(6, 20) },
      { patientId: paciente.id, authorId: paciente.id, level: 3, location: 'Joelho direito', recordedAt: daysAgo(1, 19), notes: 'Subindo escadas' },
    ]);
    await tx.insert(timelineEvents).values([
      { patientId: paciente.id, authorId: medico.id, type: 'Consulta', title: 'Primeira consulta', occurredAt: daysAgo(45) },
      { patientId: paciente.id, authorId: medico.id, type: 'Exame', title: 'Ressonância magnética do joelho', occurredAt: daysAgo(30) },
      {
        patientId: paciente.id,
        authorId: medico.id,
        type: 'Cirurgia',
        title: 'Artroscopia de joelho direito',
        description: 'Meniscectomia parcial medial, sem intercorrências.',
        occurredAt: daysAgo(12, 8),
      },
      { patientId: paciente.id, authorId: medico.id, type: 'Retorno', title: 'Retirada dos pontos', occurredAt: daysAgo(-3, 14) },
    ]);
    await tx.insert(careOrders).values([
      {
        patientId: paciente.id,
        authorId: medico.id,
        status: 'WAITING_DELIVERY',
        items: [
          { name: 'Joelheira articulada', quantity: 1, unit: null },
          { name: 'Meia de compressão', quantity: 2, unit: 'unidade(s)' },
        ],
        deliveryAddress: 'Rua das Acácias, 120 — São Paulo',
      },
      {
        patientId: paciente.id,
        authorId: paciente.id,
        status: 'DELIVERED',
        items: [{ name: 'Curativo estéril', quantity: 10, unit: 'unidade(s)' }],
        createdAt: daysAgo(11),
      },
    ]);
  });
}
