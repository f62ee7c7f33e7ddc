import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { createContentRow, createPrescriptionRow } from './helpers/care-records-factory.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let medico: Person;
let otherMedico: Person;
let medicoAdmin: Person;
let paciente: Person;
let otherPaciente: Person;
let admin: Person;
let fisio: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  const app = abasto.app;
  medico = await userWithToken(app, 'medico', { name: 'Marcos', lastName: 'Souza' });
  otherMedico = await userWithToken(app, 'medico');
  medicoAdmin = await userWithToken(app, 'medico-admin');
  paciente = await userWithToken(app, 'paciente', { name: 'Paula', lastName: 'Oliveira' });
  otherPaciente = await userWithToken(app, 'paciente', { name: 'João', lastName: 'Araújo' });
  admin = await userWithToken(app, 'admin');
  fisio = await userWithToken(app, 'fisio');
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

const validBody = () => ({
  title: 'Pós-operatório joelho',
  patientId: paciente.user.id,
  notes: 'Retorno em 15 dias',
  remedios: [
    { name: 'Dipirona', dose: '500', unit: 'mg', interval: '6/6h', quantity: '20 comprimidos', administration: 'Oral' },
    { name: 'Enoxaparina', dose: '40', unit: 'mg', interval: '24/24h', administration: 'Subcutânea' },
    { name: 'Gelo local' },
  ],
});

describe('POST /api/recetas', () => {
  it('lets a doctor write a prescription, of which it is the doctor', async () => {
    const res = await call('POST', '/api/recetas', medico, validBody());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      title: 'Pós-operatório joelho',
      notes: 'Retorno em 15 dias',
      doctor: { _id: medico.user.id, name: 'Marcos', lastName: 'Souza', email: medico.user.email },
      patient: { _id: paciente.user.id, name: 'Paula', lastName: 'Oliveira' },
      contenidos: [],
    });
    expect(data.remedios.map((r: { name: string }) => r.name)).toEqual(['Dipirona', 'Enoxaparina', 'Gelo local']);
    expect(data.remedios[0]).toMatchObject({ dose: '500', unit: 'mg', interval: '6/6h', quantity: '20 comprimidos', administration: 'Oral' });
    expect(data.remedios[2]).toMatchObject({ dose: null, unit: null, interval: null, quantity: null, administration: null });
    expect(data.patient).not.toHaveProperty('email');
  });

  it('refuses a patient, an admin and a physiotherapist', async () => {
    for (const who of [paciente, admin, fisio]) {
      expect((await call('POST', '/api/recetas', who, validBody())).statusCode).toBe(403);
    }
  });

  it('validates the shape with Portuguese messages', async () => {
    const cases: [unknown, string][] = [
      [{ ...validBody(), title: '  ' }, MSG.carePrescriptionTitleRequired],
      [{ ...validBody(), title: 'x'.repeat(201) }, MSG.carePrescriptionTitleTooLong],
      [{ ...validBody(), patientId: undefined }, MSG.careRecordPatientRequired],
      [{ ...validBody(), remedios: [{ name: '' }] }, MSG.careRemedioNameRequired],
      [{ ...validBody(), remedios: [{ name: 'A', dose: 'x'.repeat(101) }] }, MSG.careRemedioFieldTooLong],
      [{ ...validBody(), remedios: Array.from({ length: 31 }, (_, i) => ({ name: `R${i}` })) }, MSG.carePrescriptionTooManyRemedios],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/recetas', medico, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('refuses a patient id that is not an active patient', async () => {
    for (const patientId of [otherMedico.user.id, 999_999]) {
      const res = await call('POST', '/api/recetas', medico, { ...validBody(), patientId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.careRecordPatientNotFound);
    }
  });
});

describe('GET /api/recetas/{id}', () => {
  it('answers { data: [detail] } as getRecetaDetail reads data[0]', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const res = await call('GET', `/api/recetas/${created.id}`, paciente);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      _id: created.id,
      title: 'Pós-operatório joelho',
      doctor: { name: 'Marcos', email: medico.user.email },
      patient: { name: 'Paula' },
    });
    expect(Date.parse(data[0].createdAt)).not.toBeNaN();
    expect(data[0].remedios).toHaveLength(3);
  });

  it('hides another patient\'s prescription from a patient (404, as if it did not exist)', async () => {
    const foreign = await createPrescriptionRow(abasto.app.ctx.db, { doctorId: medico.user.id, patientId: otherPaciente.user.id });
    const res = await call('GET', `/api/recetas/${foreign.id}`, paciente);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.carePrescriptionNotFound);
    expect((await call('GET', '/api/recetas/987654', paciente)).json()).toEqual(res.json());
  });

  it('lets any doctor and admin read it, but not a physiotherapist', async () => {
    const row = await createPrescriptionRow(abasto.app.ctx.db, { doctorId: medico.user.id, patientId: paciente.user.id });
    for (const who of [otherMedico, medicoAdmin, admin]) {
      expect((await call('GET', `/api/recetas/${row.id}`, who)).statusCode).toBe(200);
    }
    const refused = await call('GET', `/api/recetas/${row.id}`, fisio);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MSG.careRecordsForbidden);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await call('GET', '/api/recetas/abc', medico);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.careRecordIdInvalid);
  });
});

describe('GET /api/recetas', () => {
  it('gives a patient only its own prescriptions, whatever it asks for', async () => {
    const db = abasto.app.ctx.db;
    const mine = await createPrescriptionRow(db, { doctorId: medico.user.id, patientId: paciente.user.id, title: 'Minha receita' });
    const theirs = await createPrescriptionRow(db, { doctorId: medico.user.id, patientId: otherPaciente.user.id, title: 'Receita alheia' });
    const list = (await call('GET', '/api/recetas?size=100', paciente)).json();
    const ids = list.data.map((p: { id: number }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.data.every((p: { patient: { id: number } }) => p.patient.id === paciente.user.id)).toBe(true);
    const asking = (await call('GET', `/api/recetas?patientId=${otherPaciente.user.id}`, paciente)).json();
    expect(asking.data).toEqual([]);
    expect(asking.total).toBe(0);
  });

  it('pages, counts and searches without caring for case or accents', async () => {
    const db = abasto.app.ctx.db;
    const patient = await userWithToken(abasto.app, 'paciente', { name: 'Ângela', lastName: 'Conceição' });
    for (let i = 0; i < 12; i++) {
      await createPrescriptionRow(db, { doctorId: medico.user.id, patientId: patient.user.id, title: `Série ${i}` });
    }
    const first = (await call('GET', `/api/recetas?patientId=${patient.user.id}`, medico)).json();
    expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ title: 'Série 11', remediosCount: 1, patient: { name: 'Ângela' } });
    const second = (await call('GET', `/api/recetas?patientId=${patient.user.id}&page=2`, medico)).json();
    expect(second.data.map((p: { title: string }) => p.title)).toEqual(['Série 1', 'Série 0']);
    const found = (await call('GET', '/api/recetas?search=angela%20conceicao&size=100', medico)).json();
    expect(found.total).toBe(12);
    const byName = (await call('GET', '/api/recetas?search=ANGELA&size=100', medico)).json();
    expect(byName.total).toBe(12);
    const byTitle = (await call('GET', '/api/recetas?search=serie%2011', medico)).json();
    expect(byTitle.data.map((p: { title: string }) => p.title)).toEqual(['Série 11']);
  });

  it('refuses a physiotherapist', async () => {
    expect((await call('GET', '/api/recetas', fisio)).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/recetas/{id}', () => {
  it('lets its doctor replace it, medicines included', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const res = await call('PUT', `/api/recetas/${created.id}`, medico, {
      title: 'Receita revisada',
      patientId: paciente.user.id,
      remedios: [{ name: 'Paracetamol', dose: '750', unit: 'mg' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Receita revisada', notes: null });
    expect(res.json().data.remedios.map((r: { name: string }) => r.name)).toEqual(['Paracetamol']);
    const read = (await call('GET', `/api/recetas/${created.id}`, medico)).json().data[0];
    expect(read.remedios).toHaveLength(1);
  });

  it('refuses another doctor, but not a "Médico & ADMIN"', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const refused = await call('PUT', `/api/recetas/${created.id}`, otherMedico, validBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MSG.carePrescriptionOnlyDoctor);
    expect((await call('DELETE', `/api/recetas/${created.id}`, otherMedico)).statusCode).toBe(403);
    expect((await call('PUT', `/api/recetas/${created.id}`, medicoAdmin, validBody())).statusCode).toBe(200);
  });

  it('deletes it with its medicines', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const remedioId = created.remedios[0].id;
    const res = await call('DELETE', `/api/recetas/${created.id}`, medico);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { _id: created.id, id: created.id } });
    expect((await call('GET', `/api/recetas/${created.id}`, medico)).statusCode).toBe(404);
    expect((await call('GET', `/api/remedios/${remedioId}`, medico)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/recetas/${created.id}`, medico)).statusCode).toBe(404);
  });
});

describe('PUT /api/recetas/{id}/contenidos', () => {
  it('attaches library contents in the order given, and replaces them', async () => {
    const db = abasto.app.ctx.db;
    const a = await createContentRow(db, { title: 'Exercícios de joelho' });
    const b = await createContentRow(db, { title: 'Cuidados com a ferida' });
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const res = await call('PUT', `/api/recetas/${created.id}/contenidos`, medico, { contentIds: [b.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contenidos.map((c: { title: string }) => c.title)).toEqual(['Cuidados com a ferida', 'Exercícios de joelho']);
    const seen = (await call('GET', `/api/recetas/${created.id}`, paciente)).json().data[0];
    expect(seen.contenidos).toHaveLength(2);
    const cleared = await call('PUT', `/api/recetas/${created.id}/contenidos`, medico, { contentIds: [] });
    expect(cleared.json().data.contenidos).toEqual([]);
  });

  it('refuses unknown contents and a patient', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const unknown = await call('PUT', `/api/recetas/${created.id}/contenidos`, medico, { contentIds: [424242] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(MSG.careContentNotFound);
    expect((await call('PUT', `/api/recetas/${created.id}/contenidos`, paciente, { contentIds: [] })).statusCode).toBe(403);
  });
});

describe('/api/remedios', () => {
  it('lists, adds, replaces and removes the medicines of a prescription', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const list = await call('GET', `/api/remedios?recetaId=${created.id}`, paciente);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['Dipirona', 'Enoxaparina', 'Gelo local']);

    const added = await call('POST', '/api/remedios', medico, { recetaId: created.id, name: 'Omeprazol', dose: '20', unit: 'mg' });
    expect(added.statusCode).toBe(201);
    const remedio = added.json().data;
    expect(remedio).toMatchObject({ recetaId: created.id, name: 'Omeprazol', dose: '20', unit: 'mg', interval: null });

    const changed = await call('PUT', `/api/remedios/${remedio.id}`, medico, { name: 'Omeprazol', dose: '40', unit: 'mg', interval: '24/24h' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ dose: '40', interval: '24/24h' });
    expect((await call('GET', `/api/remedios/${remedio.id}`, paciente)).json().data).toMatchObject({ dose: '40' });

    const after = (await call('GET', `/api/recetas/${created.id}`, medico)).json().data[0];
    expect(after.remedios.map((r: { name: string }) => r.name)).toEqual(['Dipirona', 'Enoxaparina', 'Gelo local', 'Omeprazol']);

    expect((await call('DELETE', `/api/remedios/${remedio.id}`, medico)).statusCode).toBe(200);
    expect((await call('GET', `/api/remedios/${remedio.id}`, medico)).statusCode).toBe(404);
  });

  it('keeps other patients\' medicines and every write away from a patient', async () => {
    const foreign = await createPrescriptionRow(abasto.app.ctx.db, { doctorId: medico.user.id, patientId: otherPaciente.user.id });
    const remedios = (await call('GET', `/api/remedios?recetaId=${foreign.id}`, medico)).json().data;
    expect((await call('GET', `/api/remedios?recetaId=${foreign.id}`, paciente)).statusCode).toBe(404);
    const one = await call('GET', `/api/remedios/${remedios[0].id}`, paciente);
    expect(one.statusCode).toBe(404);
    expect(one.json().error).toBe(MSG.careRemedioNotFound);
    expect((await call('POST', '/api/remedios', paciente, { recetaId: foreign.id, name: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/remedios/${remedios[0].id}`, otherMedico, { name: 'X' })).statusCode).toBe(403);
  });

  it('validates a medicine', async () => {
    const created = (await call('POST', '/api/recetas', medico, validBody())).json().data;
    const noName = await call('POST', '/api/remedios', medico, { recetaId: created.id, dose: '1' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(MSG.careRemedioNameRequired);
    const noPrescription = await call('POST', '/api/remedios', medico, { recetaId: 777777, name: 'X' });
    expect(noPrescription.statusCode).toBe(404);
  });
});

describe('who read a prescription', () => {
  it('records each reading by someone other than its doctor and patient, for the Médico & ADMIN to see', async () => {
    const row = await createPrescriptionRow(abasto.app.ctx.db, { doctorId: medico.user.id, patientId: paciente.user.id, title: 'Lida por outros' });
    // Its doctor and its patient read it: nothing recorded.
    expect((await call('GET', `/api/recetas/${row.id}`, medico)).statusCode).toBe(200);
    expect((await call('GET', `/api/recetas/${row.id}`, paciente)).statusCode).toBe(200);
    const none = await call('GET', `/api/recetas/${row.id}/leituras`, medicoAdmin);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);

    // Another doctor reads it twice: two readings, with who and when.
    expect((await call('GET', `/api/recetas/${row.id}`, otherMedico)).statusCode).toBe(200);
    expect((await call('GET', `/api/recetas/${row.id}`, otherMedico)).statusCode).toBe(200);
    const readings = (await call('GET', `/api/recetas/${row.id}/leituras`, medicoAdmin)).json().data;
    expect(readings).toHaveLength(2);
    expect(readings[0]).toMatchObject({ readerId: otherMedico.user.id, readerRole: 'medico', readAt: expect.any(String) });

    // Only the Médico & ADMIN sees them; a patient reading another's gets nothing recorded (404).
    expect((await call('GET', `/api/recetas/${row.id}/leituras`, medico)).statusCode).toBe(403);
    expect((await call('GET', `/api/recetas/${row.id}/leituras`, admin)).statusCode).toBe(403);
    expect((await call('GET', `/api/recetas/${row.id}`, otherPaciente)).statusCode).toBe(404);
    expect((await call('GET', `/api/recetas/${row.id}/leituras`, medicoAdmin)).json().data).toHaveLength(2);
  });
});
