import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow, supplierBody } from './helpers/supplier-factory.ts';

/**
 * The place filters narrow each other (docs/product.md#supplier-list): Departamento by País,
 * Ciudad by País and Departamento, from the places the database keeps (supplier_places).
 */

let abasto: TestAbasto;
let auth: Record<string, string>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  auth = (await userWithToken(abasto.app, 'gerente')).auth;
  const db = abasto.app.ctx.db;
  await createSupplierRow(db, { pais: 'Paraguay', estado: 'Central', ciudad: 'Luque' });
  await createSupplierRow(db, { pais: 'Paraguay', estado: 'Central', ciudad: 'Luque' });
  // Typed another way: one option, spelt as most suppliers spell it.
  await createSupplierRow(db, { pais: 'Paraguay', estado: 'CENTRAL', ciudad: 'San Lorenzo' });
  await createSupplierRow(db, { pais: 'Paraguay', estado: 'Alto Paraná', ciudad: 'Ciudad del Este' });
  await createSupplierRow(db, { pais: 'España', estado: 'Cataluña', ciudad: 'Barcelona' });
  await createSupplierRow(db, { pais: 'España', estado: 'Central', ciudad: 'Getafe' });
  await createSupplierRow(db, { pais: 'Brasil', estado: null, ciudad: 'Curitiba' });
});
afterAll(() => abasto?.close());

const filters = async (query: Record<string, string> = {}) => {
  const res = await abasto.app.inject({ method: 'GET', url: '/api/filters/all', query, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { paises: string[]; estados: string[]; ciudades: string[] };
};

describe('GET /api/filters/all with a place chosen', () => {
  it('without a choice offers every departamento and city', async () => {
    const all = await filters();
    expect(all.paises).toEqual(['Brasil', 'España', 'Paraguay']);
    expect(all.estados).toEqual(['Alto Paraná', 'Cataluña', 'Central']);
    expect(all.ciudades).toEqual(['Barcelona', 'Ciudad del Este', 'Curitiba', 'Getafe', 'Luque', 'San Lorenzo']);
  });

  it('País = Paraguay, Departamento = Central lists only the cities of that place, not Barcelona', async () => {
    const narrowed = await filters({ pais: 'Paraguay', estado: 'Central' });
    expect(narrowed.paises).toEqual(['Brasil', 'España', 'Paraguay']);
    expect(narrowed.estados).toEqual(['Alto Paraná', 'Central']);
    expect(narrowed.ciudades).toEqual(['Luque', 'San Lorenzo']);
  });

  it('narrows by País alone, and by Departamento alone in every País', async () => {
    expect((await filters({ pais: 'Paraguay' })).ciudades).toEqual(['Ciudad del Este', 'Luque', 'San Lorenzo']);
    expect((await filters({ pais: 'Brasil' })).estados).toEqual([]);
    expect((await filters({ pais: 'Brasil' })).ciudades).toEqual(['Curitiba']);
    const central = await filters({ estado: 'central' });
    expect(central.estados).toEqual(['Alto Paraná', 'Cataluña', 'Central']);
    expect(central.ciudades).toEqual(['Getafe', 'Luque', 'San Lorenzo']);
  });

  it('a Departamento the País does not hold narrows nothing (the page drops it)', async () => {
    const spain = await filters({ pais: 'España', estado: 'Alto Paraná' });
    expect(spain.estados).toEqual(['Cataluña', 'Central']);
    expect(spain.ciudades).toEqual(['Barcelona', 'Getafe']);
  });

  it('refuses a País that is not one of the list', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/filters/all', query: { pais: 'Atlántida' }, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.supplierOptionInvalid.replace('{campo}', MSG.supplierFieldPais));
  });

  it('keeps the places exact through every create, edit and delete', async () => {
    const db = abasto.app.ctx.db;
    const expectPlacesExact = async () => {
      const kept = await queryRows<{ place: string; n: number }>(
        db,
        sql`select pais || '|' || estado || '|' || ciudad as place, n from supplier_places where n <> 0 order by 1`,
      );
      const fresh = await queryRows<{ place: string; n: number }>(
        db,
        sql`select coalesce(pais, '') || '|' || coalesce(estado, '') || '|' || coalesce(ciudad, '') as place, count(*)::int as n
            from suppliers group by 1 order by 1`,
      );
      expect(kept).toEqual(fresh);
    };
    await expectPlacesExact();
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      abasto.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    const created = (await write('POST', '/api/auth/proveedor/', supplierBody({ estado: 'Itapúa', ciudad: 'Encarnación' }))).json();
    await expectPlacesExact();
    expect((await filters({ pais: 'Paraguay', estado: 'itapua' })).ciudades).toEqual(['Encarnación']);

    expect((await write('PUT', `/api/auth/proveedor/${created.id}`, { ...created, ciudad: 'Hohenau' })).statusCode).toBe(200);
    await expectPlacesExact();
    expect((await filters({ pais: 'Paraguay', estado: 'Itapúa' })).ciudades).toEqual(['Hohenau']);

    expect((await write('DELETE', `/api/auth/proveedor/${created.id}`)).statusCode).toBe(200);
    await expectPlacesExact();
    expect((await filters({ pais: 'Paraguay' })).estados).toEqual(['Alto Paraná', 'Central']);
  });
});
