import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { userWithToken } from './helpers/factories.ts';
import { fileOfKind, quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';

// The compose screen's server calls: select-all-matching and resend as a new request
// (docs/product.md#quotation-compose, docs/product.md#quotation-detail).

let fixture: AbastoWithMail;
let abasto: TestAbasto;
let db: Db;
let sink: SmtpSink;
let worker: MailWorker;
let gerente: Awaited<ReturnType<typeof userWithToken>>;
let analista: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  fixture = await createAbastoWithMail();
  ({ abasto, sink, worker } = fixture);
  db = abasto.app.ctx.db;
  gerente = await userWithToken(abasto.app, 'gerente');
  analista = await userWithToken(abasto.app, 'analista');
});
afterAll(() => fixture?.close());

const get = (url: string, auth = gerente.auth) => abasto.app.inject({ method: 'GET', url, headers: auth });
const post = (body: unknown) => abasto.app.inject({ method: 'POST', url: '/api/cotizacion/', headers: gerente.auth, payload: body as object });

describe('every supplier the filter matches', () => {
  it('answers all matches (not a page) with the names and addresses a request goes to, Rechazado left out and counted', async () => {
    const tag = `coinc${Date.now().toString(36)}`;
    const made: Awaited<ReturnType<typeof supplierWithAddress>>[] = [];
    for (let i = 0; i < 12; i++) made.push(await supplierWithAddress(db, { razonSocial: `Ferro ${tag} ${i} S.A.` }));
    const noFantasy = await supplierWithAddress(db, { razonSocial: `Sin Fantasía ${tag} S.A.`, nombreFantasia: null });
    await supplierWithAddress(db, { razonSocial: `Rechazada ${tag} S.A.`, calificacion: 'Rechazado' });

    for (const auth of [gerente.auth, analista.auth]) {
      const res = await get(`/api/auth/proveedores/coincidentes?q=${tag}`, auth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(13);
      expect(body.rechazados).toBe(1);
      expect(body.limite).toBe(5000);
      expect(body.data).toHaveLength(13);
      const ids = body.data.map((d: { _id: number }) => d._id);
      for (const s of [...made, noFantasy]) expect(ids).toContain(s.id);
      // The name the supplier list shows: the fantasy name, else the razón social.
      expect(body.data.find((d: { _id: number }) => d._id === noFantasy.id)).toMatchObject({
        name: `Sin Fantasía ${tag} S.A.`,
        email: noFantasy.emailEjecutivo[0],
        documentosVencidos: false,
      });
      expect(body.data.find((d: { _id: number }) => d._id === made[0]!.id).name).toBe(made[0]!.nombreFantasia);
    }
  });

  it('refuses a filter value the list refuses, with the field and its message', async () => {
    const res = await get('/api/auth/proveedores/coincidentes?pais=Atlantida');
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.[0]?.path).toBe('pais');
  });
});

describe('a new request from an earlier one keeps its files', () => {
  it('sends the earlier files by reference, a file uploaded under the same name replaces its namesake', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const pliego = fileOfKind('pdf', 50_000, 3);
    const plano = fileOfKind('dwg', 20_000, 5);
    const first = await post(
      quotationBody([a.id], {
        file: [
          { file: pliego.toString('base64'), filename: 'pliego.pdf' },
          { file: plano.toString('base64'), filename: 'plano.dwg' },
        ],
      }),
    );
    expect(first.statusCode).toBe(201);
    const originalId = first.json().data.id as number;
    await worker.drain();

    const newPlano = fileOfKind('dwg', 21_000, 9);
    const before = sink.received.length;
    const again = await post(
      quotationBody([a.id, b.id], {
        adjuntosDe: { cotizacionId: originalId, archivos: ['pliego.pdf', 'plano.dwg'] },
        file: [{ file: newPlano.toString('base64'), filename: 'plano.dwg' }],
      }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.attachments.map((f: { filename: string; size: number }) => [f.filename, f.size])).toEqual([
      ['pliego.pdf', pliego.length],
      ['plano.dwg', newPlano.length],
    ]);
    await worker.drain();
    const got = sink.received.slice(before);
    expect(got).toHaveLength(2);
    for (const { mail } of got) {
      const files = Object.fromEntries(mail.attachments.map((f) => [f.filename, f.content]));
      expect(Object.keys(files).sort()).toEqual(['plano.dwg', 'pliego.pdf']);
      expect(Buffer.compare(files['pliego.pdf']!, pliego)).toBe(0);
      expect(Buffer.compare(files['plano.dwg']!, newPlano)).toBe(0);
    }
  });

  it('refuses a file the earlier quotation does not have (400) and an unknown quotation (404)', async () => {
    const s = await supplierWithAddress(db);
    const first = await post(quotationBody([s.id]));
    const missing = await post(quotationBody([s.id], { adjuntosDe: { cotizacionId: first.json().data.id, archivos: ['otro.pdf'] } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MSG.quotationSourceFileMissing.replace('{name}', 'otro.pdf'));
    const unknown = await post(quotationBody([s.id], { adjuntosDe: { cotizacionId: 99_999_999, archivos: [] } }));
    expect(unknown.statusCode).toBe(404);
  });
});
