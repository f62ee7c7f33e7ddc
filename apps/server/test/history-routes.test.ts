import { IMPORT_EXAMPLE, IMPORT_FIELDS } from '@abasto/domain/supplier-import';
import { defaultAnswers } from '@abasto/domain/supplier-qualification';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, userWithToken } from './helpers/factories.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import { createSupplierRow, proveedorWithToken, supplierBody } from './helpers/supplier-factory.ts';

/**
 * docs/product.md#history, over the route table: every call that changes a supplier, a user or a
 * quotation leaves a history entry naming its author, and a refused call leaves none. A new
 * mutating route must be added here, either with a scenario or with the reason it changes no
 * audited record.
 */

type Login = { user: { id: number }; auth: Record<string, string> };
type Tipo = 'proveedor' | 'usuario' | 'cotizacion';
interface Scenario {
  /** Makes the call (expecting success) and names the record it changed and who did it. */
  run: () => Promise<{ tipo: Tipo; id: number; actorId: number | null; accion?: string }>;
}

let abasto: TestAbasto;
let admin: Login;
let gerente: Login;
let analista: Login;
let proveedor: Awaited<ReturnType<typeof proveedorWithToken>>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  admin = await userWithToken(abasto.app, 'admin');
  gerente = await userWithToken(abasto.app, 'gerente');
  analista = await userWithToken(abasto.app, 'analista');
  proveedor = await proveedorWithToken(abasto.app);
});
afterAll(() => abasto?.close());

async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, who: Login | null, payload?: unknown) {
  const res = await abasto.app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object | undefined });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}

const db = () => abasto.app.ctx.db;
const supplierId = async () => (await supplierWithAddress(db())).id;
async function editableSupplier() {
  const created = await ok('POST', '/api/auth/proveedor', gerente, supplierBody());
  const { invitedBy: _omit, ...record } = created;
  return record as Record<string, unknown> & { id: number };
}
async function sentQuotation(extra: Record<string, unknown> = {}) {
  const res = await ok('POST', '/api/cotizacion', gerente, quotationBody([await supplierId()], extra));
  return (res.data as { id: number; fornecedores: { recipientId: number }[] });
}
const withDeadline = { items: [{ descripcion: 'Cemento portland', cantidad: 10, unidad: 'bolsa' }], fechaLimite: new Date(Date.now() + 72 * 3_600_000).toISOString() };
const staffBody = { name: 'Lía', lastName: 'Sosa', role: 'analista', detalle: '' };
const newAddress = () => `historial-${Math.random().toString(36).slice(2)}@test.local`;
async function userIdByEmail(email: string) {
  const [row] = await queryRows<{ id: number }>(db(), sql`select id from users where lower(email) = lower(${email})`);
  return row!.id;
}

const SCENARIOS: Record<string, Scenario> = {
  'POST /api/auth/proveedor': { run: async () => ({ tipo: 'proveedor', id: (await editableSupplier()).id, actorId: gerente.user.id }) },
  'POST /api/auth/proveedor/': {
    run: async () => ({ tipo: 'proveedor', id: (await ok('POST', '/api/auth/proveedor/', admin, supplierBody())).id as number, actorId: admin.user.id }),
  },
  'PUT /api/auth/proveedor/:id': {
    run: async () => {
      const record = await editableSupplier();
      await ok('PUT', `/api/auth/proveedor/${record.id}`, admin, { ...record, ciudad: 'Asunción', version: undefined });
      return { tipo: 'proveedor', id: record.id, actorId: admin.user.id, accion: 'cambiar' };
    },
  },
  'DELETE /api/auth/proveedor/:id': {
    run: async () => {
      const id = await supplierId();
      await ok('DELETE', `/api/auth/proveedor/${id}`, gerente);
      return { tipo: 'proveedor', id, actorId: gerente.user.id, accion: 'borrar' };
    },
  },
  'PUT /api/auth/proveedor/:id/evaluacion': {
    run: async () => {
      const id = await supplierId();
      await ok('PUT', `/api/auth/proveedor/${id}/evaluacion`, gerente, { radioForm: defaultAnswers() });
      return { tipo: 'proveedor', id, actorId: gerente.user.id, accion: 'cambiar' };
    },
  },
  'PUT /api/auth/perfil-proveedor/evaluacion': {
    run: async () => {
      await ok('PUT', '/api/auth/perfil-proveedor/evaluacion', proveedor, { radioForm: defaultAnswers() });
      return { tipo: 'proveedor', id: proveedor.supplier.id, actorId: proveedor.user.id, accion: 'cambiar' };
    },
  },
  'PUT /api/auth/perfil-proveedor/celular': {
    run: async () => {
      await ok('PUT', '/api/auth/perfil-proveedor/celular', proveedor, { telephone: '+595 981 700 700' });
      return { tipo: 'usuario', id: proveedor.user.id, actorId: proveedor.user.id, accion: 'cambiar' };
    },
  },
  'POST /api/auth/proveedor/:id/invitacion': {
    run: async () => {
      const supplier = await supplierWithAddress(db());
      await ok('POST', `/api/auth/proveedor/${supplier.id}/invitacion`, gerente);
      const [login] = await queryRows<{ id: number }>(db(), sql`select id from users where supplier_id = ${supplier.id}`);
      return { tipo: 'usuario', id: login!.id, actorId: gerente.user.id, accion: 'crear' };
    },
  },
  'POST /api/auth/solicitudes-alta/:id/decision': {
    run: async () => {
      const pending = await createSupplierRow(db(), { admision: 'Pendiente' });
      await ok('POST', `/api/auth/solicitudes-alta/${pending.id}/decision`, gerente, { aceptar: true });
      return { tipo: 'proveedor', id: pending.id, actorId: gerente.user.id, accion: 'cambiar' };
    },
  },
  'PUT /api/auth/solicitudes-alta/aviso': {
    run: async () => {
      await ok('PUT', '/api/auth/solicitudes-alta/aviso', gerente, { avisar: true });
      return { tipo: 'usuario', id: gerente.user.id, actorId: gerente.user.id, accion: 'cambiar' };
    },
  },
  'POST /api/auth/invite-user': {
    run: async () => {
      const email = newAddress();
      await ok('POST', '/api/auth/invite-user', admin, { ...staffBody, email });
      return { tipo: 'usuario', id: await userIdByEmail(email), actorId: admin.user.id, accion: 'crear' };
    },
  },
  'POST /api/auth/user/': {
    run: async () => {
      const res = await ok('POST', '/api/auth/user/', gerente, { ...staffBody, email: newAddress() });
      return { tipo: 'usuario', id: (res.user as { id: number }).id, actorId: gerente.user.id, accion: 'crear' };
    },
  },
  'PUT /api/auth/user/:id': {
    run: async () => {
      const target = await createUser(db(), { role: 'analista' });
      await ok('PUT', `/api/auth/user/${target.id}`, admin, { ...staffBody, role: 'gerente' });
      return { tipo: 'usuario', id: target.id, actorId: admin.user.id, accion: 'cambiar' };
    },
  },
  'POST /api/auth/user/:id/deactivate': {
    run: async () => {
      const target = await createUser(db(), { role: 'analista' });
      await ok('POST', `/api/auth/user/${target.id}/deactivate`, gerente);
      return { tipo: 'usuario', id: target.id, actorId: gerente.user.id, accion: 'cambiar' };
    },
  },
  'POST /api/auth/user/:id/reactivate': {
    run: async () => {
      const target = await createUser(db(), { role: 'analista', active: false });
      await ok('POST', `/api/auth/user/${target.id}/reactivate`, gerente);
      return { tipo: 'usuario', id: target.id, actorId: gerente.user.id, accion: 'cambiar' };
    },
  },
  'PUT /api/auth/complete-registration/:key': {
    run: async () => {
      const email = newAddress();
      const { activationKey } = await ok('POST', '/api/auth/invite-user', admin, { ...staffBody, email });
      await ok('PUT', `/api/auth/complete-registration/${String(activationKey)}`, null, { password: 'otraClave123', confirmPassword: 'otraClave123' });
      // A public call, but the link names its person: they are the author (docs/product.md#history).
      const id = await userIdByEmail(email);
      return { tipo: 'usuario', id, actorId: id, accion: 'cambiar' };
    },
  },
  'POST /api/cotizacion': { run: async () => ({ tipo: 'cotizacion', id: (await sentQuotation()).id, actorId: gerente.user.id, accion: 'crear' }) },
  'POST /api/cotizacion/': {
    run: async () => {
      const res = await ok('POST', '/api/cotizacion/', admin, quotationBody([await supplierId()]));
      return { tipo: 'cotizacion', id: (res.data as { id: number }).id, actorId: admin.user.id, accion: 'crear' };
    },
  },
  'POST /api/cotizacion/:id/reenviar/:recipientId': {
    run: async () => {
      const quotation = await sentQuotation();
      const recipientId = quotation.fornecedores[0]!.recipientId;
      await abasto.database.db.execute(sql`update quotation_recipients set status = 'failed' where id = ${recipientId}`);
      await ok('POST', `/api/cotizacion/${quotation.id}/reenviar/${recipientId}`, admin);
      return { tipo: 'cotizacion', id: quotation.id, actorId: admin.user.id, accion: 'reenviar' };
    },
  },
  'POST /api/cotizacion/:id/cancelacion': {
    run: async () => {
      const quotation = await sentQuotation(withDeadline);
      await ok('POST', `/api/cotizacion/${quotation.id}/cancelacion`, gerente, { motivo: 'Ya no hace falta' });
      return { tipo: 'cotizacion', id: quotation.id, actorId: gerente.user.id, accion: 'cancelar' };
    },
  },
  'POST /api/auth/proveedor/:id/calificacion/:proposalId/decision': {
    run: async () => {
      const supplier = await createSupplierRow(db(), { calificacion: 'Bueno' });
      const base = `/api/auth/proveedor/${supplier.id}/calificacion`;
      const proposal = await ok('POST', base, gerente, { calificacion: 'Muy bueno', motivo: 'Entregas a tiempo en 2026' });
      await ok('POST', `${base}/${proposal.id as number}/decision`, admin, { aprobar: true });
      return { tipo: 'proveedor', id: supplier.id, actorId: admin.user.id, accion: 'cambiar' };
    },
  },
  'POST /api/cotizacion/:id/adjudicacion': {
    run: async () => {
      const supplier = await supplierWithAddress(db());
      const quotation = (await ok('POST', '/api/cotizacion', gerente, quotationBody([supplier.id], withDeadline))).data as { id: number };
      // The supplier answers through the link of its e-mail (the outbox copy), then the deadline passes.
      const [mail] = await queryRows<{ text: string }>(
        db(),
        sql`select c.text from quotation_recipients r join mail_messages m on m.id = r.message_id
            join mail_contents c on c.id = m.content_id where r.quotation_id = ${quotation.id}`,
      );
      const token = mail!.text.match(/\/responder\/(\S+)/)![1]!;
      const view = (await abasto.app.inject({ method: 'GET', url: `/api/respuesta/${token}` })).json().data as { items: { id: number }[] };
      const answer = await abasto.app.inject({
        method: 'PUT',
        url: `/api/respuesta/${token}`,
        payload: {
          moneda: 'PYG',
          plazoEntregaDias: 5,
          validaHasta: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString().slice(0, 10),
          condicionesPago: '30 días',
          items: view.items.map((i) => ({ itemId: i.id, precioUnitario: '52.000' })),
          idempotencyKey: 'historial-adjudicacion-1',
        },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      abasto.app.ctx.clock = () => new Date(Date.now() + 73 * 3_600_000);
      try {
        await ok('POST', `/api/cotizacion/${quotation.id}/adjudicacion`, gerente, { proveedorId: supplier.id });
      } finally {
        abasto.app.ctx.clock = undefined;
      }
      return { tipo: 'cotizacion', id: quotation.id, actorId: gerente.user.id, accion: 'adjudicar' };
    },
  },
  'POST /api/auth/proveedores/importacion': {
    run: async () => {
      const registro = `80${Date.now().toString().slice(-6)}-4`;
      const file = stringify([[...IMPORT_FIELDS], IMPORT_FIELDS.map((f) => (f === 'registro' ? registro : (IMPORT_EXAMPLE[f] ?? '')))]);
      await ok('POST', '/api/auth/proveedores/importacion', gerente, {
        file: { file: Buffer.from(file).toString('base64'), filename: 'proveedores.csv' },
        aplicar: true,
        duplicados: 'omitir',
      });
      const [row] = await queryRows<{ id: number }>(db(), sql`select id from suppliers where registro = ${registro}`);
      return { tipo: 'proveedor', id: row!.id, actorId: gerente.user.id, accion: 'crear' };
    },
  },
  'POST /api/cotizacion/:id/cierre': {
    run: async () => {
      const quotation = await sentQuotation(withDeadline);
      await ok('POST', `/api/cotizacion/${quotation.id}/cierre`, admin, {});
      return { tipo: 'cotizacion', id: quotation.id, actorId: admin.user.id, accion: 'cerrar' };
    },
  },
};

/** Mutating routes that change no supplier field, user or quotation state, and why. */
const NOT_AUDITED: [RegExp, string][] = [
  [/^(POST|PUT|DELETE) \/api\/(event|mensajes|chat|scores|dor|recetas|remedios|contenido|pedido|itemDescripcion|consentimento|paciente|escalas|dolor|linea|jornada|modelo|care)/, 'care area records'],
  [/^\w+ \/api\/auth\/(pre-login|logout|sessions|recover-pass|segundo-paso|login|login-gmail|oidc-code)/, 'sessions, sign-in and settings, not records'],
  [/^POST \/api\/auth\/user\/:id\/activation-link$/, 'a new activation link (account_keys), the user is unchanged'],
  [/documentos/, 'supplier documents are files of their own (qualification), not fields of the record'],
  [/^POST \/api\/auth\/proveedor\/:id\/calificacion$/, 'a rating proposal; the record changes on its decision'],
  [/^(PUT \/api\/respuesta|PUT \/api\/perfil-proveedor\/pedidos)/, 'a supplier\'s answer to a request, not the request'],
  [/^(PUT \/api\/cotizacion\/:id\/comparacion\/tasas|POST \/api\/cotizacion\/:id\/recordatorio|PUT \/api\/cotizacion\/:id\/pedido)$/, 'exchange rates, reminders and line edits of a request are not among its recorded states'],
  [/^POST \/api\/mail\//, 'the outbox'],
];

const mutating = () =>
  abasto.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);

const lastHistoryId = async () => (await queryRows<{ n: number }>(db(), sql`select coalesce(max(id), 0)::int as n from history`))[0]!.n;

describe('history over the route table', () => {
  it('every mutating route has a scenario or a reason', () => {
    const unclassified = mutating().filter((k) => !(k in SCENARIOS) && !NOT_AUDITED.some(([pattern]) => pattern.test(k)));
    expect(unclassified).toEqual([]);
    expect(Object.keys(SCENARIOS).filter((k) => !mutating().includes(k))).toEqual([]);
  });

  for (const [route, scenario] of Object.entries(SCENARIOS)) {
    it(`${route} leaves an entry with its author`, async () => {
      const before = await lastHistoryId();
      const { tipo, id, actorId, accion } = await scenario.run();
      const rows = await queryRows<{ actor_id: number | null; action: string; request_id: string | null }>(
        db(),
        sql`select actor_id, action, request_id from history where id > ${before} and record_type = ${tipo} and record_id = ${id} order by id`,
      );
      const entry = accion ? rows.find((r) => r.action === accion) : rows[0];
      expect(entry, `${route}: ${JSON.stringify(rows)}`).toBeDefined();
      expect(entry!.actor_id).toBe(actorId);
      expect(entry!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it('a refused call leaves no entry', async () => {
    const record = await editableSupplier();
    const target = await createUser(db(), { role: 'analista' });
    const before = await lastHistoryId();
    const refusals = [
      abasto.app.inject({ method: 'PUT', url: `/api/auth/proveedor/${record.id}`, headers: analista.auth, payload: { ...record, ciudad: 'X' } }),
      abasto.app.inject({ method: 'PUT', url: `/api/auth/proveedor/${record.id}`, headers: gerente.auth, payload: { ...record, razonSocial: '' } }),
      abasto.app.inject({ method: 'PUT', url: `/api/auth/user/${target.id}`, headers: gerente.auth, payload: { ...staffBody, role: 'admin' } }),
      abasto.app.inject({ method: 'POST', url: `/api/auth/user/${admin.user.id}/deactivate`, headers: gerente.auth }),
      abasto.app.inject({ method: 'DELETE', url: `/api/auth/proveedor/${record.id}`, headers: analista.auth }),
    ];
    for (const res of await Promise.all(refusals)) expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await lastHistoryId()).toBe(before);
  });
});
