import { ITEM_CATEGORIES } from '@abasto/domain/item-description';
import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let admin: Person;
let medicoAdmin: Person;
let medico: Person;
let paciente: Person;
let gerente: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  admin = await userWithToken(abasto.app, 'admin');
  medicoAdmin = await userWithToken(abasto.app, 'medico-admin');
  medico = await userWithToken(abasto.app, 'medico');
  paciente = await userWithToken(abasto.app, 'paciente');
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

describe('GET /api/itemDescripcion/{category}', () => {
  it('answers every list, seeded with Portuguese values, to care users', async () => {
    for (const category of ITEM_CATEGORIES) {
      const res = await call('GET', `/api/itemDescripcion/${category}`, paciente);
      expect(res.statusCode, category).toBe(200);
      const { data } = res.json();
      expect(data.length, category).toBeGreaterThan(2);
      expect(data[0]).toMatchObject({ _id: expect.any(Number), category, name: expect.any(String) });
    }
    const units = (await call('GET', '/api/itemDescripcion/units', medico)).json().data.map((i: { name: string }) => i.name);
    expect(units).toEqual(expect.arrayContaining(['mg', 'mL', 'gotas']));
    const routes = (await call('GET', '/api/itemDescripcion/administrationTypes', medico)).json().data;
    expect(routes.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(['Oral', 'Intravenosa', 'Subcutânea']));
    const sexo = (await call('GET', '/api/itemDescripcion/sexo', medico)).json().data.map((i: { name: string }) => i.name);
    expect(sexo.slice(0, 2)).toEqual(['Feminino', 'Masculino']);
  });

  it('refuses an unknown list and users outside the care area', async () => {
    const unknown = await call('GET', '/api/itemDescripcion/planets', medico);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(MSG.careListCategoryInvalid);
    expect((await call('GET', '/api/itemDescripcion/sexo', gerente)).statusCode).toBe(403);
  });
});

describe('POST, PUT, DELETE /api/itemDescripcion', () => {
  it('lets admin add a value at the end, rename it and remove it', async () => {
    const created = await call('POST', '/api/itemDescripcion', admin, { category: 'hospital', name: '  Hospital do Joelho  ' });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ category: 'hospital', name: 'Hospital do Joelho' });
    const list = (await call('GET', '/api/itemDescripcion/hospital', medico)).json().data;
    expect(list.at(-1)).toEqual(item);

    const renamed = await call('PUT', `/api/itemDescripcion/${item.id}`, medicoAdmin, { name: 'Hospital do Ombro' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: item.id, category: 'hospital', name: 'Hospital do Ombro' });

    expect((await call('DELETE', `/api/itemDescripcion/${item.id}`, admin)).statusCode).toBe(200);
    const after = (await call('GET', '/api/itemDescripcion/hospital', medico)).json().data;
    expect(after.some((i: { id: number }) => i.id === item.id)).toBe(false);
    expect((await call('DELETE', `/api/itemDescripcion/${item.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a value its list already has, whatever the case', async () => {
    const dup = await call('POST', '/api/itemDescripcion', admin, { category: 'units', name: 'MG' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(MSG.careListDuplicate);
    const other = (await call('POST', '/api/itemDescripcion', admin, { category: 'units', name: 'dose(s)' })).json().data;
    const renamed = await call('PUT', `/api/itemDescripcion/${other.id}`, admin, { name: 'Gotas' });
    expect(renamed.statusCode).toBe(409);
    // The same text in another list is fine.
    expect((await call('POST', '/api/itemDescripcion', admin, { category: 'types', name: 'mg' })).statusCode).toBe(201);
  });

  it('validates with Portuguese messages', async () => {
    const empty = await call('POST', '/api/itemDescripcion', admin, { category: 'units', name: ' ' });
    expect(empty.json().error).toBe(MSG.careListNameRequired);
    const long = await call('POST', '/api/itemDescripcion', admin, { category: 'units', name: 'x'.repeat(121) });
    expect(long.json().error).toBe(MSG.careListNameTooLong);
    const category = await call('POST', '/api/itemDescripcion', admin, { category: 'x', name: 'y' });
    expect(category.statusCode).toBe(400);
    expect(category.json().error).toBe(MSG.careListCategoryInvalid);
  });

  it('keeps writes for the administrators of the care area', async () => {
    expect((await call('POST', '/api/itemDescripcion', medico, { category: 'units', name: 'gota' })).statusCode).toBe(403);
    expect((await call('POST', '/api/itemDescripcion', paciente, { category: 'units', name: 'gota' })).statusCode).toBe(403);
    const [first] = (await call('GET', '/api/itemDescripcion/units', medico)).json().data;
    expect((await call('PUT', `/api/itemDescripcion/${first.id}`, medico, { name: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/itemDescripcion/${first.id}`, paciente)).statusCode).toBe(403);
  });
});
