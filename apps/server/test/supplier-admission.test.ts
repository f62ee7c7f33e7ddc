import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { userWithToken } from './helpers/factories.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/**
 * "Solicitudes de alta" (docs/product.md#supplier-admission): a public registration is a request
 * gerente or admin accept or reject; until accepted, the supplier receives no quotation request.
 */

let fixture: AbastoWithMail;
let abasto: TestAbasto;
let sink: SmtpSink;
let worker: MailWorker;
type Caller = { auth: { authorization: string } };
let gerente: Caller & { user: { id: number; email: string } };
let otherGerente: Caller;
let admin: Caller;

beforeAll(async () => {
  fixture = await createAbastoWithMail({ APP_URL: 'http://127.0.0.1:4711', REGISTRATION_MAX_PER_CLIENT: '1000' });
  ({ abasto, sink, worker } = fixture);
  gerente = await userWithToken(abasto.app, 'gerente', { name: 'Gloria', lastName: 'Ramírez' });
  otherGerente = await userWithToken(abasto.app, 'gerente');
  admin = await userWithToken(abasto.app, 'admin');
});
afterAll(() => fixture?.close());

const db = () => abasto.app.ctx.db;
let n = 0;

function wizardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  n += 1;
  const tag = `${n}-${Date.now()}`;
  return {
    pais: 'Paraguay',
    registro: `8${String(2_000_000 + n * 17)}-${n % 10}`,
    tipoProveedor: 'S.A.',
    razonSocial: `Áridos del Sur ${tag} S.A.`,
    nombreFantasia: `Áridos del Sur ${n}`,
    actividad: 'Bienes y Servicios',
    nombreEjecutivo: 'Marta Duarte',
    telefonoEjecutivo: '0982111222',
    emailEjecutivo: `ventas-${tag}@aridosdelsur.com.py`,
    estado: 'Central',
    ciudad: 'Luque',
    calle: 'Ruta 2 km 15',
    tipoTelephone: '595',
    telephone: '021580580',
    email: `alta-${tag}@aridosdelsur.com.py`,
    segmento: 'OTROS',
    rubro: ['Otros'],
    ...overrides,
  };
}

const register = (body: Record<string, unknown>) =>
  abasto.app.inject({ method: 'POST', url: '/api/auth/proveedor/', payload: body, remoteAddress: `10.77.0.${(n % 250) + 1}` });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Caller, payload?: object) =>
  abasto.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function registeredId(body: Record<string, unknown>): Promise<number> {
  const res = await register(body);
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db().select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.email, body.email as string));
  return row!.id;
}

describe('a public registration is a request', () => {
  it('answers as before and sends the activation at once, but the supplier waits as Pendiente', async () => {
    const body = wizardBody();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ registered: true, email: body.email });
    const [row] = await db().select().from(suppliers).where(eq(suppliers.email, body.email as string));
    expect(row?.admision).toBe('Pendiente');
    await worker.drain();
    const [mail] = sink.to(body.email as string);
    expect(mail?.mail.subject).toBe(MSG.mailSupplierActivationSubject);
    expect(mail?.mail.text?.replace(/\s+/g, ' ')).toContain(MSG.mailSupplierActivationPending);
  });

  it('staff-created suppliers are Aceptado', async () => {
    const { supplierBody } = await import('./helpers/supplier-factory.ts');
    const created = await call('POST', '/api/auth/proveedor/', gerente, supplierBody());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ admision: 'Aceptado' });
  });
});

describe('not accepted: no quotation requests', () => {
  it('register → pending → refused in a request (409) → accepted → allowed', async () => {
    const body = wizardBody({ nombreFantasia: 'Canteras Pendientes' });
    const id = await registeredId(body);
    const ok = await supplierWithAddress(db());

    const refused = await call('POST', '/api/cotizacion/', gerente, quotationBody([ok.id, id]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SUPPLIER_NOT_ADMITTED',
      error: 'Estos proveedores no tienen la solicitud de alta aceptada y no pueden recibir pedidos de cotización: Canteras Pendientes.',
      details: [{ id, razonSocial: body.razonSocial }],
    });

    const list = (await call('GET', '/api/auth/solicitudes-alta', gerente)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.pendientes).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/auth/solicitudes-alta/cantidad', admin)).json().pendientes).toBe(list.pendientes);

    const accepted = await call('POST', `/api/auth/solicitudes-alta/${id}/decision`, gerente, { aceptar: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id, estado: 'Aceptado', decididoPor: 'Gloria Ramírez', motivo: null });
    expect((await call('GET', '/api/auth/solicitudes-alta', gerente)).json().data.map((r: { id: number }) => r.id)).not.toContain(id);

    const sent = await call('POST', '/api/cotizacion/', gerente, quotationBody([ok.id, id]));
    expect(sent.statusCode, sent.body).toBe(201);
    const record = (await call('GET', `/api/auth/proveedor/${id}`, gerente)).json();
    expect(record.admision).toBe('Aceptado');
  });

  it('a resend after the supplier became Rechazado, or not accepted, is refused with the same message', async () => {
    const rated = await supplierWithAddress(db(), { nombreFantasia: 'Ladrillos Tarde' });
    const unaccepted = await supplierWithAddress(db(), { nombreFantasia: 'Arenas Revocadas' });
    sink.rejectRecipient(rated.emailEjecutivo[0]!, 550, 'No such mailbox');
    sink.rejectRecipient(unaccepted.emailEjecutivo[0]!, 550, 'No such mailbox');
    const created = await call('POST', '/api/cotizacion/', gerente, quotationBody([rated.id, unaccepted.id]));
    expect(created.statusCode, created.body).toBe(201);
    const qid = created.json().data.id as number;
    await worker.drain();
    const view = (await call('GET', `/api/cotizacion/view/${qid}`, gerente)).json().data;
    const recipient = (name: string) => view.fornecedores.find((f: { name?: string; email: string }) => JSON.stringify(f).includes(name));
    expect(recipient('Ladrillos Tarde').status).toBe('failed');

    await db().execute(sql`update suppliers set calificacion = 'Rechazado' where id = ${rated.id}`);
    await db().execute(sql`update suppliers set admision = 'Rechazado' where id = ${unaccepted.id}`);
    const one = await call('POST', `/api/cotizacion/${qid}/reenviar/${recipient('Ladrillos Tarde').recipientId}`, gerente);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      code: 'SUPPLIER_REJECTED',
      error: 'Estos proveedores están calificados como Rechazado y no pueden recibir pedidos de cotización: Ladrillos Tarde.',
    });
    const two = await call('POST', `/api/cotizacion/${qid}/reenviar/${recipient('Arenas Revocadas').recipientId}`, gerente);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({
      code: 'SUPPLIER_NOT_ADMITTED',
      error: 'Estos proveedores no tienen la solicitud de alta aceptada y no pueden recibir pedidos de cotización: Arenas Revocadas.',
    });
    // Nothing new was queued for either.
    const [queued] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from quotation_recipients where quotation_id = ${qid} and status = 'pending'`,
    );
    expect(queued!.n).toBe(0);
  });
});

describe('deciding', () => {
  it('rejecting needs a reason, e-mails it to the applicant through the outbox, and a second decision is 409', async () => {
    const body = wizardBody();
    const id = await registeredId(body);
    const noReason = await call('POST', `/api/auth/solicitudes-alta/${id}/decision`, gerente, { aceptar: false, motivo: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(MSG.admissionReasonRequired);

    const rejected = await call('POST', `/api/auth/solicitudes-alta/${id}/decision`, gerente, {
      aceptar: false,
      motivo: 'El RUC no corresponde a la razón social.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ estado: 'Rechazado', motivo: 'El RUC no corresponde a la razón social.' });
    await worker.drain();
    const mails = sink.to(body.email as string).filter((m) => m.mail.subject === MSG.mailAdmissionRejectedSubject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.text).toContain('Motivo: El RUC no corresponde a la razón social.');

    const again = await call('POST', `/api/auth/solicitudes-alta/${id}/decision`, otherGerente, { aceptar: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.admissionAlreadyDecided);
  });

  it('two people deciding at once: one wins, the other gets 409', async () => {
    const id = await registeredId(wizardBody());
    const answers = await Promise.all([
      call('POST', `/api/auth/solicitudes-alta/${id}/decision`, gerente, { aceptar: true }),
      call('POST', `/api/auth/solicitudes-alta/${id}/decision`, admin, { aceptar: false, motivo: 'Duplicado' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('unknown or malformed ids answer 404 and 400; a staff-created supplier is not a request', async () => {
    expect((await call('GET', '/api/auth/solicitudes-alta/99999999', gerente)).statusCode).toBe(404);
    expect((await call('POST', '/api/auth/solicitudes-alta/99999999/decision', gerente, { aceptar: true })).statusCode).toBe(404);
    const bad = await call('GET', '/api/auth/solicitudes-alta/abc', gerente);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.admissionIdInvalid);
    const staffMade = await createSupplierRow(db(), { invitedById: gerente.user.id });
    expect((await call('GET', `/api/auth/solicitudes-alta/${staffMade.id}`, gerente)).statusCode).toBe(404);
  });

  it('analista and proveedor are refused (403)', async () => {
    const analista = await userWithToken(abasto.app, 'analista');
    expect((await call('GET', '/api/auth/solicitudes-alta', analista)).statusCode).toBe(403);
  });
});

describe('collisions are flagged', () => {
  it('a registration naming an accepted company\'s RUC becomes a flagged request; the company is told; it cannot be accepted', async () => {
    const existing = await createSupplierRow(db(), { razonSocial: 'Cementera Registrada S.A.', emailEjecutivo: [`real-${Date.now()}@cementera.test`] });
    const body = wizardBody({ registro: existing.registro.replaceAll('-', '.') + '' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ registered: true, email: body.email });
    const [row] = await db().select().from(suppliers).where(eq(suppliers.email, body.email as string));
    expect(row?.admision).toBe('Pendiente');

    const detail = (await call('GET', `/api/auth/solicitudes-alta/${row!.id}`, gerente)).json();
    expect(detail.rucDuplicado).toEqual([{ id: existing.id, razonSocial: 'Cementera Registrada S.A.' }]);
    const listed = (await call('GET', '/api/auth/solicitudes-alta', gerente)).json().data.find((r: { id: number }) => r.id === row!.id);
    expect(listed.rucDuplicado).toHaveLength(1);

    await worker.drain();
    expect(sink.to(existing.emailEjecutivo[0]!).map((m) => m.mail.subject)).toContain(MSG.mailRegistrationAttemptSubject);

    const accept = await call('POST', `/api/auth/solicitudes-alta/${row!.id}/decision`, gerente, { aceptar: true });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'ADMISSION_DUPLICATE_REGISTRO', error: MSG.admissionDuplicateRegistro });
    expect((await call('GET', `/api/auth/solicitudes-alta/${row!.id}`, gerente)).json().estado).toBe('Pendiente');
  });

  it('an address like another supplier\'s, or like an account opened since, is flagged', async () => {
    const stamp = Date.now();
    // An account's look-alike is never created (its owner is told); a supplier's contact address is not an account.
    await createSupplierRow(db(), { razonSocial: 'Compras Parecidas S.A.', email: `compras.${stamp}@parecido.test` });
    const id = await registeredId(wizardBody({ email: `compras${stamp}@parecido.test` }));
    const first = (await call('GET', `/api/auth/solicitudes-alta/${id}`, gerente)).json();
    expect(first.correoParecido.map((c: { nombre: string }) => c.nombre)).toEqual(['Compras Parecidas S.A.']);
    await userWithToken(abasto.app, 'analista', { email: `compras-${stamp}@parecido.test` });
    const later = (await call('GET', `/api/auth/solicitudes-alta/${id}`, gerente)).json();
    expect(later.correoParecido.map((c: { nombre: string }) => c.nombre)).toContain(`compras-${stamp}@parecido.test`);
  });
});

describe('the opt-in notice', () => {
  it('staff who opted in get one e-mail per new request; others do not', async () => {
    const keen = await userWithToken(abasto.app, 'admin', { email: `avisame-${Date.now()}@abasto.test` });
    const quiet = await userWithToken(abasto.app, 'gerente', { email: `silencio-${Date.now()}@abasto.test` });
    expect((await call('GET', '/api/auth/solicitudes-alta/aviso', keen)).json()).toEqual({ avisar: false });
    const set = await call('PUT', '/api/auth/solicitudes-alta/aviso', keen, { avisar: true });
    expect(set.json()).toEqual({ avisar: true });
    expect((await call('PUT', '/api/auth/solicitudes-alta/aviso', keen, { avisar: 'si' })).statusCode).toBe(400);

    const body = wizardBody({ razonSocial: `Avisada ${Date.now()} S.A.` });
    const id = await registeredId(body);
    await worker.drain();
    const got = sink.to(keen.user.email);
    expect(got).toHaveLength(1);
    expect(got[0]!.mail.subject).toBe(MSG.mailAdmissionNewSubject(body.razonSocial as string));
    expect(got[0]!.mail.text).toContain(`http://127.0.0.1:4711/solicitudes-alta/${id}`);
    expect(sink.to(quiet.user.email)).toHaveLength(0);
  });
});
