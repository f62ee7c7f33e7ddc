import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let medico: Person;
let otherMedico: Person;
let medicoAdmin: Person;
let fisio: Person;
let paciente: Person;
let otherPaciente: Person;
let admin: Person;
let analista: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  medico = await userWithToken(abasto.app, 'medico');
  otherMedico = await userWithToken(abasto.app, 'medico');
  medicoAdmin = await userWithToken(abasto.app, 'medico-admin');
  fisio = await userWithToken(abasto.app, 'fisio');
  paciente = await userWithToken(abasto.app, 'paciente');
  otherPaciente = await userWithToken(abasto.app, 'paciente');
  admin = await userWithToken(abasto.app, 'admin');
  analista = await userWithToken(abasto.app, 'analista');
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

/** Each kind of record, with a valid body, a changed body and its validation cases. */
const KINDS = [
  {
    path: '/api/scores',
    body: { name: 'WOMAC', value: 42, maxValue: 96, recordedAt: '2026-03-01T10:00:00.000Z', notes: 'Pré-operatório' },
    changed: { name: 'WOMAC', value: 30, maxValue: 96 },
    check: { name: 'WOMAC', value: 42, maxValue: 96, recordedAt: '2026-03-01T10:00:00.000Z', notes: 'Pré-operatório' },
    invalid: [
      [{ name: '', value: 1 }, MSG.careScoreNameRequired],
      [{ name: 'EVA', value: -1 }, MSG.careScoreValueInvalid],
      [{ name: 'EVA', value: 11, maxValue: 10 }, MSG.careScoreValueInvalid],
      [{ name: 'EVA', value: 1, maxValue: 0 }, MSG.careScoreMaxInvalid],
      [{ name: 'EVA', value: 1, recordedAt: 'ontem' }, MSG.careRecordDateInvalid],
    ],
  },
  {
    path: '/api/dor',
    body: { level: 7, location: 'Joelho direito', notes: 'Ao subir escadas' },
    changed: { level: 4, location: 'Joelho direito' },
    check: { level: 7, location: 'Joelho direito', notes: 'Ao subir escadas' },
    invalid: [
      [{ level: 11, location: 'Joelho' }, MSG.carePainLevelInvalid],
      [{ level: 2.5, location: 'Joelho' }, MSG.carePainLevelInvalid],
      [{ level: 3, location: ' ' }, MSG.carePainLocationRequired],
    ],
  },
  {
    path: '/api/eventTimeline',
    body: { type: 'Cirurgia', title: 'Artroscopia de joelho', description: 'Sem intercorrências', occurredAt: '2026-02-10T08:30:00-03:00' },
    changed: { type: 'Cirurgia', title: 'Artroscopia de joelho direito' },
    check: { type: 'Cirurgia', title: 'Artroscopia de joelho', occurredAt: '2026-02-10T11:30:00.000Z' },
    invalid: [
      [{ type: 'Cirurgia', title: '' }, MSG.careTimelineTitleRequired],
      [{ type: '', title: 'X' }, MSG.careTimelineTypeRequired],
      [{ type: 'Inventado', title: 'X' }, MSG.careTimelineTypeNotInList],
    ],
  },
] as const;

for (const kind of KINDS) {
  describe(kind.path, () => {
    it('lets a patient create, read, list, update and delete its own records', async () => {
      const created = await call('POST', kind.path, paciente, kind.body);
      expect(created.statusCode).toBe(201);
      const record = created.json().data;
      expect(record).toMatchObject({ ...kind.check, patientId: paciente.user.id, authorId: paciente.user.id });

      expect((await call('GET', `${kind.path}/${record.id}`, paciente)).json().data).toEqual(record);
      const list = (await call('GET', kind.path, paciente)).json().data;
      expect(list.map((r: { id: number }) => r.id)).toContain(record.id);

      const updated = await call('PUT', `${kind.path}/${record.id}`, paciente, kind.changed);
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({ ...kind.changed, patientId: paciente.user.id });

      expect((await call('DELETE', `${kind.path}/${record.id}`, paciente)).json()).toEqual({ data: { _id: record.id, id: record.id } });
      expect((await call('GET', `${kind.path}/${record.id}`, paciente)).statusCode).toBe(404);
    });

    it('never shows a patient another patient\'s records', async () => {
      const theirs = (await call('POST', kind.path, otherPaciente, kind.body)).json().data;
      const read = await call('GET', `${kind.path}/${theirs.id}`, paciente);
      expect(read.statusCode).toBe(404);
      expect(read.json().error).toBe(MSG.careRecordNotFound);
      const list = (await call('GET', `${kind.path}?patientId=${otherPaciente.user.id}`, paciente)).json().data;
      expect(list).toEqual([]);
      const all = (await call('GET', kind.path, paciente)).json().data;
      expect(all.every((r: { patientId: number }) => r.patientId === paciente.user.id)).toBe(true);
      expect((await call('PUT', `${kind.path}/${theirs.id}`, paciente, kind.changed)).statusCode).toBe(404);
      expect((await call('DELETE', `${kind.path}/${theirs.id}`, paciente)).statusCode).toBe(404);
      const forOther = await call('POST', kind.path, paciente, { ...kind.body, patientId: otherPaciente.user.id });
      expect(forOther.statusCode).toBe(403);
      expect(forOther.json().error).toBe(MSG.careRecordPatientOnlyOwn);
    });

    it('lets professionals write for a patient they name and read everyone\'s; admin only reads', async () => {
      for (const who of [medico, fisio]) {
        const res = await call('POST', kind.path, who, { ...kind.body, patientId: paciente.user.id });
        expect(res.statusCode).toBe(201);
        expect(res.json().data).toMatchObject({ patientId: paciente.user.id, authorId: who.user.id });
      }
      const missing = await call('POST', kind.path, medico, kind.body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(MSG.careRecordPatientRequired);
      const notPatient = await call('POST', kind.path, medico, { ...kind.body, patientId: otherMedico.user.id });
      expect(notPatient.json().error).toBe(MSG.careRecordPatientNotFound);

      const ofPatient = (await call('GET', `${kind.path}?patientId=${paciente.user.id}`, otherMedico)).json().data;
      expect(ofPatient.length).toBeGreaterThan(0);
      expect(ofPatient.every((r: { patientId: number }) => r.patientId === paciente.user.id)).toBe(true);
      expect((await call('GET', `${kind.path}?patientId=${paciente.user.id}`, admin)).json().data.length).toBeGreaterThan(0);
      const byAdmin = await call('POST', kind.path, admin, { ...kind.body, patientId: paciente.user.id });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().error).toBe(MSG.careRecordWriteForbidden);
      expect((await call('GET', kind.path, analista)).statusCode).toBe(403);
    });

    it('leaves changes to the author or a "Médico & ADMIN"', async () => {
      const record = (await call('POST', kind.path, medico, { ...kind.body, patientId: paciente.user.id })).json().data;
      const byOther = await call('PUT', `${kind.path}/${record.id}`, otherMedico, kind.changed);
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json().error).toBe(MSG.careRecordOnlyAuthor);
      // The patient sees the record about itself but did not write it.
      expect((await call('DELETE', `${kind.path}/${record.id}`, paciente)).statusCode).toBe(403);
      expect((await call('PUT', `${kind.path}/${record.id}`, medicoAdmin, kind.changed)).statusCode).toBe(200);
      expect((await call('DELETE', `${kind.path}/${record.id}`, medico)).statusCode).toBe(200);
    });

    it('validates the shape with Portuguese messages', async () => {
      for (const [body, message] of kind.invalid) {
        const res = await call('POST', kind.path, paciente, body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().error).toBe(message);
      }
    });
  });
}

describe('/api/eventtimeline', () => {
  it('is the same resource as /api/eventTimeline', async () => {
    const record = (await call('POST', '/api/eventtimeline', paciente, { type: 'Consulta', title: 'Primeira consulta' })).json().data;
    expect((await call('GET', `/api/eventTimeline/${record.id}`, paciente)).json().data).toEqual(record);
    expect(Date.parse(record.occurredAt)).not.toBeNaN();
  });
});
