import { MSG } from '@abasto/domain/messages';
import { addDays, companyToday, defaultAnswers, QUESTIONS } from '@abasto/domain/supplier-qualification';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { quotations } from '../src/db/schema/quotations.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import { sendExpiryReminders } from '../src/modules/qualification/expiry-reminders.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { closeTestTransports, testMailWorker } from './helpers/mail-worker.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { createSupplierRow, proveedorWithToken, supplierBody } from './helpers/supplier-factory.ts';

type Login = Awaited<ReturnType<typeof userWithToken>>;
type ProveedorLogin = Awaited<ReturnType<typeof proveedorWithToken>>;

let abasto: TestAbasto;
let sink: SmtpSink;
let gerente: Login;
let admin: Login;
let analista: Login;
let proveedor: ProveedorLogin;
let otherProveedor: ProveedorLogin;

beforeAll(async () => {
  abasto = await createTestAbasto();
  sink = await startSmtpSink();
  gerente = await userWithToken(abasto.app, 'gerente', { name: 'Gabriela', lastName: 'Ortiz' });
  admin = await userWithToken(abasto.app, 'admin', { name: 'Andrés', lastName: 'Benítez' });
  analista = await userWithToken(abasto.app, 'analista');
  proveedor = await proveedorWithToken(abasto.app, { razonSocial: 'Cales del Norte S.A.' });
  otherProveedor = await proveedorWithToken(abasto.app, { razonSocial: 'Arenera Sur S.R.L.' });
});
afterAll(async () => {
  closeTestTransports();
  await sink?.close();
  await abasto?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: { auth: Record<string, string> }, payload?: unknown) =>
  abasto.app.inject({ method, url, headers: who.auth, payload: payload as object | undefined });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const file = (bytes: Buffer, filename: string) => ({ file: bytes.toString('base64'), filename });
const today = companyToday();
const answers = (overrides: Record<number, string> = {}) =>
  defaultAnswers().map((e, i) => ({ pregunta: e.pregunta, respuesta: overrides[i + 1] ?? e.respuesta }));

async function giveMandatoryDocuments(supplierId: number, who: Login, venceTributario = addDays(today, 200)) {
  const base = `/api/auth/proveedor/${supplierId}/documentos`;
  const ruc = await call('POST', base, who, { tipo: 'Constancia de RUC', emitido: '2020-03-01', file: file(PDF, 'ruc.pdf') });
  expect(ruc.statusCode, ruc.body).toBe(201);
  const trib = await call('POST', base, who, {
    tipo: 'Certificado de cumplimiento tributario',
    emitido: addDays(venceTributario, -365),
    vence: venceTributario,
    file: file(PNG, 'tributario.png'),
  });
  expect(trib.statusCode, trib.body).toBe(201);
}

describe('the questionnaire', () => {
  it('gives the 17 questions with their options, no answers until answered', async () => {
    const res = await call('GET', '/api/auth/perfil-proveedor/evaluacion', proveedor);
    expect(res.statusCode, res.body).toBe(200);
    const { preguntas, radioForm } = res.json().data;
    expect(preguntas.map((p: { pregunta: string }) => p.pregunta)).toEqual(QUESTIONS);
    expect(preguntas[16].opciones).toEqual(['Sí', 'No']);
    expect(preguntas[0].opciones).toEqual(['Sí', 'No', 'No aplica']);
    expect(radioForm).toEqual([]);
  });

  it('the supplier answers its own; staff read it on the supplier', async () => {
    const put = await call('PUT', '/api/auth/perfil-proveedor/evaluacion', proveedor, { radioForm: answers({ 2: 'No aplica', 9: 'No' }) });
    expect(put.statusCode, put.body).toBe(200);
    const read = await call('GET', `/api/auth/proveedor/${proveedor.supplier.id}/evaluacion`, analista);
    expect(read.json().data.radioForm[1]).toEqual({ pregunta: QUESTIONS[1], respuesta: 'No aplica' });
    expect(read.json().data.radioForm[8].respuesta).toBe('No');
  });

  it.each([
    ['missing answers', answers().slice(0, 15), `Falta responder la pregunta 16: «${QUESTIONS[15]}».`],
    ['an unknown question', [...answers().slice(1), { pregunta: '¿Paga a tiempo?', respuesta: 'Sí' }], 'La pregunta «¿Paga a tiempo?» no es parte del cuestionario.'],
    ['No aplica on a willingness question', answers({ 14: 'No aplica' }), 'La pregunta 14 solo admite Sí o No: «No aplica» no es una respuesta posible.'],
    ['not a list', 'todo Sí', MSG.qualificationQuestionnaireInvalid],
  ])('refuses %s (400) and keeps the stored answers', async (_name, radioForm, message) => {
    const res = await call('PUT', '/api/auth/perfil-proveedor/evaluacion', proveedor, { radioForm });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const stored = (await call('GET', '/api/auth/perfil-proveedor/evaluacion', proveedor)).json().data.radioForm;
    expect(stored).toHaveLength(17);
  });

  it('analista reads but cannot answer (403)', async () => {
    const res = await call('PUT', `/api/auth/proveedor/${proveedor.supplier.id}/evaluacion`, analista, { radioForm: answers() });
    expect(res.statusCode).toBe(403);
  });
});

describe('documents', () => {
  it('takes a PDF or an image by its content, and refuses one whose name says otherwise', async () => {
    const pdf = await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, {
      tipo: 'Póliza de seguro',
      emitido: '2026-01-10',
      vence: addDays(today, 90),
      file: file(PDF, 'poliza.pdf'),
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ tipo: 'Póliza de seguro', contentType: 'application/pdf', estado: 'Vigente', obligatorio: false });
    expect(pdf.json().subidoPor.email).toBe(proveedor.user.email);

    // One rule for every upload (quotation files too): the content decides, a contradicting name is refused.
    const pdfNamedPng = await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, {
      tipo: 'Póliza de seguro',
      vence: addDays(today, 90),
      file: file(PDF, 'poliza.png'),
    });
    expect(pdfNamedPng.statusCode).toBe(400);
    expect(pdfNamedPng.json().error).toContain('«poliza.png» no es lo que dice ser');

    const textNamedPdf = await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, {
      tipo: 'Constancia de RUC',
      file: file(Buffer.from('MZ\u0090 not really a document'), 'constancia.pdf'),
    });
    expect(textNamedPdf.statusCode).toBe(400);
    expect(textNamedPdf.json().error).toContain('«constancia.pdf» no es lo que dice ser');
  });

  it.each([
    ['an expiry before the issue date', { tipo: 'Certificado de IPS', emitido: '2026-06-01', vence: '2026-05-31' }, MSG.qualificationDocExpiryBeforeIssue],
    ['a type that expires without expiry', { tipo: 'Patente municipal' }, 'El documento «Patente municipal» vence: indicá la fecha de vencimiento.'],
    ['an unknown type', { tipo: 'Cédula', vence: '2027-01-01' }, MSG.qualificationDocTypeInvalid],
  ])('refuses %s (400)', async (_name, body, message) => {
    const res = await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, { ...body, file: file(PDF, 'a.pdf') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses a file over 10 MB like a quotation file (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, { tipo: 'Constancia de RUC', file: file(big, 'big.pdf') });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('El archivo «big.pdf» pesa más de 10 MB, el máximo por archivo.');
  });

  it('gives the file back byte for byte', async () => {
    const created = (await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, { tipo: 'Otro', nombre: 'Habilitación de bomberos', file: file(PNG, 'bomberos.png') })).json();
    const own = await call('GET', `/api/auth/perfil-proveedor/documentos/${created.id}`, proveedor);
    expect(own.statusCode).toBe(200);
    expect(own.json().file.file).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const staff = await call('GET', `/api/auth/proveedor/${proveedor.supplier.id}/documentos/${created.id}`, analista);
    expect(staff.json()).toMatchObject({ nombre: 'Habilitación de bomberos', contentType: 'image/png', filename: 'bomberos.png' });
  });

  it('another proveedor cannot reach them, by id or by guessing (403 / 404), and nothing is lost', async () => {
    const doc = (await call('GET', '/api/auth/perfil-proveedor/documentos', proveedor)).json().data[0];
    const sid = proveedor.supplier.id;
    expect((await call('GET', `/api/auth/proveedor/${sid}/documentos`, otherProveedor)).statusCode).toBe(403);
    expect((await call('GET', `/api/auth/proveedor/${sid}/documentos/${doc.id}`, otherProveedor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/auth/proveedor/${sid}/documentos/${doc.id}`, otherProveedor)).statusCode).toBe(403);
    expect((await call('GET', `/api/auth/perfil-proveedor/documentos/${doc.id}`, otherProveedor)).statusCode).toBe(404);
    const del = await call('DELETE', `/api/auth/perfil-proveedor/documentos/${doc.id}`, otherProveedor);
    expect(del.statusCode).toBe(404);
    expect(del.json().error).toBe(MSG.qualificationDocNotFound);
    expect((await call('GET', `/api/auth/perfil-proveedor/documentos/${doc.id}`, proveedor)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/perfil-proveedor/documentos', otherProveedor)).json().data).toEqual([]);
  });

  it('the supplier deletes its own', async () => {
    const created = (await call('POST', '/api/auth/perfil-proveedor/documentos', proveedor, { tipo: 'Otro', nombre: 'Borrador', file: file(PDF, 'x.pdf') })).json();
    expect((await call('DELETE', `/api/auth/perfil-proveedor/documentos/${created.id}`, proveedor)).json()).toEqual({ id: created.id, deleted: true });
    expect((await call('GET', `/api/auth/perfil-proveedor/documentos/${created.id}`, proveedor)).statusCode).toBe(404);
  });
});

describe('the rating, proposed by one person and decided by another', () => {
  it('suggests a rating with its parts, and moves only when a second person approves', async () => {
    const supplier = await createSupplierRow(abasto.app.ctx.db, { calificacion: 'Bueno' });
    const base = `/api/auth/proveedor/${supplier.id}/calificacion`;
    // The supplier's papers and answers, given by the admin: the admin may then not approve.
    await giveMandatoryDocuments(supplier.id, admin);
    await call('PUT', `/api/auth/proveedor/${supplier.id}/evaluacion`, admin, { radioForm: answers({ 3: 'No' }) });

    const view = (await call('GET', base, analista)).json().data;
    expect(view.calificacion).toBe('Bueno');
    expect(view.sugerencia.calificacion).toBe('Excelente');
    const parts = view.sugerencia.partes as { valor: number | null; peso: number; puntos: number }[];
    expect(parts.map((p) => p.puntos)).toEqual([65.9, 30, 0]);
    expect(view.sugerencia.total).toBe(95.9);

    // analista reads, never proposes
    expect((await call('POST', base, analista, { calificacion: 'Excelente' })).statusCode).toBe(403);
    // A reason is required when the proposal is not the suggestion
    const noReason = await call('POST', base, gerente, { calificacion: 'Muy bueno', motivo: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Explicá el motivo: la calificación propuesta no es la sugerida (Excelente).');

    const proposed = await call('POST', base, gerente, { calificacion: 'Muy bueno', motivo: 'Entregas con demoras en 2026' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = proposed.json();
    expect(proposal).toMatchObject({ calificacion: 'Muy bueno', anterior: 'Bueno', sugerida: 'Excelente', estado: 'pendiente' });
    expect(proposal.id).toEqual(expect.any(Number));
    // Until approved the supplier keeps its rating; a second proposal waits
    expect((await call('GET', `/api/auth/proveedor/${supplier.id}`, analista)).json().calificacion).toBe('Bueno');
    expect((await call('GET', base, analista)).json().data.pendiente.id).toBe(proposal.id);
    expect((await call('POST', base, admin, { calificacion: 'Excelente' })).statusCode).toBe(409);

    // The proposer cannot approve; nor can the one who last changed the answers or documents
    const self = await call('POST', `${base}/${proposal.id}/decision`, gerente, { aprobar: true });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ error: MSG.qualificationOwnProposal, code: 'SECOND_PERSON_REQUIRED' });
    const editor = await call('POST', `${base}/${proposal.id}/decision`, admin, { aprobar: true });
    expect(editor.statusCode).toBe(403);
    expect(editor.json().error).toBe(MSG.qualificationLastEditor);

    // Another gerente, who changed nothing, approves
    const other = await userWithToken(abasto.app, 'gerente');
    const approved = await call('POST', `${base}/${proposal.id}/decision`, other, { aprobar: true, comentario: 'De acuerdo' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ estado: 'aprobada', comentario: 'De acuerdo', decididoPor: { id: other.user.id } });
    expect((await call('GET', `/api/auth/proveedor/${supplier.id}`, analista)).json().calificacion).toBe('Muy bueno');
    // Decided once
    expect((await call('POST', `${base}/${proposal.id}/decision`, other, { aprobar: false, comentario: 'no' })).statusCode).toBe(409);
  });

  it('a returned proposal needs a comment and leaves the rating as it was', async () => {
    const supplier = await createSupplierRow(abasto.app.ctx.db, { calificacion: 'Muy bueno' });
    const base = `/api/auth/proveedor/${supplier.id}/calificacion`;
    const proposal = (await call('POST', base, admin, { calificacion: 'No evaluado' })).json();
    expect(proposal.sugerida).toBe('No evaluado');
    const bare = await call('POST', `${base}/${proposal.id}/decision`, gerente, { aprobar: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe(MSG.qualificationCommentRequired);
    const returned = await call('POST', `${base}/${proposal.id}/decision`, gerente, { aprobar: false, comentario: 'Falta el cuestionario' });
    expect(returned.json()).toMatchObject({ estado: 'devuelta', comentario: 'Falta el cuestionario' });
    const view = (await call('GET', base, analista)).json().data;
    expect(view).toMatchObject({ calificacion: 'Muy bueno', pendiente: null });
    expect(view.propuestas[0].estado).toBe('devuelta');
  });

  it('answers 404 for an unknown proposal or one of another supplier', async () => {
    const a = await createSupplierRow(abasto.app.ctx.db);
    const b = await createSupplierRow(abasto.app.ctx.db);
    const proposal = (await call('POST', `/api/auth/proveedor/${a.id}/calificacion`, gerente, { calificacion: 'No evaluado' })).json();
    expect((await call('POST', `/api/auth/proveedor/${b.id}/calificacion/${proposal.id}/decision`, admin, { aprobar: true })).statusCode).toBe(404);
    expect((await call('POST', `/api/auth/proveedor/${a.id}/calificacion/999999/decision`, admin, { aprobar: true })).statusCode).toBe(404);
  });

  it('the supplier never sees its rating', async () => {
    await abasto.app.ctx.db.update(suppliers).set({ calificacion: 'Excelente' }).where(eq(suppliers.id, proveedor.supplier.id));
    expect((await call('GET', '/api/auth/proveedor/me', proveedor)).json().calificacion).toBeNull();
    expect((await call('GET', `/api/auth/proveedor/${proveedor.supplier.id}`, proveedor)).json().calificacion).toBeNull();
    expect((await call('GET', `/api/auth/proveedor/${proveedor.supplier.id}/calificacion`, proveedor)).statusCode).toBe(403);
  });

  it('the supplier edit ignores calificacion and radioForm', async () => {
    const created = (await call('POST', '/api/auth/proveedor/', gerente, supplierBody({ calificacion: 'Excelente', radioForm: answers() }))).json();
    expect(created).toMatchObject({ calificacion: null, radioForm: [] });
    const { invitedBy: _omit, ...record } = created;
    const res = await call('PUT', `/api/auth/proveedor/${created.id}`, gerente, { ...record, calificacion: 'Excelente', radioForm: answers(), detalle: 'Otro detalle' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ calificacion: null, radioForm: [], detalle: 'Otro detalle' });
  });
});

describe('with APPROVAL_SECOND_PERSON=false', () => {
  it('one person proposes and approves', async () => {
    const small = await createTestAbasto({ APPROVAL_SECOND_PERSON: 'false' });
    try {
      const only = await userWithToken(small.app, 'gerente');
      const supplier = await createSupplierRow(small.app.ctx.db);
      const base = `/api/auth/proveedor/${supplier.id}/calificacion`;
      const proposal = (await small.app.inject({ method: 'POST', url: base, headers: only.auth, payload: { calificacion: 'Rechazado', motivo: 'Incumplió el contrato' } })).json();
      const res = await small.app.inject({ method: 'POST', url: `${base}/${proposal.id}/decision`, headers: only.auth, payload: { aprobar: true } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await small.app.inject({ method: 'GET', url: base, headers: only.auth })).json().data).toMatchObject({ calificacion: 'Rechazado', segundaPersona: false });
    } finally {
      await small.close();
    }
  });
});

describe('rejected suppliers and the lists', () => {
  it('a request naming a Rechazado supplier is refused (409) naming it, and nothing is sent', async () => {
    const db = abasto.app.ctx.db;
    const ok = await supplierWithAddress(db, { calificacion: 'Bueno' });
    const rejected = await supplierWithAddress(db, { calificacion: 'Rechazado', nombreFantasia: 'Ladrillera Cerrada' });
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(quotations))[0]!.n;
    const res = await call('POST', '/api/cotizacion/', gerente, quotationBody([ok.id, rejected.id]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SUPPLIER_REJECTED',
      error: 'Estos proveedores están calificados como Rechazado y no pueden recibir pedidos de cotización: Ladrillera Cerrada.',
    });
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(quotations))[0]!.n).toBe(before);
    expect((await call('POST', '/api/cotizacion/', gerente, quotationBody([ok.id]))).statusCode).toBe(201);
  });

  it('the list filters by calificacion and by document status; the dashboard counts documents about to expire', async () => {
    const db = abasto.app.ctx.db;
    const tag = `Filtro${Date.now()}`;
    const expired = await createSupplierRow(db, { razonSocial: `${tag} vencido`, calificacion: 'Rechazado' });
    const expiring = await createSupplierRow(db, { razonSocial: `${tag} por vencer` });
    const valid = await createSupplierRow(db, { razonSocial: `${tag} vigente`, calificacion: 'Excelente' });
    const dashBefore = (await call('GET', '/api/dashboard', analista)).json().documentosPorVencer;
    await giveMandatoryDocuments(expired.id, gerente, addDays(today, -3));
    await giveMandatoryDocuments(expiring.id, gerente, addDays(today, 12));
    await giveMandatoryDocuments(valid.id, gerente);
    const names = async (query: string) =>
      (await call('GET', `/api/auth/proveedores/?q=${tag}&${query}`, analista)).json().data.map((s: { id: number }) => s.id);
    expect(await names('documentos=Vencido')).toEqual([expired.id]);
    expect(await names('documentos=Por%20vencer')).toEqual([expiring.id]);
    expect(await names('documentos=Vigente')).toEqual([valid.id]);
    expect(await names('calificacion=Rechazado')).toEqual([expired.id]);
    expect(await names('calificacion=No%20evaluado')).toEqual([expiring.id]);
    // Each listed supplier says whether a mandatory document of its has expired.
    const listed = (await call('GET', `/api/auth/proveedores/?q=${tag}`, analista)).json().data as { id: number; documentosVencidos: boolean }[];
    expect(Object.fromEntries(listed.map((s) => [s.id, s.documentosVencidos]))).toEqual({
      [expired.id]: true,
      [expiring.id]: false,
      [valid.id]: false,
    });
    const bad = await call('GET', '/api/auth/proveedores/?documentos=Caducado', analista);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El valor elegido en «Documentos» no está en la lista.');
    expect((await call('GET', '/api/dashboard', analista)).json().documentosPorVencer).toBe(dashBefore + 1);
  });
});

describe('expiry reminders', () => {
  it('e-mail the supplier 30 and 7 days before and on the day, each once, even with two servers', async () => {
    const db = abasto.app.ctx.db;
    const owner = await proveedorWithToken(abasto.app, { razonSocial: 'Vidrios del Este S.A.' });
    const address = owner.user.email.toLowerCase();
    const vence = addDays(today, 100);
    const doc = await call('POST', '/api/auth/perfil-proveedor/documentos', owner, {
      tipo: 'Certificado de IPS',
      emitido: addDays(vence, -365),
      vence,
      file: file(PDF, 'ips.pdf'),
    });
    expect(doc.statusCode).toBe(201);
    // A second server on the same database: its own app, the same tables.
    const second = await buildApp({ config: abasto.app.ctx.config, database: abasto.database, tokenSecret: new Uint8Array(32) });
    const servers = [abasto.app, second];
    const workers = [testMailWorker(db, sink.url), testMailWorker(db, sink.url)];
    const runDay = async (day: string) => {
      const enqueued = await Promise.all(servers.map((s) => sendExpiryReminders({ db: s.ctx.db, appUrl: 'http://abasto.test', today: day })));
      await Promise.all(workers.map((w) => w.drain()));
      return enqueued;
    };
    try {
      // Time moved, not waited for: the days of the milestones and some between them.
      const days = [-31, -30, -29, -8, -7, -6, -1, 0, 1, 5].map((d) => addDays(vence, d));
      const receivedAfter: number[] = [];
      for (const day of days) {
        await runDay(day);
        receivedAfter.push(sink.to(address).length);
      }
      // One e-mail on each milestone day (or the first run after it), none in between or after.
      expect(receivedAfter).toEqual([0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
      const mine = sink.to(address);
      expect(mine.map((m) => m.mail.subject)).toEqual([
        'Tu documento «Certificado de IPS» vence en 30 días',
        'Tu documento «Certificado de IPS» vence en 7 días',
        'Tu documento «Certificado de IPS» vence hoy',
      ]);
      expect(new Set(mine.map((m) => m.mailId)).size).toBe(3);
      expect(mine[0]!.mail.text).toContain(`vence el ${vence}`);
      expect(mine[0]!.mail.text).toContain('http://abasto.test/perfil-proveedor');
    } finally {
      await second.close();
    }
  });
});
