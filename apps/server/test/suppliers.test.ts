import { MSG } from '@abasto/domain/messages';
import { fieldMessage, STAFF_CREATE_RULES } from '@abasto/domain/supplier';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema/core.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { loginAs, userWithToken } from './helpers/factories.ts';
import { createSupplierRow, proveedorWithToken, supplierBody } from './helpers/supplier-factory.ts';

let abasto: TestAbasto;
let gerente: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  gerente = await userWithToken(abasto.app, 'gerente', { name: 'Gustavo', lastName: 'Riquelme' });
});
afterAll(() => abasto?.close());

const create = (payload: unknown) =>
  abasto.app.inject({ method: 'POST', url: '/api/auth/proveedor/', headers: gerente.auth, payload: payload as object });
const update = (id: number | string, payload: unknown) =>
  abasto.app.inject({
    method: 'PUT',
    url: `/api/auth/proveedor/${id}`,
    headers: gerente.auth,
    payload: payload as object,
  });
const read = (id: number | string) =>
  abasto.app.inject({ method: 'GET', url: `/api/auth/proveedor/${id}`, headers: gerente.auth });

describe('POST /api/auth/proveedor/', () => {
  it('creates a supplier and answers the whole record', async () => {
    const body = supplierBody({ emailEjecutivo: 'uno@hp.com.py, dos@hp.com.py' });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      pais: 'Paraguay',
      registro: body.registro,
      razonSocial: 'Hormigones del Paraná S.A.',
      emailEjecutivo: ['uno@hp.com.py', 'dos@hp.com.py'],
      rubro: ['Hormigón Elaborado'],
      capitalSocial: 1_500_000,
      cantidadEmpleados: 85,
      inicioActividad: '2004-08-15',
      telephone2: null,
      role: 'proveedor',
      invitedBy: { name: 'Gustavo', lastName: 'Riquelme', email: gerente.user.email },
    });
    expect(created._id).toBe(created.id);
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(res.body).not.toMatch(/search_?text/i);
    expect((await read(created.id)).json()).toEqual(created);
  });

  it('answers on the path without the trailing slash too', async () => {
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/proveedor',
      headers: gerente.auth,
      payload: supplierBody(),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(STAFF_CREATE_RULES.required)('refuses an empty %s with the required message', async (field) => {
    const res = await create(supplierBody({ [field]: Array.isArray(supplierBody()[field]) ? [] : '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Debe completar todos los campos obligatorios.',
      message: 'Debe completar todos los campos obligatorios.',
      statusCode: 400,
      code: 'VALIDATION',
    });
    expect(res.json().details[0]).toEqual({ path: field, message: 'Debe completar todos los campos obligatorios.' });
  });

  it('refuses a missing body field the same way', async () => {
    const { puesto: _omit, ...body } = supplierBody();
    expect((await create(body)).json().error).toBe(MSG.supplierRequired);
    expect((await create({})).json().error).toBe(MSG.supplierRequired);
  });

  // Each supplier rule (docs/product.md#supplier-rules) with its exact message, as the server answers it.
  it.each([
    ['email', 'ana@empresa', 'El mail ingresado no es correcto.'],
    ['telephone', '021-555', 'El nro. de teléfono ingresado no es válido.'],
    ['tipoTelephone', '+595', 'La característica telefónica ingresada no es válida.'],
    ['capitalSocial', 0, 'El valor ingresado para el capital social no es válido.'],
    ['cantidadEmpleados', 0, 'El valor ingresado para la cantidad de empleados no es válido.'],
    ['website', 'no es una web', 'El sitio web ingresado no es válido'],
    ['emailEjecutivo', ['bien@empresa.com', 'mal'], 'El mail del ejecutivo de cuenta no es válido'],
    ['inicioActividad', '1899-05-01', 'La fecha de inicio de actividades no es válida.'],
    ['telephone2', '12ab', 'El telefono 2 no es válido'],
    ['celularRepresentante', '0981-222', 'El celular del representante no es válido'],
    ['telefonoEjecutivo', 'x0981', 'El telefono del ejecutivo no es válido'],
  ] as const)('%s = %j answers %j', async (field, value, message) => {
    const res = await create(supplierBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().details[0]).toEqual({ path: field, message });
  });

  it('lists the live messages too, after the first failing rule', async () => {
    const res = await create(supplierBody({ email: 'ana', telephone: 'abc' }));
    expect(res.json().error).toBe('El mail ingresado no es correcto.');
    expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([
      'El mail ingresado no es correcto.',
      'El mail ingresado no es válido',
      'El telefono 1 no es válido',
    ]);
  });

  it('checks required fields before the e-mail, the e-mail before the telephone', async () => {
    expect((await create(supplierBody({ email: 'x', telephone: 'x', razonSocial: '' }))).json().error).toBe(
      MSG.supplierRequired,
    );
    expect((await create(supplierBody({ email: 'x', telephone: 'x' }))).json().error).toBe(MSG.supplierEmailIncorrect);
    expect((await create(supplierBody({ telephone: 'x', tipoTelephone: 'x' }))).json().error).toBe(
      MSG.supplierPhoneDigits,
    );
  });

  it('refuses a second supplier with the same pais and registro (409), whatever the separators', async () => {
    const first = await create(supplierBody({ registro: '80099887-1' }));
    expect(first.statusCode).toBe(201);
    for (const registro of ['80099887-1', '80.099.887-1', '800998871']) {
      const again = await create(supplierBody({ registro }));
      expect(again.statusCode, registro).toBe(409);
      expect(again.json()).toMatchObject({ error: MSG.supplierDuplicate, statusCode: 409, code: 'CONFLICT' });
    }
    const elsewhere = await create(supplierBody({ registro: '80099887-1', pais: 'Argentina' }));
    expect(elsewhere.statusCode).toBe(201);
  });

  it('stores markup as plain text', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await create(supplierBody({ razonSocial: script, detalle: script }));
    expect(res.statusCode).toBe(201);
    expect(res.json().razonSocial).toBe(script);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('bad input never answers 500', () => {
  it.each([
    ['pais', 'Narnia', fieldMessage(MSG.supplierOptionInvalid, 'pais')],
    ['tipoProveedor', 'S.A.S.', 'El valor elegido en «Tipo de Proveedor» no está en la lista.'],
    ['actividad', 'Todas', 'El valor elegido en «Tipo de Actividad» no está en la lista.'],
    ['segmento', 'MINERÍA', 'El valor elegido en «Segmento» no está en la lista.'],
    ['rubro', ['Golosinas'], 'El valor elegido en «Rubro» no está en la lista.'],
    ['calificacion', 'Malo', 'El valor elegido en «Calificación» no está en la lista.'],
    ['capitalSocial', 'un millón', MSG.supplierCapitalSocialInvalid],
    ['capitalSocial', 1e300, MSG.supplierCapitalSocialInvalid],
    ['cantidadEmpleados', 'muchos', MSG.supplierCantidadEmpleadosInvalid],
    ['cantidadEmpleados', 1e12, MSG.supplierCantidadEmpleadosInvalid],
    ['inicioActividad', '2020-02-31', MSG.supplierInicioActividadInvalid],
    ['inicioActividad', 20200101, MSG.supplierInicioActividadInvalid],
    ['razonSocial', 'a'.repeat(10_000), 'El campo «Razón Social / Nombre» admite como máximo 200 caracteres.'],
    ['detalle', 'b'.repeat(10_000), 'El campo «Detalle de Producto/Servicio» admite como máximo 5000 caracteres.'],
    ['calle', 'c'.repeat(10_000), 'El campo «Dirección» admite como máximo 300 caracteres.'],
    [
      'emailEjecutivo',
      `${'d'.repeat(10_000)}@x.com`,
      'El campo «Email del Ejecutivo» admite como máximo 254 caracteres.',
    ],
    ['razonSocial', { $ne: null }, 'El valor ingresado en «Razón Social / Nombre» no es válido.'],
    ['rubro', [{ a: 1 }], 'El valor elegido en «Rubro» no está en la lista.'],
  ] as const)('%s = %s… answers 400 %j', async (field, value, message) => {
    const res = await create(supplierBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it.each([
    ['a JSON array', [1, 2]],
    ['a JSON string', 'hola'],
    ['null', null],
  ])('a body that is %s answers 400', async (_name, payload) => {
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/proveedor/',
      headers: { ...gerente.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('a body that is not JSON answers 400', async () => {
    const res = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/proveedor/',
      headers: { ...gerente.auth, 'content-type': 'application/json' },
      payload: '{"pais": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999', '1e3', '%00'])('id %j answers 400 on every call', async (id) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await abasto.app.inject({
        method,
        url: `/api/auth/proveedor/${id}`,
        headers: gerente.auth,
        payload: method === 'PUT' ? supplierBody() : undefined,
      });
      expect(res.statusCode, `${method} ${id}`).toBe(400);
      expect(res.json().error).toBe(MSG.supplierIdInvalid);
    }
  });

  it('an unknown id answers 404 on every call', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await abasto.app.inject({
        method,
        url: '/api/auth/proveedor/2147483647',
        headers: gerente.auth,
        payload: method === 'PUT' ? supplierBody() : undefined,
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error).toBe(MSG.supplierNotFound);
    }
  });

  it('a NUL character is dropped, not a database error', async () => {
    const res = await create(supplierBody({ nombreFantasia: 'Nul\u0000Bytes' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().nombreFantasia).toBe('NulBytes');
  });
});

describe('PUT /api/auth/proveedor/:id', () => {
  it('saves the whole record; documentoIdentidad and puesto may be empty on edit', async () => {
    const created = (await create(supplierBody())).json();
    const { invitedBy: _omit, ...record } = created;
    const res = await update(created.id, {
      ...record,
      razonSocial: 'Hormigones del Paraná S.A.E.',
      tipoProveedor: 'S.A.E.',
      documentoIdentidad: '',
      puesto: '',
      rubro: ['Hormigón Elaborado', 'Bombas'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: created.id,
      razonSocial: 'Hormigones del Paraná S.A.E.',
      tipoProveedor: 'S.A.E.',
      documentoIdentidad: null,
      puesto: null,
      rubro: ['Hormigón Elaborado', 'Bombas'],
      invitedBy: created.invitedBy,
      createdAt: created.createdAt,
    });
    expect((await read(created.id)).json().razonSocial).toBe('Hormigones del Paraná S.A.E.');
  });

  it('keeps the e-mail it was registered with', async () => {
    const created = (await create(supplierBody({ email: 'original@empresa.com' }))).json();
    const res = await update(created.id, { ...created, email: 'otro@empresa.com' });
    expect(res.json().email).toBe('original@empresa.com');
  });

  it.each([
    ['razonSocial', '', 'Debe completar todos los campos obligatorios.'],
    ['rubro', [], 'Debe completar todos los campos obligatorios.'],
    ['telephone', 'abc', 'El nro. de teléfono ingresado no es válido.'],
    ['tipoTelephone', '(595)', 'La característica telefónica ingresada no es válida.'],
    ['website', 'http://', 'El sitio web ingresado no es válido'],
    ['capitalSocial', -1, 'El valor ingresado para el capital social no es válido.'],
  ] as const)('%s = %j answers %j', async (field, value, message) => {
    const created = (await create(supplierBody())).json();
    const res = await update(created.id, { ...created, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses taking the pais and registro of another supplier (409)', async () => {
    const a = (await create(supplierBody({ registro: '4455667-1' }))).json();
    const b = (await create(supplierBody({ registro: '4455667-2' }))).json();
    const res = await update(b.id, { ...b, registro: '4455667-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MSG.supplierDuplicate);
    expect((await read(a.id)).json().registro).toBe('4455667-1');
    expect((await read(b.id)).json().registro).toBe('4455667-2');
  });
});

describe('DELETE /api/auth/proveedor/:id', () => {
  it('erases the supplier and its login', async () => {
    const prov = await proveedorWithToken(abasto.app);
    const other = await userWithToken(abasto.app, 'analista');
    const res = await abasto.app.inject({
      method: 'DELETE',
      url: `/api/auth/proveedor/${prov.supplier.id}`,
      headers: gerente.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: prov.supplier.id, deleted: true });
    expect((await read(prov.supplier.id)).statusCode).toBe(404);
    const left = await abasto.app.ctx.db.select().from(users).where(eq(users.id, prov.user.id));
    expect(left).toEqual([]);
    // The deleted login's token and password no longer work; other users are untouched.
    const me = await abasto.app.inject({ method: 'GET', url: '/api/auth/verify', headers: prov.auth });
    expect(me.statusCode).toBe(401);
    await expect(loginAs(abasto.app, prov.user.email)).rejects.toThrow();
    expect((await abasto.app.inject({ method: 'GET', url: '/api/auth/verify', headers: other.auth })).statusCode).toBe(
      200,
    );
  });

  it('a second delete answers 404', async () => {
    const row = await createSupplierRow(abasto.app.ctx.db);
    const del = () =>
      abasto.app.inject({ method: 'DELETE', url: `/api/auth/proveedor/${row.id}`, headers: gerente.auth });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
  });
});

describe('kept counts (dashboard, filter options, list total)', () => {
  /** supplier_counts must equal a fresh count of the table, kind by kind. */
  async function expectCountsExact() {
    const db = abasto.app.ctx.db;
    const kept = await queryRows<{ kind: string; value: string; n: number }>(
      db,
      sql`select kind, value, n from supplier_counts where n <> 0 order by kind, value`,
    );
    const fresh = await queryRows<{ kind: string; value: string; n: number }>(
      db,
      sql`select kind, value, count(*)::int as n from (
            select 'total' as kind, '' as value from suppliers
            union all select 'pais', pais from suppliers
            union all select 'segmento', segmento from suppliers
            union all select distinct 'rubro', r || '#' || id from suppliers, unnest(rubro) r
            union all select 'estado', estado from suppliers where estado is not null
            union all select 'ciudad', ciudad from suppliers where ciudad is not null
          ) k group by kind, value order by kind, value`,
    );
    const rubroFresh = new Map<string, number>();
    for (const f of fresh.filter((f) => f.kind === 'rubro')) {
      const name = f.value.slice(0, f.value.lastIndexOf('#'));
      rubroFresh.set(name, (rubroFresh.get(name) ?? 0) + 1);
    }
    const expected = [
      ...fresh.filter((f) => f.kind !== 'rubro'),
      ...[...rubroFresh].map(([value, n]) => ({ kind: 'rubro', value, n })),
    ];
    const key = (r: { kind: string; value: string }) => `${r.kind}|${r.value}`;
    expect(Object.fromEntries(kept.map((r) => [key(r), r.n]))).toEqual(
      Object.fromEntries(expected.map((r) => [key(r), r.n])),
    );
  }
  const filters = async () =>
    (await abasto.app.inject({ method: 'GET', url: '/api/filters/all', headers: gerente.auth })).json().data;
  const dashboard = async () =>
    (await abasto.app.inject({ method: 'GET', url: '/api/dashboard', headers: gerente.auth })).json();

  it('follow every create, edit and delete', async () => {
    await expectCountsExact();
    const before = await dashboard();
    const created = (
      await create(supplierBody({ ciudad: 'Colonia Yguazú', segmento: 'MONTAJE', rubro: ['Bombas', 'Vidrios'] }))
    ).json();
    await expectCountsExact();
    expect((await filters()).ciudades).toContain('Colonia Yguazú');
    expect((await dashboard()).suppliers).toBe(before.suppliers + 1);

    await update(created.id, { ...created, ciudad: 'Naranjal', segmento: 'SERVICIOS', rubro: ['Vidrios'] });
    await expectCountsExact();
    const afterEdit = await filters();
    expect(afterEdit.ciudades).toContain('Naranjal');
    expect(afterEdit.ciudades).not.toContain('Colonia Yguazú');

    // An edit that changes none of the counted fields writes nothing to the counts.
    await update(created.id, { ...created, ciudad: 'Naranjal', segmento: 'SERVICIOS', rubro: ['Vidrios'], detalle: 'x' });
    await expectCountsExact();

    await abasto.app.inject({ method: 'DELETE', url: `/api/auth/proveedor/${created.id}`, headers: gerente.auth });
    await expectCountsExact();
    expect((await filters()).ciudades).not.toContain('Naranjal');
    expect((await dashboard()).suppliers).toBe(before.suppliers);
    const list = (await abasto.app.inject({ method: 'GET', url: '/api/auth/proveedores/', headers: gerente.auth })).json();
    expect(list.total).toBe(before.suppliers);
  });
});
