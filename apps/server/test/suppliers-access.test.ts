import { MSG } from '@abasto/domain/messages';
import type { Role } from '@abasto/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow, proveedorWithToken, supplierBody } from './helpers/supplier-factory.ts';

/**
 * Every supplier call against every kind of caller (docs/product.md#roles-and-permissions):
 * analista reads; gerente and admin write; a proveedor reads only its own record; care roles and
 * anonymous callers get nothing.
 */

let abasto: TestAbasto;
type Caller = 'anonymous' | 'admin' | 'gerente' | 'analista' | 'proveedor' | 'medico';
const headers: Record<Caller, Record<string, string>> = {} as never;
let ownId: number;
let otherId: number;
let created = 0;

beforeAll(async () => {
  abasto = await createTestAbasto();
  headers.anonymous = {};
  for (const role of ['admin', 'gerente', 'analista', 'medico'] as Role[]) {
    headers[role as Caller] = (await userWithToken(abasto.app, role)).auth;
  }
  const proveedor = await proveedorWithToken(abasto.app, { razonSocial: 'Propia S.A.' });
  headers.proveedor = proveedor.auth;
  ownId = proveedor.supplier.id;
  otherId = (await createSupplierRow(abasto.app.ctx.db, { razonSocial: 'Ajena S.A.' })).id;
});
afterAll(() => abasto?.close());

interface Call {
  name: string;
  request(): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  /** Status by caller; anything not listed is 403. */
  allowed: Partial<Record<Caller, number>>;
}

const staffRead = { admin: 200, gerente: 200, analista: 200 };
const staffWrite = { admin: 200, gerente: 200 };

const calls: Call[] = [
  { name: 'list', request: () => ({ method: 'GET', url: '/api/auth/proveedores/' }), allowed: staffRead },
  {
    name: 'list (no trailing slash)',
    request: () => ({ method: 'GET', url: '/api/auth/proveedores?q=s' }),
    allowed: staffRead,
  },
  {
    name: 'read another supplier',
    request: () => ({ method: 'GET', url: `/api/auth/proveedor/${otherId}` }),
    allowed: staffRead,
  },
  {
    name: 'read the proveedor\'s own supplier',
    request: () => ({ method: 'GET', url: `/api/auth/proveedor/${ownId}` }),
    allowed: { ...staffRead, proveedor: 200 },
  },
  {
    name: 'read my own supplier',
    request: () => ({ method: 'GET', url: '/api/auth/proveedor/me' }),
    allowed: { proveedor: 200 },
  },
  {
    // Anonymous callers may register a supplier (the public wizard); see registration.test.ts.
    name: 'create',
    request: () => ({
      method: 'POST',
      url: '/api/auth/proveedor/',
      payload: supplierBody({ email: `alta${++created}@proveedora.com.py` }),
    }),
    allowed: { admin: 201, gerente: 201 },
  },
  {
    name: 'update',
    request: () => ({
      method: 'PUT',
      url: `/api/auth/proveedor/${otherId}`,
      payload: supplierBody({ razonSocial: 'Ajena Editada S.A.' }),
    }),
    allowed: staffWrite,
  },
  {
    name: 'update own record as proveedor',
    request: () => ({ method: 'PUT', url: `/api/auth/proveedor/${ownId}`, payload: supplierBody() }),
    allowed: staffWrite,
  },
  { name: 'filters', request: () => ({ method: 'GET', url: '/api/filters/all' }), allowed: staffRead },
  { name: 'dashboard', request: () => ({ method: 'GET', url: '/api/dashboard' }), allowed: staffRead },
];

const callers: Caller[] = ['anonymous', 'admin', 'gerente', 'analista', 'proveedor', 'medico'];

describe.each(calls)('$name', (call) => {
  it.each(callers)('as %s', async (caller) => {
    const res = await abasto.app.inject({ ...call.request(), headers: headers[caller] });
    const anonymous = call.name === 'create' ? 201 : 401;
    const expected = caller === 'anonymous' ? anonymous : (call.allowed[caller] ?? 403);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 401) expect(res.json().error).toBe(MSG.unauthorized);
    if (expected === 403) expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('delete', () => {
  it.each(callers)('as %s', async (caller) => {
    const target = await createSupplierRow(abasto.app.ctx.db);
    const res = await abasto.app.inject({
      method: 'DELETE',
      url: `/api/auth/proveedor/${target.id}`,
      headers: headers[caller],
    });
    const expected = caller === 'anonymous' ? 401 : caller === 'admin' || caller === 'gerente' ? 200 : 403;
    expect(res.statusCode, res.body).toBe(expected);
    const still = await abasto.app.inject({
      method: 'GET',
      url: `/api/auth/proveedor/${target.id}`,
      headers: headers.admin,
    });
    expect(still.statusCode).toBe(expected === 200 ? 404 : 200);
  });
});

describe('a proveedor', () => {
  it('reads its own record in full through both paths', async () => {
    const byId = await abasto.app.inject({
      method: 'GET',
      url: `/api/auth/proveedor/${ownId}`,
      headers: headers.proveedor,
    });
    const me = await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedor/me', headers: headers.proveedor });
    expect(byId.json()).toEqual(me.json());
    expect(me.json()).toMatchObject({ _id: ownId, id: ownId, role: 'proveedor' });
  });

  it('is refused any other id, existing or not, with the same answer', async () => {
    const other = await abasto.app.inject({
      method: 'GET',
      url: `/api/auth/proveedor/${otherId}`,
      headers: headers.proveedor,
    });
    const missing = await abasto.app.inject({
      method: 'GET',
      url: '/api/auth/proveedor/999999',
      headers: headers.proveedor,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(MSG.supplierNotOwn);
    expect(other.json().code).toBe('NOT_OWN_SUPPLIER');
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(other.json());
    expect(other.body).not.toContain('Ajena');
  });

  it('without a linked supplier gets a clear 404 on /me', async () => {
    const lonely = await userWithToken(abasto.app, 'proveedor');
    const res = await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedor/me', headers: lonely.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.supplierNoneLinked);
  });
});
