import { MSG } from '@abasto/domain/messages';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { closeTestTransports, testMailWorker } from './helpers/mail-worker.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import { linkIn, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';

/**
 * The quotation detail for staff (docs/sourcing.md): the request's files and the answers' files
 * behind authorised calls, a change of files after sending, one award and one cancellation
 * whatever the double clicks, and text outside Latin-1 through e-mail, JSON, XLSX and CSV.
 */

let abasto: TestAbasto;
let db: Db;
let sink: SmtpSink;
let worker: MailWorker;
type Login = Awaited<ReturnType<typeof userWithToken>>;
let gerente: Login;
let analista: Login;
let admin: Login;
let proveedor: Login;

const HOUR = 3_600_000;
let offset = 0;
const moveClock = (ms: number) => {
  offset = ms;
};

beforeAll(async () => {
  abasto = await createTestAbasto({ REMINDER_HOURS_BEFORE_DEADLINE: '0' });
  db = abasto.app.ctx.db;
  abasto.app.ctx.clock = () => new Date(Date.now() + offset);
  sink = await startSmtpSink();
  worker = testMailWorker(db, sink.url);
  gerente = await userWithToken(abasto.app, 'gerente');
  analista = await userWithToken(abasto.app, 'analista');
  admin = await userWithToken(abasto.app, 'admin');
  proveedor = await userWithToken(abasto.app, 'proveedor', { supplierId: (await supplierWithAddress(db)).id });
});
afterAll(async () => {
  closeTestTransports();
  await sink?.close();
  await abasto?.close();
});
beforeEach(() => moveClock(0));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  abasto.app.inject({ method, url, headers, payload: payload as object });
const addressOf = (s: { emailEjecutivo: string[] }) => s.emailEjecutivo[0]!.toLowerCase();
const tokenOf = (link: string) => link.split('/responder/')[1]!;
const pdf = (fill: number, size = 600) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, fill)]);

async function queued() {
  await worker.drain();
  return sink.received.length;
}
async function drained(from: number) {
  await worker.drain();
  return sink.received.slice(from);
}

const LINES = [
  { descripcion: 'Cemento portland tipo I', cantidad: 100, unidad: 'bolsa' },
  { descripcion: 'Arena lavada', cantidad: 12, unidad: 'm³' },
];

/** Sends a request and lets its first `answering` suppliers answer it, each with a file; gives the links. */
async function requestAnswered(
  title: string,
  suppliers: { id: number; emailEjecutivo: string[] }[],
  answering: number,
  extra: Record<string, unknown> = {},
) {
  const mark = await queued();
  const res = await call(
    'POST',
    '/api/cotizacion/',
    quotationBody(
      suppliers.map((s) => s.id),
      { title, items: LINES, fechaLimite: new Date(Date.now() + 72 * HOUR).toISOString(), ...extra },
    ),
    gerente.auth,
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const mails = await drained(mark);
  const tokens = suppliers.map((s) => tokenOf(linkIn(mails.find((m) => m.to.includes(addressOf(s)))!.mail, '/responder/')));
  const items = (await call('GET', `/api/respuesta/${tokens[0]}`)).json().data.items as { id: number }[];
  for (const [n, token] of tokens.slice(0, answering).entries()) {
    const put = await call('PUT', `/api/respuesta/${token}`, {
      moneda: 'PYG',
      items: items.map((i, line) => ({ itemId: i.id, precioUnitario: 1000 + n * 100 + line })),
      file: [{ file: pdf(n + 1).toString('base64'), filename: `oferta ${n + 1}.pdf` }],
    });
    expect(put.statusCode, put.body).toBe(201);
  }
  return { id, tokens, items };
}

describe('the request\'s files, for staff', () => {
  it('download for admin, gerente and analista; not for a proveedor nor without a session', async () => {
    const a = await supplierWithAddress(db);
    const pliego = pdf(9, 3000);
    const { id } = await requestAnswered('Pedido con pliego ñandú', [a], 0, { file: [{ file: pliego.toString('base64'), filename: 'pliego técnico ñ.pdf' }] });
    const detail = (await call('GET', `/api/cotizacion/view/${id}`, undefined, analista.auth)).json().data;
    expect(detail.attachments.map((f: { filename: string }) => f.filename)).toEqual(['pliego técnico ñ.pdf']);
    for (const who of [admin, gerente, analista]) {
      const res = await call('GET', `/api/cotizacion/${id}/archivos/0`, undefined, who.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('pliego técnico ñ.pdf')}`);
      expect(Buffer.compare(res.rawPayload, pliego)).toBe(0);
    }
    expect((await call('GET', `/api/cotizacion/${id}/archivos/1`, undefined, gerente.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/cotizacion/${id}/archivos/0`, undefined, proveedor.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/cotizacion/${id}/archivos/0`)).statusCode).toBe(401);
  });
});

describe('the answers\' files while sealed', () => {
  it('are neither listed nor downloadable before the deadline, and both after', async () => {
    const a = await supplierWithAddress(db);
    const { id } = await requestAnswered('Sobre cerrado con archivos', [a], 1, { sobreCerrado: true });
    const before = (await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, admin.auth)).json().data[0];
    expect(before.estado).toBe('Respondida');
    expect(before.archivos).toEqual([]);
    const refused = await call('GET', `/api/cotizacion/${id}/respuestas/${before.recipientId}/archivos/0`, undefined, admin.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MSG.sourcingSealedHidden);

    moveClock(72 * HOUR + 1000);
    const after = (await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, analista.auth)).json().data[0];
    expect(after.archivos.map((f: { filename: string }) => f.filename)).toEqual(['oferta 1.pdf']);
    const file = await call('GET', `/api/cotizacion/${id}/respuestas/${after.recipientId}/archivos/0`, undefined, analista.auth);
    expect(Buffer.compare(file.rawPayload, pdf(1))).toBe(0);
  });
});

describe('changing the files after sending', () => {
  it('marks given answers «Debe reconfirmar» and e-mails those suppliers; refused by role and once cancelled', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const { id } = await requestAnswered('Pliego nuevo: cañerías', [a, b], 1, { file: [{ file: pdf(4).toString('base64'), filename: 'pliego.pdf' }] });

    // The same files again change nothing: nobody is asked to reconfirm.
    const quiet = await queued();
    const same = await call('PUT', `/api/cotizacion/${id}/pedido`, { archivos: [{ file: pdf(4).toString('base64'), filename: 'pliego.pdf' }] }, gerente.auth);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().counts['Debe reconfirmar']).toBe(0);
    expect(await drained(quiet)).toEqual([]);

    const mark = await queued();
    const changed = await call(
      'PUT',
      `/api/cotizacion/${id}/pedido`,
      { archivos: [{ file: pdf(5).toString('base64'), filename: 'pliego v2.pdf' }] },
      admin.auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.find((r: { proveedorId: number }) => r.proveedorId === a.id)).toMatchObject({ estado: 'Respondida', debeReconfirmar: true });
    expect(changed.json().data.find((r: { proveedorId: number }) => r.proveedorId === b.id)).toMatchObject({ debeReconfirmar: false });
    const told = await drained(mark);
    expect(told.map((m) => [m.to[0], m.mail.subject])).toEqual([[addressOf(a), 'Reconfirmá tu cotización: Pliego nuevo: cañerías']]);
    expect(told[0]!.mail.text).toContain('Cambiamos los archivos del pedido «Pliego nuevo: cañerías»');
    // The supplier's link now gives the new file.
    const link = tokenOf(linkIn(told[0]!.mail, '/responder/'));
    expect((await call('GET', `/api/respuesta/${link}`)).json().data.archivos.map((f: { filename: string }) => f.filename)).toEqual(['pliego v2.pdf']);
    expect(Buffer.compare((await call('GET', `/api/cotizacion/${id}/archivos/0`, undefined, analista.auth)).rawPayload, pdf(5))).toBe(0);

    const bad = await call('PUT', `/api/cotizacion/${id}/pedido`, { archivos: [{ file: 'hola', filename: 'x.pdf' }] }, gerente.auth);
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `/api/cotizacion/${id}/pedido`, { archivos: [] }, analista.auth)).statusCode).toBe(403);
    expect((await call('POST', `/api/cotizacion/${id}/cancelacion`, {}, gerente.auth)).statusCode).toBe(200);
    const late = await call('PUT', `/api/cotizacion/${id}/pedido`, { archivos: [] }, gerente.auth);
    expect(late.statusCode).toBe(409);
  });
});

describe('double clicks', () => {
  it('two awards at once give one award and one set of e-mails', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const { id } = await requestAnswered('Doble clic en Adjudicar', [a, b], 2);
    moveClock(72 * HOUR + 1000);
    const mark = await queued();
    const body = { proveedorId: a.id, avisarOtros: true };
    const answers = await Promise.all([
      call('POST', `/api/cotizacion/${id}/adjudicacion`, body, gerente.auth),
      call('POST', `/api/cotizacion/${id}/adjudicacion`, body, gerente.auth),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(MSG.sourcingAwarded);
    const cmp = (await call('GET', `/api/cotizacion/${id}/comparacion`, undefined, analista.auth)).json();
    // The whole request to one supplier is recorded line by line: one award is one row per line.
    expect(cmp.adjudicacion).toHaveLength(LINES.length);
    expect(new Set(cmp.adjudicacion.map((x: { adjudicadoAt: string }) => x.adjudicadoAt)).size).toBe(1);
    const sent = await drained(mark);
    expect(sent.map((m) => m.to[0]).sort()).toEqual([addressOf(a), addressOf(b)].sort());
  });

  it('two cancellations at once give one cancellation and one e-mail per recipient', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const { id } = await requestAnswered('Doble clic en Cancelar', [a, b], 1);
    const mark = await queued();
    const answers = await Promise.all([
      call('POST', `/api/cotizacion/${id}/cancelacion`, { motivo: 'Se compró en otro lado' }, gerente.auth),
      call('POST', `/api/cotizacion/${id}/cancelacion`, { motivo: 'Se compró en otro lado' }, admin.auth),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(MSG.sourcingAlreadyCancelled);
    const sent = await drained(mark);
    expect(sent.map((m) => m.to[0]).sort()).toEqual([addressOf(a), addressOf(b)].sort());
  });
});

describe('text beyond Latin-1', () => {
  const TEXT = 'Cemento ≤ 50 kg → Ł Ω ½ 🧱';

  it('comes out right in the award e-mail, the comparison JSON, the XLSX and the CSV', async () => {
    const [a] = [await supplierWithAddress(db)];
    const mark0 = await queued();
    const res = await call(
      'POST',
      '/api/cotizacion/',
      quotationBody([a.id], {
        title: TEXT,
        items: [{ descripcion: TEXT, cantidad: 3, unidad: 'bolsa' }],
        fechaLimite: new Date(Date.now() + 72 * HOUR).toISOString(),
      }),
      gerente.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const token = tokenOf(linkIn((await drained(mark0))[0]!.mail, '/responder/'));
    const [line] = (await call('GET', `/api/respuesta/${token}`)).json().data.items as { id: number }[];
    const put = await call('PUT', `/api/respuesta/${token}`, { moneda: 'PYG', items: [{ itemId: line!.id, precioUnitario: 45000, nota: TEXT }] });
    expect(put.statusCode, put.body).toBe(201);
    moveClock(72 * HOUR + 1000);

    const cmp = (await call('GET', `/api/cotizacion/${id}/comparacion`, undefined, analista.auth)).json();
    expect(cmp.pedido.items[0].descripcion).toBe(TEXT);
    expect(cmp.lineas[0].descripcion).toBe(TEXT);
    expect(cmp.lineas[0].notas).toEqual([TEXT]);

    const xlsx = await call('GET', `/api/cotizacion/${id}/comparacion?formato=xlsx`, undefined, analista.auth);
    const sheet = await readSheet(xlsx.rawPayload);
    const header = sheet[0]!.map(String);
    expect(sheet[1]![header.indexOf(MSG.sourcingColDescription)]).toBe(TEXT);
    expect(sheet[1]![header.indexOf(MSG.sourcingColNote)]).toBe(TEXT);

    const csv = await call('GET', `/api/cotizacion/${id}/comparacion?formato=csv`, undefined, analista.auth);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // No field here holds a comma or a quote, so a split reads it.
    const rows = csv.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .map((r) => r.split(','));
    expect(rows[1]![rows[0]!.indexOf(MSG.sourcingColDescription)]).toBe(TEXT);
    expect(rows[1]![rows[0]!.indexOf(MSG.sourcingColNote)]).toBe(TEXT);

    const mark = await queued();
    const award = await call('POST', `/api/cotizacion/${id}/adjudicacion`, { lineas: [{ itemId: line!.id, proveedorId: a.id }] }, gerente.auth);
    expect(award.statusCode, award.body).toBe(200);
    const [mail] = await drained(mark);
    expect(mail!.mail.subject).toBe(`Adjudicación: ${TEXT}`);
    expect(mail!.mail.text).toContain(`${TEXT}: 3 bolsa`);
    expect(mail!.mail.html).toContain(TEXT);
  });
});
