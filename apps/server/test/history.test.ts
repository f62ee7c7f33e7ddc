import { defaultAnswers } from '@abasto/domain/supplier-qualification';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { setAuditContext } from '../src/lib/audit-context.ts';
import { issueAccountKey } from '../src/modules/auth/account-keys.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, userWithToken } from './helpers/factories.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import { proveedorWithToken, supplierBody } from './helpers/supplier-factory.ts';

// docs/product.md#history: every change of a supplier, user or quotation leaves its history row,
// with its author, in the transaction of the change; the history is append-only.

type Login = Awaited<ReturnType<typeof userWithToken>>;
let abasto: TestAbasto;
let admin: Login;
let gerente: Login;
let analista: Login;
let proveedor: Awaited<ReturnType<typeof proveedorWithToken>>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  admin = await userWithToken(abasto.app, 'admin', { name: 'Andrés', lastName: 'Benítez' });
  gerente = await userWithToken(abasto.app, 'gerente', { name: 'Ana', lastName: 'Pérez' });
  analista = await userWithToken(abasto.app, 'analista');
  proveedor = await proveedorWithToken(abasto.app);
});
afterAll(() => abasto?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: { auth: Record<string, string> }, payload?: unknown) =>
  abasto.app.inject({ method, url, headers: who.auth, payload: payload as object | undefined });

interface Entry {
  actor: { id: number; name: string; email: string } | null;
  accion: string;
  origen: string | null;
  cambios: Record<string, [unknown, unknown]>;
}

async function history(tipo: string, id: number, who: Login = admin) {
  const res = await call('GET', `/api/historial?tipo=${tipo}&id=${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; total: number };
}

async function createSupplier(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/auth/proveedor', gerente, supplierBody({ ciudad: 'Luque', ...overrides }));
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown> & { id: number; version: number };
}

describe('supplier history', () => {
  it('records the creation, then each save with only the changed fields and its author', async () => {
    const created = await createSupplier({ rubro: ['Hormigón Elaborado'] });
    const { invitedBy: _omit, ...record } = created;
    const saved = await call('PUT', `/api/auth/proveedor/${created.id}`, gerente, {
      ...record,
      ciudad: 'Asunción',
      rubro: ['Hormigón Elaborado', 'Cementos'],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { data, total } = await history('proveedor', created.id, analista);
    expect(total).toBe(2);
    const [change, creation] = data;
    expect(creation).toMatchObject({ accion: 'crear', actor: { id: gerente.user.id, name: 'Ana Pérez' } });
    expect(creation!.cambios.ciudad).toEqual([null, 'Luque']);
    expect(change).toMatchObject({ accion: 'cambiar', actor: { id: gerente.user.id, email: gerente.user.email }, origen: null });
    expect(change!.cambios).toEqual({
      ciudad: ['Luque', 'Asunción'],
      rubro: [['Hormigón Elaborado'], ['Hormigón Elaborado', 'Cementos']],
    });
  });

  it('writes nothing for a save that changes nothing, nor for a refused one', async () => {
    const created = await createSupplier();
    const { invitedBy: _omit, ...record } = created;
    expect((await call('PUT', `/api/auth/proveedor/${created.id}`, gerente, record)).statusCode).toBe(200);
    const refused = await call('PUT', `/api/auth/proveedor/${created.id}`, gerente, { ...record, ciudad: 'Encarnación', email: 'x', razonSocial: '' });
    expect(refused.statusCode).toBe(400);
    const stale = await call('PUT', `/api/auth/proveedor/${created.id}`, gerente, { ...record, ciudad: 'Encarnación', version: 99 });
    expect(stale.statusCode).toBe(409);
    expect((await history('proveedor', created.id)).total).toBe(1);
  });

  it('records questionnaire answers before → after', async () => {
    const created = await createSupplier();
    const answers = defaultAnswers().map((e, i) => ({ pregunta: e.pregunta, respuesta: i === 1 ? 'No aplica' : e.respuesta }));
    const res = await call('PUT', `/api/auth/proveedor/${created.id}/evaluacion`, gerente, { radioForm: answers });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await history('proveedor', created.id)).data;
    expect(latest!.actor?.id).toBe(gerente.user.id);
    expect(latest!.cambios.radioForm).toEqual([[], answers]);
  });

  it('keeps the history of a deleted supplier, with its last values', async () => {
    const created = await createSupplier({ razonSocial: 'Borrada S.A.' });
    expect((await call('DELETE', `/api/auth/proveedor/${created.id}`, gerente)).statusCode).toBeLessThan(300);
    const [deletion] = (await history('proveedor', created.id)).data;
    expect(deletion).toMatchObject({ accion: 'borrar', actor: { id: gerente.user.id } });
    expect(deletion!.cambios.razonSocial).toEqual(['Borrada S.A.', null]);
  });

  it('names the source a caller sets, such as an import, and "sistema" outside a request', async () => {
    const created = await createSupplier();
    await abasto.app.ctx.db.transaction(async (tx) => {
      await setAuditContext(tx, { actorId: admin.user.id, requestId: 'r-1', source: 'importacion:proveedores.xlsx' });
      await tx.execute(sql`update suppliers set ciudad = 'Areguá' where id = ${created.id}`);
    });
    await abasto.database.db.execute(sql`update suppliers set ciudad = 'Itauguá' where id = ${created.id}`);
    const [bySystem, imported] = (await history('proveedor', created.id)).data;
    expect(imported).toMatchObject({ origen: 'importacion:proveedores.xlsx', actor: { id: admin.user.id } });
    expect(bySystem).toMatchObject({ origen: 'sistema', actor: null, cambios: { ciudad: ['Areguá', 'Itauguá'] } });
  });
});

describe('user history', () => {
  it('records role and active changes, and a password change as a flag, never the hash', async () => {
    const target = await createUser(abasto.app.ctx.db, { role: 'analista', name: 'Luis', lastName: 'Gómez' });
    const body = { name: 'Luis', lastName: 'Gómez', role: 'gerente', detalle: '' };
    expect((await call('PUT', `/api/auth/user/${target.id}`, admin, body)).statusCode).toBe(200);
    expect((await call('POST', `/api/auth/user/${target.id}/deactivate`, admin)).statusCode).toBeLessThan(300);
    await abasto.app.ctx.db.transaction(async (tx) => {
      await setAuditContext(tx, { actorId: target.id, requestId: 'r-2' });
      await tx.execute(sql`update users set password_hash = 'otro-hash', token_version = token_version + 1 where id = ${target.id}`);
    });
    const { data } = await history('usuario', target.id);
    const [password, deactivation, role] = data;
    expect(role).toMatchObject({ actor: { id: admin.user.id }, cambios: { role: ['analista', 'gerente'] } });
    expect(deactivation!.cambios).toEqual({ active: [true, false] });
    expect(password!.cambios).toEqual({ clave: [false, true] });
    expect(JSON.stringify(data)).not.toContain('hash');
  });
});

describe('a user who activates their account', () => {
  it('is the author of that change, not "sistema"', async () => {
    const invited = await createUser(abasto.app.ctx.db, { role: 'analista', name: 'Inés', lastName: 'Villalba' });
    await abasto.app.ctx.db.execute(sql`update users set registered_at = null where id = ${invited.id}`);
    const key = await abasto.app.ctx.db.transaction((tx) => issueAccountKey(tx, { userId: invited.id, purpose: 'invite' }));
    const done = await abasto.app.inject({
      method: 'PUT',
      url: `/api/auth/complete-registration/${key}`,
      payload: { password: 'una-clave-larga' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [activation] = (await history('usuario', invited.id)).data;
    expect(activation).toMatchObject({ actor: { id: invited.id }, origen: null });
    expect(Object.keys(activation!.cambios)).toContain('registeredAt');
  });
});

describe('quotation history', () => {
  it('records the sending with its author', async () => {
    const supplier = await supplierWithAddress(abasto.app.ctx.db);
    const res = await call('POST', '/api/cotizacion', gerente, quotationBody([supplier.id]));
    expect(res.statusCode, res.body).toBeLessThan(300);
    const id = (res.json() as { data: { id: number } }).data.id;
    const [sent] = (await history('cotizacion', id, analista)).data;
    expect(sent).toMatchObject({ accion: 'crear', actor: { id: gerente.user.id } });
  });
});

describe('who reads the history', () => {
  it('admin reads everything, filtered by person and dates; others one supplier or quotation only', async () => {
    const created = await createSupplier();
    const everyone = await call('GET', `/api/historial?actor=${gerente.user.id}&desde=2020-01-01&hasta=2999-12-31`, admin);
    expect(everyone.statusCode).toBe(200);
    const page = everyone.json() as { data: { actor: { id: number } }[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((e) => e.actor.id === gerente.user.id)).toBe(true);

    expect((await call('GET', `/api/historial?tipo=proveedor&id=${created.id}`, gerente)).statusCode).toBe(200);
    const all = await call('GET', '/api/historial', gerente);
    expect(all.statusCode).toBe(403);
    expect(all.json().code).toBe('HISTORY_ADMIN_ONLY');
    expect((await call('GET', `/api/historial?tipo=usuario&id=${gerente.user.id}`, analista)).statusCode).toBe(403);
    expect((await call('GET', `/api/historial?tipo=proveedor&id=${created.id}`, proveedor)).statusCode).toBe(403);
    const bad = await call('GET', '/api/historial?tipo=factura&id=1', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tipo de registro/);
  });
});

describe('append-only', () => {
  it('the database refuses to change or remove a history row', async () => {
    await createSupplier();
    const db = abasto.database.db;
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'accepted',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(await refusal(sql`update history set action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from history`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate history`)).toMatch(/append-only/);
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from history where action = 'x'`);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the demo data', () => {
  it('is recorded as coming from the seed, without an author, every entry of every kind', async () => {
    const seeded = await createTestAbasto({ SEED_DEMO: 'true' });
    try {
      const rows = await queryRows<{ source: string | null; actor_id: number | null }>(
        seeded.database.db,
        sql`select distinct source, actor_id from history`,
      );
      expect(rows).toEqual([{ source: 'semilla', actor_id: null }]);
      const kinds = await queryRows<{ record_type: string }>(seeded.database.db, sql`select distinct record_type from history order by 1`);
      expect(kinds.map((k) => k.record_type)).toEqual(['cotizacion', 'proveedor', 'usuario']);
    } finally {
      await seeded.close();
    }
  });
});
