import { normalizeEmail } from '@abasto/domain/email-address';
import { MSG } from '@abasto/domain/messages';
import { PUBLIC_REGISTRATION_RULES, REGISTRATION_HONEYPOT_FIELD } from '@abasto/domain/supplier-registration';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { REGISTRATION_ANSWER_MS } from '../src/modules/suppliers/register-supplier.ts';
import { REGISTRATION_ATTEMPT_REF } from '../src/modules/suppliers/registration-collision.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { createUser, loginAs, userWithToken } from './helpers/factories.ts';
import { linkIn, type SmtpSink } from './helpers/smtp-sink.ts';
import { createSupplierRow } from './helpers/supplier-factory.ts';

/**
 * The public supplier registration: POST /api/auth/proveedor/ without a session. Each
 * test sends from its own client address, so the rate limit of one never touches another.
 */

let fixture: AbastoWithMail;
let abasto: TestAbasto;
let sink: SmtpSink;
let worker: MailWorker;
const MAX_PER_CLIENT = 5;

beforeAll(async () => {
  fixture = await createAbastoWithMail({
    APP_URL: 'http://127.0.0.1:4710',
    COMPANY_WEBSITE_URL: 'https://www.constructora.example/',
    REGISTRATION_MAX_PER_CLIENT: String(MAX_PER_CLIENT),
    LOGIN_MAX_PER_CLIENT: '1000',
  });
  ({ abasto, sink, worker } = fixture);
});
afterAll(() => fixture?.close());

const db = () => abasto.app.ctx.db;
let n = 0;
const nextIp = () => `10.60.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

/** What the wizard sends: only its fields, with the defaults. */
function wizardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  n += 1;
  return {
    pais: 'Paraguay',
    registro: `8${String(1_000_000 + n * 13)}-${n % 10}`,
    tipoProveedor: 'S.A.',
    razonSocial: `Ferretería Central ${n} S.A.`,
    nombreFantasia: `Ferretería Central ${n}`,
    actividad: 'Bienes y Servicios',
    inicioActividad: '2010-03-01',
    capitalSocial: 200000,
    cantidadEmpleados: 12,
    representanteLegal: 'Ana Benítez',
    documentoIdentidad: '4567890',
    puesto: 'Gerente General',
    celularRepresentante: '0981777888',
    nombreEjecutivo: 'Carlos Giménez',
    telefonoEjecutivo: '0982111222',
    emailEjecutivo: `ventas${n}@ferreteriacentral.com.py`,
    estado: 'Central',
    ciudad: 'San Lorenzo',
    calle: 'Av. Mcal. Estigarribia 1500',
    tipoTelephone: '595',
    telephone: '021580580',
    telephone2: '',
    website: 'www.ferreteriacentral.com.py',
    email: `registro${n}-${Date.now()}@ferreteriacentral.com.py`,
    segmento: 'OTROS',
    rubro: ['Otros'],
    detalle: 'Herramientas y materiales de ferretería.',
    ...overrides,
  };
}

const register = (payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  abasto.app.inject({
    method: 'POST',
    url: '/api/auth/proveedor/',
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });

const countSuppliers = async (registro: string) =>
  (await db().select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.registro, registro))).length;

describe('a successful registration', () => {
  it('creates the supplier, its login without password and the confirmation e-mail with a working link', async () => {
    const body = wizardBody();
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    // The answer is a receipt, never the record.
    expect(res.json()).toEqual({ registered: true, email: body.email });

    const [row] = await db().select().from(suppliers).where(eq(suppliers.registro, body.registro as string));
    expect(row).toMatchObject({
      razonSocial: body.razonSocial,
      invitedById: null,
      calificacion: null,
      emailEjecutivo: [body.emailEjecutivo],
    });
    const [login] = await db().select().from(users).where(eq(users.supplierId, row!.id));
    expect(login).toMatchObject({ email: body.email, role: 'proveedor', passwordHash: null });

    await worker.drain();
    const [mail] = sink.to(body.email as string);
    expect(mail?.mail.subject).toBe(MSG.mailSupplierActivationSubject);
    expect(mail?.mail.text).toContain(body.razonSocial as string);
    expect(mail?.mail.text?.replace(/\s+/g, ' ')).toContain(MSG.qualificationInviteAfterActivation);
    const link = linkIn(mail!.mail, '/page-completar-cadastro/');
    expect(link.startsWith('http://127.0.0.1:4710/page-completar-cadastro/')).toBe(true);

    const key = link.split('/').pop()!;
    const done = await abasto.app.inject({
      method: 'PUT',
      url: `/api/auth/complete-registration/${key}`,
      payload: { password: 'proveedor-123' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const token = await loginAs(abasto.app, body.email as string, 'proveedor-123');
    const me = await abasto.app.inject({
      method: 'GET',
      url: '/api/auth/proveedor/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ _id: row!.id, razonSocial: body.razonSocial, invitedBy: null });
  });

  it('appears at once in the staff list, self-registered (invitedBy empty)', async () => {
    const body = wizardBody({ razonSocial: 'Autoinscripta Listado S.A.' });
    expect((await register(body)).statusCode).toBe(201);
    const gerente = await userWithToken(abasto.app, 'gerente');
    const list = await abasto.app.inject({
      method: 'GET',
      url: '/api/auth/proveedores/?q=Autoinscripta Listado',
      headers: gerente.auth,
    });
    const [found] = list.json().data;
    expect(found).toMatchObject({ razonSocial: 'Autoinscripta Listado S.A.', invitedBy: null });
    expect(Date.now() - Date.parse(found.createdAt)).toBeLessThan(60 * 60 * 1000);
  });

  it('ignores role, calificacion, createdAt, invitedBy and other fields the wizard has not', async () => {
    const body = wizardBody({
      role: 'admin',
      calificacion: 'Excelente',
      createdAt: '2001-01-01T00:00:00.000Z',
      invitedBy: { name: 'Falso', lastName: 'Jefe', email: 'jefe@x.com' },
      invitedById: 1,
      radioForm: [{ pregunta: '¿Autorizado?', respuesta: 'Sí' }],
      especialidad: 'Inventada',
      _id: 1,
    });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await db().select().from(suppliers).where(eq(suppliers.registro, body.registro as string));
    expect(row).toMatchObject({ calificacion: null, invitedById: null, radioForm: [], especialidad: null });
    expect(row!.createdAt.getUTCFullYear()).toBeGreaterThan(2001);
    const [login] = await db().select().from(users).where(eq(users.supplierId, row!.id));
    expect(login?.role).toBe('proveedor');
  });

  it('stores HTML as the text it is, in every free-text field of the wizard', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Hierros</b>';
    const freeText = {
      razonSocial: html,
      nombreFantasia: html,
      representanteLegal: html,
      documentoIdentidad: '<i>4.321.987</i>', // at most 30 characters
      puesto: html,
      nombreEjecutivo: html,
      estado: html,
      ciudad: html,
      calle: html,
      detalle: html,
    };
    const body = wizardBody(freeText);
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await db().select().from(suppliers).where(eq(suppliers.registro, body.registro as string));
    expect(row).toMatchObject(freeText);
    // Staff read it back unchanged: the screens show it as text, never as markup.
    const gerente = await userWithToken(abasto.app, 'gerente');
    const read = await abasto.app.inject({ method: 'GET', url: `/api/auth/proveedor/${row!.id}`, headers: gerente.auth });
    expect(read.json()).toMatchObject(freeText);
  });
});

describe('public rules', () => {
  it.each(PUBLIC_REGISTRATION_RULES.required)('an empty %s: Debe completar todos los campos.', async (field) => {
    const body = wizardBody({ [field]: field === 'rubro' ? [] : '' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Debe completar todos los campos.', details: [{ path: field }] });
    expect(await countSuppliers(body.registro as string)).toBe(0);
  });

  it('does not require documentoIdentidad and puesto, as staff create does', async () => {
    const res = await register(wizardBody({ documentoIdentidad: '', puesto: '' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['an e-mail without @', { email: 'ventas.ferreteria.com.py' }, MSG.supplierEmailIncorrect],
    ['an e-mail without a real domain', { email: 'ventas@ferreteria' }, MSG.supplierEmailIncorrect],
    ['a telephone with letters', { telephone: '021-ABC' }, MSG.supplierPhoneDigits],
    ['a telephone with spaces', { telephone: '021 580 580' }, MSG.supplierPhoneDigits],
    ['a 3-digit telephone', { telephone: '021' }, MSG.registrationTelephoneShort],
    ['a característica with letters', { tipoTelephone: 'PY' }, MSG.supplierTipoTelephoneInvalid],
    ['a capital of 0', { capitalSocial: 0 }, MSG.supplierCapitalSocialInvalid],
    ['0 employees', { cantidadEmpleados: 0 }, MSG.supplierCantidadEmpleadosInvalid],
    ['a start in 1899', { inicioActividad: '1899-06-01' }, MSG.supplierInicioActividadInvalid],
    ['a website that is not URL-like', { website: 'mi sitio' }, MSG.supplierWebsiteInvalid],
    ['a javascript: website', { website: 'javascript:alert(1)' }, MSG.supplierWebsiteInvalid],
    ['an executive e-mail without @', { emailEjecutivo: 'ventas' }, MSG.supplierEmailEjecutivoInvalid],
    ['a second telephone with letters', { telephone2: 'x1' }, MSG.supplierTelephone2Invalid],
    ['a mobile with letters', { celularRepresentante: '09-81' }, MSG.supplierCelularInvalid],
    ['an executive telephone with letters', { telefonoEjecutivo: 'uno' }, MSG.supplierTelefonoEjecutivoInvalid],
    ['a registro with symbols', { registro: '80<0>1' }, MSG.supplierRegistroInvalid],
    ['a 5,000-character name', { razonSocial: 'x'.repeat(5000) }, 'El campo «Razón Social / Nombre» admite como máximo 200 caracteres.'],
    ['a country not in the list', { pais: 'Atlántida' }, 'El valor elegido en «País» no está en la lista.'],
  ])('%s is refused: %s', async (_what, patch, message) => {
    const body = wizardBody(patch);
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await countSuppliers(body.registro as string)).toBe(0);
  });

  it('answers a body that is not an object with 400, not 500', async () => {
    for (const payload of [[], 'texto', 42]) {
      const res = await register(JSON.stringify(payload), nextIp(), { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('duplicates: the same answer, and the existing owner is told', () => {
  const notices = (to: string) =>
    db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, to), eq(mailMessages.refKind, REGISTRATION_ATTEMPT_REF)));

  it('an existing pais + registro answers like a new registration; a pending, flagged request is created; the company is told', async () => {
    const existing = await createSupplierRow(db(), { registro: '80099001-1', emailEjecutivo: [`real-${Date.now()}@cementos.test`] });
    const fresh = wizardBody();
    const body = wizardBody({ registro: existing.registro });
    const [dup, ok] = [await register(body), await register(fresh)];
    expect(dup.statusCode).toBe(ok.statusCode);
    expect(dup.json()).toEqual({ registered: true, email: body.email });
    expect(ok.json()).toEqual({ registered: true, email: fresh.email });
    expect(Object.keys(dup.json())).toEqual(Object.keys(ok.json()));
    // docs/product.md#supplier-admission: the request waits for staff, who see it flagged; it can
    // never be accepted while the registered company is.
    const rows = await db().select().from(suppliers).where(eq(suppliers.registro, existing.registro));
    expect(rows.map((r) => r.admision).sort()).toEqual(['Aceptado', 'Pendiente']);
    const [notice] = await notices(existing.emailEjecutivo[0]!);
    expect(notice?.subject).toBe(MSG.mailRegistrationAttemptSubject);
  });

  it('sees through punctuation and case of the registro', async () => {
    const first = wizardBody({ registro: '80099002-2' });
    await register(first);
    const res = await register(wizardBody({ registro: '80.099.002/2' }));
    expect(res.statusCode).toBe(201);
    // A second request for the same company: created (pending, flagged), and the first one is told.
    expect(await countSuppliers('80.099.002/2')).toBe(1);
    expect(await notices(first.emailEjecutivo as string)).toHaveLength(1);
  });

  it('the same registration sent twice at once creates one supplier, one login and one e-mail', async () => {
    const body = wizardBody();
    const ip = nextIp();
    const [a, b] = await Promise.all([register(body, ip), register(body, ip)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await countSuppliers(body.registro as string)).toBe(1);
    expect(await db().select().from(users).where(eq(users.email, body.email as string))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, body.email as string)),
    ).toHaveLength(1);
  });

  it('an address that already has a login, or looks like one, answers the same; its owner is told; nothing is created', async () => {
    const owner = await createUser(db(), { email: `pablo-${Date.now()}@demo.test` });
    for (const email of [owner.email, owner.email.toUpperCase(), owner.email.replace('pablo', 'pab1o')]) {
      const body = wizardBody({ email });
      const res = await register(body);
      expect(res.statusCode, email).toBe(201);
      expect(res.json()).toEqual({ registered: true, email: normalizeEmail(email) });
      expect(await countSuppliers(body.registro as string)).toBe(0);
    }
    expect(await notices(owner.email)).toHaveLength(3);
    expect(await db().select().from(users).where(eq(users.email, owner.email.replace('pablo', 'pab1o')))).toHaveLength(0);
  });

  it('an address with another alphabet or invisible characters is refused for everyone alike (nothing revealed)', async () => {
    for (const email of ['g\u0435rente@demo.test', 'g\u0435rente-nadie@demo.test', 'ger\u200Bente@demo.test']) {
      const res = await register(wizardBody({ email }));
      expect(res.statusCode, email).toBe(400);
    }
  });

  it('answers a colliding and a new registration in about the same time', async () => {
    const taken = wizardBody();
    await register(taken);
    const times = { dup: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < 3; i++) {
      let t = performance.now();
      await register(wizardBody({ email: taken.email }));
      times.dup.push(performance.now() - t);
      t = performance.now();
      await register(wizardBody());
      times.fresh.push(performance.now() - t);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    expect(Math.min(...times.dup)).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_MS - 5);
    expect(Math.abs(median(times.dup) - median(times.fresh))).toBeLessThan(150);
  });
});

describe('bots and floods', () => {
  it('a filled honeypot is answered like a success, and nothing is stored or sent', async () => {
    const body = wizardBody({ [REGISTRATION_HONEYPOT_FIELD]: '021555000' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ registered: true, email: body.email });
    expect(await countSuppliers(body.registro as string)).toBe(0);
    expect(await db().select().from(users).where(eq(users.email, body.email as string))).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, body.email as string)),
    ).toHaveLength(0);
  });

  it('a client is limited to a few registrations per window; another client is not affected', async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX_PER_CLIENT; i += 1) expect((await register(wizardBody(), ip)).statusCode).toBe(201);
    const refused = wizardBody();
    const res = await register(refused, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(MSG.tooManyRequests);
    expect(await countSuppliers(refused.registro as string)).toBe(0);
    expect((await register(wizardBody())).statusCode).toBe(201);
  });

  it('a client on the open internet cannot escape it by writing another address in X-Forwarded-For', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < MAX_PER_CLIENT; i += 1) {
      const res = await register(wizardBody(), ip, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await register(wizardBody(), ip, { 'x-forwarded-for': '198.51.100.200' });
    expect(res.statusCode).toBe(429);
  });

  it('a client of the local network cannot escape it either (TRUST_PROXY is loopback only by default)', async () => {
    const ip = '10.99.0.7';
    for (let i = 0; i < MAX_PER_CLIENT; i += 1) {
      expect((await register(wizardBody(), ip, { 'x-forwarded-for': `198.51.101.${i + 1}` })).statusCode).toBe(201);
    }
    expect((await register(wizardBody(), ip, { 'x-forwarded-for': '198.51.101.200' })).statusCode).toBe(429);
  });

  it('behind a proxy on the same machine, each forwarded client has its own count', async () => {
    const proxy = '127.0.0.1';
    for (let i = 0; i < MAX_PER_CLIENT + 2; i += 1) {
      const res = await register(wizardBody(), proxy, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('failed attempts count too', async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX_PER_CLIENT; i += 1) await register(wizardBody({ email: '' }), ip);
    expect((await register(wizardBody(), ip)).statusCode).toBe(429);
  });

  it('staff creating suppliers are not limited by it', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const ip = nextIp();
    for (let i = 0; i < MAX_PER_CLIENT + 1; i += 1) {
      const res = await register(wizardBody({ documentoIdentidad: '123', puesto: 'Dueño' }), ip, gerente.auth);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ _id: expect.any(Number), invitedBy: { email: gerente.user.email } });
    }
  });
});

describe('who may do what', () => {
  it('staff still get the staff rules and the record back', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const res = await register(wizardBody({ documentoIdentidad: '' }), nextIp(), gerente.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.supplierRequired);
  });

  it.each(['proveedor', 'analista', 'medico'] as const)('a logged-in %s cannot create', async (role) => {
    const caller = await userWithToken(abasto.app, role);
    const body = wizardBody();
    const res = await register(body, nextIp(), caller.auth);
    expect(res.statusCode).toBe(403);
    expect(await countSuppliers(body.registro as string)).toBe(0);
  });

  it('a stale or forged token is refused, not taken for an anonymous registration', async () => {
    const body = wizardBody();
    const res = await register(body, nextIp(), { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(await countSuppliers(body.registro as string)).toBe(0);
  });

  it('anonymous callers can never read, list, edit or delete', async () => {
    const other = await createSupplierRow(db(), { razonSocial: 'Ajena Anónimo S.A.' });
    const calls = [
      { method: 'GET', url: '/api/auth/proveedores/' },
      { method: 'GET', url: `/api/auth/proveedor/${other.id}` },
      { method: 'GET', url: '/api/auth/proveedor/me' },
      { method: 'PUT', url: `/api/auth/proveedor/${other.id}`, payload: wizardBody() },
      { method: 'DELETE', url: `/api/auth/proveedor/${other.id}` },
      { method: 'GET', url: '/api/filters/all' },
      { method: 'GET', url: '/api/dashboard' },
    ] as const;
    for (const call of calls) {
      const res = await abasto.app.inject({ ...call, remoteAddress: nextIp() });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.body).not.toContain('Ajena');
    }
  });

  it('a self-registered proveedor reads only its own supplier', async () => {
    const body = wizardBody();
    await register(body);
    const other = await createSupplierRow(db(), { razonSocial: 'Ajena Registrada S.A.' });
    await worker.drain();
    const key = linkIn(sink.to(body.email as string)[0]!.mail, '/page-completar-cadastro/').split('/').pop()!;
    await abasto.app.inject({
      method: 'PUT',
      url: `/api/auth/complete-registration/${key}`,
      payload: { password: 'proveedor-456' },
    });
    const auth = { authorization: `Bearer ${await loginAs(abasto.app, body.email as string, 'proveedor-456')}` };
    for (const url of [`/api/auth/proveedor/${other.id}`, '/api/auth/proveedores/', '/api/filters/all', '/api/dashboard']) {
      const res = await abasto.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('Ajena');
    }
    const edit = await abasto.app.inject({
      method: 'PUT',
      url: `/api/auth/proveedor/${other.id}`,
      payload: wizardBody(),
      headers: auth,
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe('public configuration', () => {
  it('tells the browser where to go after registering, and nothing else', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyWebsiteUrl: 'https://www.constructora.example/', oidc: null });
  });

  it('is the same answer for a logged-in caller', async () => {
    const { auth } = await userWithToken(abasto.app, 'analista');
    const res = await abasto.app.inject({ method: 'GET', url: '/api/config/public', headers: auth });
    expect(res.json()).toEqual({ companyWebsiteUrl: 'https://www.constructora.example/', oidc: null });
  });
});
