import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careOrders } from '../src/db/schema/care-orders.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { createPrescriptionRow } from './helpers/care-records-factory.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let medico: Person;
let paciente: Person;
let otherPaciente: Person;
let admin: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  medico = await userWithToken(abasto.app, 'medico');
  paciente = await userWithToken(abasto.app, 'paciente', { name: 'Paula' });
  otherPaciente = await userWithToken(abasto.app, 'paciente');
  admin = await userWithToken(abasto.app, 'admin');
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

const items = [{ name: 'Joelheira articulada', quantity: 1 }, { name: 'Curativo', quantity: 10, unit: 'unidade(s)' }];

describe('POST /api/pedido', () => {
  it('lets a patient order for itself; the order waits for delivery', async () => {
    const res = await call('POST', '/api/pedido', paciente, { items, deliveryAddress: 'Rua das Flores, 100' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'WAITING_DELIVERY',
      patient: { _id: paciente.user.id, name: 'Paula' },
      authorId: paciente.user.id,
      recetaId: null,
      items: [{ name: 'Joelheira articulada', quantity: 1, unit: null }, { name: 'Curativo', quantity: 10, unit: 'unidade(s)' }],
      deliveryAddress: 'Rua das Flores, 100',
    });
  });

  it('lets a professional order for a patient it names, citing the patient\'s prescription', async () => {
    const rx = await createPrescriptionRow(abasto.app.ctx.db, { doctorId: medico.user.id, patientId: paciente.user.id });
    const res = await call('POST', '/api/pedido', medico, { patientId: paciente.user.id, recetaId: rx.id, items });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ recetaId: rx.id, authorId: medico.user.id, patient: { id: paciente.user.id } });
    const mismatch = await call('POST', '/api/pedido', medico, { patientId: otherPaciente.user.id, recetaId: rx.id, items });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(MSG.careOrderPrescriptionMismatch);
    const noPatient = await call('POST', '/api/pedido', medico, { items });
    expect(noPatient.statusCode).toBe(400);
    expect(noPatient.json().error).toBe(MSG.careRecordPatientRequired);
  });

  it('refuses a patient ordering for another, and admin', async () => {
    const res = await call('POST', '/api/pedido', paciente, { patientId: otherPaciente.user.id, items });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.careRecordPatientOnlyOwn);
    expect((await call('POST', '/api/pedido', admin, { patientId: paciente.user.id, items })).statusCode).toBe(403);
  });

  it('validates the items', async () => {
    const cases: [unknown, string][] = [
      [{ items: [] }, MSG.careOrderItemsRequired],
      [{}, MSG.careOrderItemsRequired],
      [{ items: [{ name: '', quantity: 1 }] }, MSG.careOrderItemNameRequired],
      [{ items: [{ name: 'A', quantity: 0 }] }, MSG.careOrderQuantityInvalid],
      [{ items: [{ name: 'A', quantity: 1.5 }] }, MSG.careOrderQuantityInvalid],
      [{ items: Array.from({ length: 51 }, () => ({ name: 'A', quantity: 1 })) }, MSG.careOrderTooManyItems],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/pedido', paciente, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });
});

describe('GET /api/pedido', () => {
  it('defaults to WAITING_DELIVERY, page 1, size 10, oldest first, and pages', async () => {
    const patient = await userWithToken(abasto.app, 'paciente');
    for (let i = 0; i < 12; i++) {
      await call('POST', '/api/pedido', patient, { items: [{ name: `Item ${i}`, quantity: 1 }] });
    }
    await abasto.app.ctx.db.insert(careOrders).values({ patientId: patient.user.id, status: 'DELIVERED', items: [{ name: 'Entregue', quantity: 1, unit: null }] });
    const first = (await call('GET', '/api/pedido', patient)).json();
    expect(first).toMatchObject({ status: 'WAITING_DELIVERY', page: 1, size: 10, total: 12 });
    expect(first.data.map((o: { items: { name: string }[] }) => o.items[0]?.name).slice(0, 2)).toEqual(['Item 0', 'Item 1']);
    const second = (await call('GET', '/api/pedido?page=2', patient)).json();
    expect(second.data).toHaveLength(2);
    const delivered = (await call('GET', '/api/pedido?status=DELIVERED&size=5', patient)).json();
    expect(delivered).toMatchObject({ status: 'DELIVERED', size: 5, total: 1 });
  });

  it('gives a patient only its own orders; professionals and admin see everyone\'s', async () => {
    await call('POST', '/api/pedido', otherPaciente, { items });
    const own = (await call('GET', `/api/pedido?size=100&patientId=${otherPaciente.user.id}`, paciente)).json();
    expect(own.data).toEqual([]);
    const mine = (await call('GET', '/api/pedido?size=100', paciente)).json();
    expect(mine.data.every((o: { patient: { id: number } }) => o.patient.id === paciente.user.id)).toBe(true);
    const all = (await call('GET', '/api/pedido?size=100', admin)).json();
    expect(new Set(all.data.map((o: { patient: { id: number } }) => o.patient.id)).size).toBeGreaterThan(1);
    const one = (await call('GET', `/api/pedido?size=100&patientId=${otherPaciente.user.id}`, medico)).json();
    expect(one.total).toBeGreaterThan(0);
  });

  it('validates the query', async () => {
    expect((await call('GET', '/api/pedido?status=LOST', medico)).json().error).toBe(MSG.careOrderStatusInvalid);
    expect((await call('GET', '/api/pedido?size=101', medico)).json().error).toBe(MSG.careOrderPageInvalid);
    expect((await call('GET', '/api/pedido?page=0', medico)).statusCode).toBe(400);
  });
});
