import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { loginAs } from './helpers/factories.ts';

let abasto: TestAbasto;
let auth: Record<string, Record<string, string>>;
beforeAll(async () => {
  abasto = await createTestAbasto();
  await seedDemo(abasto.app.ctx.db);
  await seedDemo(abasto.app.ctx.db);
  auth = {};
  for (const who of ['analista', 'proveedor']) {
    auth[who] = { authorization: `Bearer ${await loginAs(abasto.app, `${who}@demo.test`, DEMO_PASSWORD)}` };
  }
});
afterAll(() => abasto?.close());

const get = (url: string, who = 'analista') => abasto.app.inject({ method: 'GET', url, headers: auth[who] });

async function supplierNamed(q: string) {
  const [supplier] = (await get(`/api/auth/proveedores/?q=${encodeURIComponent(q)}`)).json().data;
  return supplier as { id: number; calificacion: string | null };
}

describe('demo qualification data', () => {
  it('has suppliers at each rating, one pending approval, and documents in every state, once however often the seed runs', async () => {
    const rated: Record<string, string | null> = {};
    for (const name of ['Aceros Guaraní', 'Ladrillería San José', 'Transportes del Chaco', 'Pinturas del Lago', 'Maderas del Alto Paraná']) {
      rated[name] = (await supplierNamed(name)).calificacion;
    }
    expect(rated).toEqual({
      'Aceros Guaraní': 'Excelente',
      'Ladrillería San José': 'Bueno',
      'Transportes del Chaco': 'Rechazado',
      'Pinturas del Lago': null,
      'Maderas del Alto Paraná': null,
    });
    const pinturas = await supplierNamed('Pinturas del Lago');
    const view = (await get(`/api/auth/proveedor/${pinturas.id}/calificacion`)).json().data;
    expect(view.pendiente).toMatchObject({ calificacion: 'Muy bueno', estado: 'pendiente' });
    expect(view.propuestas).toHaveLength(1);

    const ladrillos = await supplierNamed('Ladrillería San José');
    const docs = (await get(`/api/auth/proveedor/${ladrillos.id}/documentos`)).json().data;
    expect(docs.map((d: { estado: string }) => d.estado).sort()).toEqual(['Vencido', 'Vigente']);
    const capped = (await get(`/api/auth/proveedor/${ladrillos.id}/calificacion`)).json().data.sugerencia;
    expect(capped.calificacion).toBe('Bueno');

    const own = (await get('/api/auth/perfil-proveedor/documentos', 'proveedor')).json().data;
    expect(own.map((d: { estado: string }) => d.estado).sort()).toEqual(['Por vencer', 'Vigente']);
    expect((await get('/api/auth/perfil-proveedor/evaluacion', 'proveedor')).json().data.radioForm).toHaveLength(17);
    expect((await get('/api/dashboard')).json().documentosPorVencer).toBeGreaterThanOrEqual(3);
  });
});

describe('demo admission requests', () => {
  it('has two pending requests, one flagged for its RUC, once however often the seed runs', async () => {
    const gerente = { authorization: `Bearer ${await loginAs(abasto.app, 'gerente@demo.test', DEMO_PASSWORD)}` };
    const list = (await abasto.app.inject({ method: 'GET', url: '/api/auth/solicitudes-alta', headers: gerente })).json();
    expect(list.pendientes).toBe(2);
    expect(list.data.map((r: { razonSocial: string; rucDuplicado: unknown[] }) => [r.razonSocial, r.rucDuplicado.length])).toEqual([
      ['Vidriería Luqueña S.R.L.', 0],
      ['Aceros Guaraní S.A.', 1],
    ]);
  });
});
