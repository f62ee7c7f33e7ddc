import type { Caller } from '../api-access.ts';
import type { Role } from '@abasto/domain/roles';
import type { App } from '../../src/app.ts';
import { eq } from 'drizzle-orm';
import { mailMessages } from '../../src/db/schema/mail.ts';
import { enqueueMail } from '../../src/modules/mail/enqueue-mail.ts';
import { createTestAbasto, type TestAbasto } from '../helpers/abasto.ts';
import { createEventAs } from '../helpers/care-event-factory.ts';
import { createContentRow, createPrescriptionRow } from '../helpers/care-records-factory.ts';
import { sendMessage } from '../helpers/chat-factory.ts';
import { userWithToken } from '../helpers/factories.ts';
import { quotationBody, supplierWithAddress } from '../helpers/quotation-factory.ts';
import { createSupplierRow } from '../helpers/supplier-factory.ts';

type Auth = Record<string, string>;
type Answer = { statusCode: number; json: () => unknown };

/**
 * One Abasto with a user of every role and one record of every kind a write can aim at, and
 * makers of fresh ones for the calls that use a record up (delete, cancel, complete a sign-up).
 */
export interface World {
  abasto: TestAbasto;
  app: App;
  auth: Record<Caller, Auth>;
  ids: Record<Exclude<Caller, 'anonymous'>, number> & {
    supplier: number;
    quotation: number;
    recipient: number;
    staffUser: number;
    mail: number;
    event: number;
    chat: number;
    message: number;
    receta: number;
    /** Prescriptions that receive the generated medicines (at most 30 each). */
    remedioRecetas: number[];
    remedio: number;
    content: number;
    item: number;
    score: number;
    pain: number;
    timeline: number;
  };
  fresh: {
    supplier(): Promise<number>;
    event(): Promise<number>;
    receta(): Promise<number>;
    remedio(): Promise<number>;
    content(): Promise<number>;
    item(): Promise<number>;
    record(base: string): Promise<number>;
    inviteKey(): Promise<string>;
  };
}

const ROLES_IN_WORLD = ['proveedor', 'analista', 'gerente', 'admin', 'medico', 'paciente'] as const satisfies Role[];

export const RECORD_BODIES: Record<string, Record<string, unknown>> = {
  '/api/scores': { name: 'WOMAC', value: 40, maxValue: 96, notes: 'Melhora' },
  '/api/dor': { level: 4, location: 'Joelho direito', notes: 'Ao subir escadas' },
  '/api/eventTimeline': { type: 'Consulta', title: 'Retorno', description: 'Sem queixas' },
  '/api/eventtimeline': { type: 'Cirurgia', title: 'Artroscopia', description: 'Sem intercorrências' },
};

export async function createWorld(): Promise<World> {
  const abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '1000000', REGISTRATION_MAX_PER_CLIENT: '1000000' });
  const app = abasto.app;
  const db = app.ctx.db;
  const auth = { anonymous: {} } as Record<Caller, Auth>;
  const ids = {} as World['ids'];
  const supplier = await createSupplierRow(db);
  for (const role of ROLES_IN_WORLD) {
    const login = await userWithToken(app, role, role === 'proveedor' ? { supplierId: supplier.id } : {});
    auth[role] = login.auth;
    ids[role] = login.user.id;
  }
  const must = async (res: Answer, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${JSON.stringify(res.json())}`);
    return res.json() as { data?: { _id: number; id: number } } & Record<string, unknown>;
  };
  const post = (as: Caller, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: auth[as], payload: payload as object });

  ids.supplier = supplier.id;
  const recipientSupplier = await supplierWithAddress(db);
  const quotation = await must(await post('gerente', '/api/cotizacion', quotationBody([recipientSupplier.id])), 'quotation');
  const detail = quotation.data as unknown as { _id: number; fornecedores: { recipientId: number }[] };
  ids.quotation = detail._id;
  ids.recipient = detail.fornecedores[0]!.recipientId;
  const staff = await userWithToken(app, 'analista');
  ids.staffUser = staff.user.id;
  ids.mail = await enqueueMail(db, { to: 'alguien@correo.test', subject: 'Prueba', html: '<p>x</p>', text: 'x' });
  await db.update(mailMessages).set({ status: 'failed' }).where(eq(mailMessages.id, ids.mail));

  const fresh: World['fresh'] = {
    supplier: async () => (await createSupplierRow(db)).id,
    event: async () => (await createEventAs(app, auth.medico, { guests: [ids.paciente] }))._id,
    receta: async () => (await createPrescriptionRow(db, { doctorId: ids.medico, patientId: ids.paciente })).id,
    remedio: async () => {
      const recetaId = await fresh.receta();
      return (await must(await post('medico', '/api/remedios', { recetaId, name: 'Dipirona' }), 'remedio')).data!.id;
    },
    content: async () => (await createContentRow(db)).id,
    item: async () => {
      const name = `Unidade ${Math.random().toString(36).slice(2)}`;
      return (await must(await post('admin', '/api/itemDescripcion', { category: 'units', name }), 'item')).data!.id;
    },
    record: async (base) =>
      (await must(await post('medico', base, { ...RECORD_BODIES[base], patientId: ids.paciente }), base)).data!.id,
    inviteKey: async () => {
      const email = `convidado-${Math.random().toString(36).slice(2)}@correo.test`;
      const invited = await must(
        await post('admin', '/api/auth/invite-user', { email, name: 'Ana', lastName: 'Paz', role: 'analista' }),
        'invite',
      );
      return invited.activationKey as string;
    },
  };
  ids.event = await fresh.event();
  const message = await sendMessage(app, auth.medico as { authorization: string }, { to: ids.paciente, texto: 'Olá' });
  ids.chat = message.chatId;
  ids.message = message.id;
  ids.receta = await fresh.receta();
  ids.remedio = await fresh.remedio();
  ids.remedioRecetas = [];
  for (let i = 0; i < 5; i++) ids.remedioRecetas.push(await fresh.receta());
  ids.content = await fresh.content();
  ids.item = await fresh.item();
  ids.score = await fresh.record('/api/scores');
  ids.pain = await fresh.record('/api/dor');
  ids.timeline = await fresh.record('/api/eventTimeline');
  return { abasto, app, auth, ids, fresh };
}
