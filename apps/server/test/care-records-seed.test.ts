import { sniffImageType } from '@abasto/domain/care-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { loginAs } from './helpers/factories.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto();
  await seedDemo(abasto.app.ctx.db);
  await seedDemo(abasto.app.ctx.db);
});
afterAll(() => abasto?.close());

const get = async (url: string, email: string) => {
  const token = await loginAs(abasto.app, email, DEMO_PASSWORD);
  return abasto.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
};

describe('demo care records', () => {
  it('gives the demo patient prescriptions from the demo doctor, once however often the seed runs', async () => {
    const list = (await get('/api/recetas', 'paciente@demo.test')).json();
    expect(list.total).toBe(3);
    const detail = (await get(`/api/recetas/${list.data[0].id}`, 'medico@demo.test')).json().data[0];
    expect(detail.doctor.email).toBe('medico@demo.test');
    expect(detail.patient.name).toBe('Paula');
    expect(detail.remedios.length).toBeGreaterThan(1);
    const knee = list.data.find((p: { title: string }) => p.title.includes('artroscopia'));
    const kneeDetail = (await get(`/api/recetas/${knee.id}`, 'paciente@demo.test')).json().data[0];
    expect(kneeDetail.contenidos).toHaveLength(2);
  });

  it('fills the content library with real thumbnails', async () => {
    const library = (await get('/api/contenido', 'paciente@demo.test')).json().data;
    expect(library).toHaveLength(6);
    const image = await get(library[0].thumbnail, 'paciente@demo.test');
    expect(image.headers['content-type']).toBe('image/png');
    expect(sniffImageType(image.rawPayload)).toBe('image/png');
  });

  it('gives the demo patient scores, pain diary, timeline and a waiting order', async () => {
    for (const url of ['/api/scores', '/api/dor', '/api/eventTimeline']) {
      expect((await get(url, 'paciente@demo.test')).json().data.length, url).toBeGreaterThan(2);
    }
    expect((await get('/api/pedido', 'paciente@demo.test')).json().total).toBe(1);
  });

  it('has a Médico & ADMIN who sees who read a prescription', async () => {
    const list = (await get('/api/recetas', 'medico-admin@demo.test')).json();
    expect(list.total).toBeGreaterThanOrEqual(3);
    const id = list.data[0].id;
    expect((await get(`/api/recetas/${id}`, 'medico-admin@demo.test')).statusCode).toBe(200);
    const readings = (await get(`/api/recetas/${id}/leituras`, 'medico-admin@demo.test')).json().data;
    expect(readings.map((r: { readerName: string; readerRole: string }) => `${r.readerName} (${r.readerRole})`)).toContain('Helena Costa (medico-admin)');
    expect((await get(`/api/recetas/${id}/leituras`, 'medico@demo.test')).statusCode).toBe(403);
  });
});
