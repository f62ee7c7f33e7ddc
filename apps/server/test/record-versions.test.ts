import { MSG } from '@abasto/domain/messages';
import { defaultAnswers } from '@abasto/domain/supplier-qualification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import type { Person } from './helpers/call-as.ts';
import { eventInput, createEventAs } from './helpers/care-event-factory.ts';
import { createContentRow, createPrescriptionRow } from './helpers/care-records-factory.ts';
import { createUser, userWithToken } from './helpers/factories.ts';
import { createSupplierRow, proveedorWithToken, supplierBody } from './helpers/supplier-factory.ts';

/**
 * Concurrent edits (docs/product.md#concurrent-edits): every editable record answers its version
 * (body and ETag); a save naming a stale one (body `version` or If-Match) is refused with 409 and
 * changes nothing; a save naming none is accepted; of two simultaneous saves of one version,
 * exactly one wins.
 */

let abasto: TestAbasto;
let gerente: Person;
let medico: Person;
let medicoAdmin: Person;
let paciente: Person;
let proveedor: Awaited<ReturnType<typeof proveedorWithToken>>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  gerente = await userWithToken(abasto.app, 'gerente');
  medico = await userWithToken(abasto.app, 'medico');
  medicoAdmin = await userWithToken(abasto.app, 'medico-admin');
  paciente = await userWithToken(abasto.app, 'paciente');
  proveedor = await proveedorWithToken(abasto.app, { razonSocial: 'Cales del Norte S.A.' });
});
afterAll(() => abasto?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Person, payload?: unknown, headers: Headers = {}) =>
  abasto.app.inject({ method, url, headers: { ...who.auth, ...headers }, payload: payload as object | undefined });

/** One editable record: how to make it, read it, save it, and which field a save changes. */
interface RecordCase {
  name: string;
  who: () => Person;
  stale: string;
  /** Creates a record and answers its read and save paths. */
  make: () => Promise<{ read: string; save: string }>;
  /** The record inside a read's or a save's answer. */
  record: (json: unknown) => Record<string, unknown>;
  /** A save body whose `field` is `value`. */
  body: (value: string) => Record<string, unknown>;
  /** The record's field the body sets. */
  field: (record: Record<string, unknown>) => unknown;
}

const dataOf = (json: unknown) => {
  const data = (json as { data: unknown }).data;
  return (Array.isArray(data) ? data[0] : data) as Record<string, unknown>;
};
const QUESTIONNAIRE = defaultAnswers();

const CASES: RecordCase[] = [
  {
    name: 'supplier (staff edit)',
    who: () => gerente,
    stale: MSG.recordChanged,
    make: async () => {
      const s = await createSupplierRow(abasto.app.ctx.db);
      return { read: `/api/auth/proveedor/${s.id}`, save: `/api/auth/proveedor/${s.id}` };
    },
    record: (json) => json as Record<string, unknown>,
    body: (value) => supplierBody({ razonSocial: value }),
    field: (r) => r.razonSocial,
  },
  {
    name: 'supplier (its own questionnaire, /perfil-proveedor)',
    who: () => proveedor,
    stale: MSG.recordChanged,
    make: async () => ({ read: '/api/auth/perfil-proveedor/evaluacion', save: '/api/auth/perfil-proveedor/evaluacion' }),
    record: dataOf,
    body: (value) => ({ radioForm: QUESTIONNAIRE.map((e, i) => (i === 1 ? { ...e, respuesta: value.length % 2 ? 'No' : 'Sí' } : e)) }),
    field: (r) => (r.radioForm as { respuesta: string }[])[1]?.respuesta,
  },
  {
    name: 'user (staff edit)',
    who: () => gerente,
    stale: MSG.recordChanged,
    make: async () => {
      const u = await createUser(abasto.app.ctx.db, { role: 'analista' });
      return { read: `/api/auth/user/${u.id}`, save: `/api/auth/user/${u.id}` };
    },
    record: (json) => json as Record<string, unknown>,
    body: (value) => ({ name: value, lastName: 'Benítez', role: 'analista', detalle: '' }),
    field: (r) => r.name,
  },
  {
    name: 'user (one\'s own profile)',
    who: () => gerente,
    stale: MSG.recordChanged,
    make: async () => ({ read: '/api/auth/user/', save: `/api/auth/user/${gerente.user.id}` }),
    record: (json) => json as Record<string, unknown>,
    body: (value) => ({ name: value, lastName: 'Riquelme', role: 'gerente', detalle: '' }),
    field: (r) => r.name,
  },
  {
    name: 'care event',
    who: () => medico,
    stale: MSG.careRecordChanged,
    make: async () => {
      const e = await createEventAs(abasto.app, medico.auth);
      return { read: `/api/event/${e._id}`, save: `/api/event/${e._id}` };
    },
    record: dataOf,
    body: (value) => eventInput({ title: value }),
    field: (r) => r.title,
  },
  {
    name: 'prescription',
    who: () => medico,
    stale: MSG.careRecordChanged,
    make: async () => {
      const p = await createPrescriptionRow(abasto.app.ctx.db, { doctorId: medico.user.id, patientId: paciente.user.id });
      return { read: `/api/recetas/${p.id}`, save: `/api/recetas/${p.id}` };
    },
    record: dataOf,
    body: (value) => ({ title: value, patientId: paciente.user.id, notes: null, remedios: [{ name: 'Dipirona' }] }),
    field: (r) => r.title,
  },
  {
    name: 'content (library)',
    who: () => medicoAdmin,
    stale: MSG.careRecordChanged,
    make: async () => {
      const c = await createContentRow(abasto.app.ctx.db, { authorId: medicoAdmin.user.id });
      return { read: `/api/contenido/${c.id}`, save: `/api/contenido/${c.id}` };
    },
    record: dataOf,
    body: (value) => ({ title: value, type: 'Artigo', description: null, content: 'Texto' }),
    field: (r) => r.title,
  },
];

describe.each(CASES)('$name', (c) => {
  let paths: { read: string; save: string };
  const read = async () => {
    const res = await call('GET', paths.read, c.who());
    expect(res.statusCode, res.body).toBe(200);
    return { record: c.record(res.json()), etag: res.headers.etag };
  };
  const save = (value: string, version?: number, headers: Headers = {}) =>
    call('PUT', paths.save, c.who(), version === undefined ? c.body(value) : { ...c.body(value), version }, headers);

  beforeAll(async () => {
    paths = await c.make();
  });

  it('answers its version in the body and as the ETag, and a save raises it', async () => {
    const before = await read();
    expect(before.record.version).toEqual(expect.any(Number));
    expect(before.etag).toBe(`"${before.record.version as number}"`);
    const saved = await save('Primero', before.record.version as number);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(c.record(saved.json()).version).toBe((before.record.version as number) + 1);
    expect(saved.headers.etag).toBe(`"${(before.record.version as number) + 1}"`);
  });

  it('refuses a save naming a stale version (409, in the screen\'s language) and changes nothing', async () => {
    const { record } = await read();
    const version = record.version as number;
    const second = await save('Segundo', version);
    expect(second.statusCode, second.body).toBe(200);
    const kept = c.field(c.record(second.json()));
    const stale = await save('Tres', version);
    expect(c.field(c.record({ data: c.body('Tres'), ...c.body('Tres') }))).not.toBe(kept);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: c.stale, code: 'STALE_VERSION', statusCode: 409, details: { version: version + 1 } });
    const after = await read();
    expect(after.record.version).toBe(version + 1);
    expect(c.field(after.record)).toBe(kept);
  });

  it('accepts a save without any version, as before', async () => {
    const { record } = await read();
    const res = await save('Sin versión');
    expect(res.statusCode, res.body).toBe(200);
    expect(c.record(res.json()).version).toBe((record.version as number) + 1);
  });

  it('takes the version from If-Match when the body has none', async () => {
    const { etag, record } = await read();
    const version = record.version as number;
    const stale = await save('Viejo', undefined, { 'if-match': `"${version - 1}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(c.stale);
    const ok = await save('Nuevo', undefined, { 'if-match': `W/${etag!}` });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await save('Nuevo', undefined, { 'if-match': '"abc"' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: 'If-Match', message: c.stale === MSG.recordChanged ? MSG.recordVersionInvalid : MSG.careRecordVersionInvalid }]);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const { record } = await read();
    const version = record.version as number;
    const answers = await Promise.all([save('Paralelo A', version), save('Paralelo B', version)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const after = await read();
    expect(after.record.version).toBe(version + 1);
    expect(c.field(after.record)).toBe(c.field(c.record(winner.json())));
  });
});

describe('every change raises a supplier\'s version, whatever the path', () => {
  it('the questionnaire, a document added and a document deleted', async () => {
    const s = await createSupplierRow(abasto.app.ctx.db);
    const version = async () => (await call('GET', `/api/auth/proveedor/${s.id}`, gerente)).json().version as number;
    expect(await version()).toBe(1);
    const put = await call('PUT', `/api/auth/proveedor/${s.id}/evaluacion`, gerente, { radioForm: QUESTIONNAIRE });
    expect(put.statusCode, put.body).toBe(200);
    expect(await version()).toBe(2);
    const doc = await call('POST', `/api/auth/proveedor/${s.id}/documentos`, gerente, {
      tipo: 'Constancia de RUC',
      emitido: '2020-03-01',
      file: { file: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'), filename: 'ruc.pdf' },
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect(await version()).toBe(3);
    const del = await call('DELETE', `/api/auth/proveedor/${s.id}/documentos/${doc.json().id as number}`, gerente);
    expect(del.statusCode, del.body).toBe(200);
    expect(await version()).toBe(4);
    // An edit opened before those changes is now stale.
    const stale = await call('PUT', `/api/auth/proveedor/${s.id}`, gerente, { ...supplierBody(), version: 1 });
    expect(stale.statusCode).toBe(409);
  });
});
