import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { runDueReminders } from '../src/modules/sourcing/actions.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { closeTestTransports, testMailWorker } from './helpers/mail-worker.ts';
import { quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import { linkIn, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';

let abasto: TestAbasto;
let db: Db;
let sink: SmtpSink;
let worker: MailWorker;
type Login = Awaited<ReturnType<typeof userWithToken>>;
let gerente: Login;
let analista: Login;
let admin: Login;

const HOUR = 3_600_000;
/** The app's clock, moved by the tests (deadlines, sealed prices, reminders). */
let offset = 0;
const moveClock = (ms: number) => {
  offset = ms;
};

beforeAll(async () => {
  // The automatic reminder is run by the tests themselves (runDueReminders), not by the timer.
  abasto = await createTestAbasto({ REMINDER_HOURS_BEFORE_DEADLINE: '0' });
  db = abasto.app.ctx.db;
  abasto.app.ctx.clock = () => new Date(Date.now() + offset);
  sink = await startSmtpSink();
  worker = testMailWorker(db, sink.url);
  gerente = await userWithToken(abasto.app, 'gerente', { name: 'Gabriela', lastName: 'Benítez' });
  analista = await userWithToken(abasto.app, 'analista');
  admin = await userWithToken(abasto.app, 'admin');
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

/** Delivers what is queued, then gives the count of received mails: what comes after is new. */
async function queued() {
  await worker.drain();
  return sink.received.length;
}

async function drained(from: number) {
  await worker.drain();
  return sink.received.slice(from);
}

/** How many answer links of a request are still valid. */
async function liveLinks(quotationId: number) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sourcing_tokens t join quotation_recipients r on r.id = t.recipient_id
        where r.quotation_id = ${quotationId} and t.revoked_at is null`,
  );
  return rows[0]!.n;
}

/** The link in the outbox copy of a request's first message (for a delivery that failed). */
async function firstLinkOf(quotationId: number) {
  const [row] = await queryRows<{ text: string }>(
    db,
    sql`select c.text from quotation_recipients r join mail_messages m on m.id = r.message_id join mail_contents c on c.id = m.content_id
        where r.quotation_id = ${quotationId}`,
  );
  return tokenOf(row!.text.match(/https?:\/\/\S+\/responder\/\S+/)![0]);
}

const LINES = [
  { descripcion: 'Cemento portland tipo I', cantidad: 100, unidad: 'bolsa' },
  { descripcion: 'Arena lavada', cantidad: 12, unidad: 'm³' },
  { descripcion: 'Hierro 8 mm', cantidad: 50, unidad: 'unidad' },
];

async function sendRequest(title: string, suppliers: number[], extra: Record<string, unknown>) {
  const res = await call('POST', '/api/cotizacion/', quotationBody(suppliers, { title, items: LINES, ...extra }), gerente.auth);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('the loop: request, answers, reminder, comparison, award', () => {
  it('works end to end with the real SMTP listener', async () => {
    const [a, b, c] = [await supplierWithAddress(db), await supplierWithAddress(db), await supplierWithAddress(db)];
    const title = 'Materiales obra Lambaré';
    const deadline = new Date(Date.now() + 30 * HOUR);
    const before = await queued();
    const id = await sendRequest(title, [a.id, b.id, c.id], { fechaLimite: deadline.toISOString() });

    // Each mail carries a different link, bound to its recipient.
    const mails = await drained(before);
    expect(mails).toHaveLength(3);
    const link = (s: typeof a) => linkIn(mails.find((m) => m.to.includes(addressOf(s)))!.mail, '/responder/');
    const [la, lb, lc] = [link(a), link(b), link(c)];
    expect(new Set([la, lb, lc]).size).toBe(3);
    expect(la.startsWith('http://localhost:3000/responder/')).toBe(true);
    expect(tokenOf(la)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const m of mails) {
      expect(m.mail.subject).toBe(title);
      expect(m.mail.text).toContain('Arena lavada');
    }

    // A opens its link: the request with its lines.
    const opened = await call('GET', `/api/respuesta/${tokenOf(la)}`);
    expect(opened.statusCode).toBe(200);
    const view = opened.json().data;
    expect(view).toMatchObject({ title, estado: 'Abierta', monedas: ['PYG', 'USD'], aceptaRespuestas: true, respuesta: null });
    const itemIds = view.items.map((i: { id: number }) => i.id) as number[];
    expect(view.items.map((i: { descripcion: string }) => i.descripcion)).toEqual(LINES.map((l) => l.descripcion));

    // A answers (prices as typed in Paraguay), repeats the submit, then revises.
    const answerA1 = {
      moneda: 'PYG',
      plazoEntregaDias: 5,
      validaHasta: new Date(Date.now() + 20 * 24 * HOUR).toISOString().slice(0, 10),
      condicionesPago: '30 días',
      notas: 'Precios con IVA',
      items: [
        { itemId: itemIds[0], precioUnitario: '52.000', nota: null },
        { itemId: itemIds[1], precioUnitario: '150.000' },
        { itemId: itemIds[2], precioUnitario: 9_500 },
      ],
      idempotencyKey: 'answer-a-0001',
    };
    const first = await call('PUT', `/api/respuesta/${tokenOf(la)}`, answerA1);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ version: 1, repeated: false });
    const again = await call('PUT', `/api/respuesta/${tokenOf(la)}`, answerA1);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, repeated: true });
    const otherContent = await call('PUT', `/api/respuesta/${tokenOf(la)}`, { ...answerA1, notas: 'otra cosa' });
    expect(otherContent.statusCode).toBe(409);
    expect(otherContent.json().error).toBe(MSG.sourcingIdempotencyKeyReused);
    const revised = await call('PUT', `/api/respuesta/${tokenOf(la)}`, {
      ...answerA1,
      items: [
        { itemId: itemIds[0], precioUnitario: '48.500' },
        { itemId: itemIds[1], precioUnitario: '1.150.000,00' },
        { itemId: itemIds[2], precioUnitario: '9.000' },
      ],
      idempotencyKey: 'answer-a-0002',
    });
    expect(revised.statusCode).toBe(201);
    expect(revised.json().version).toBe(2);
    expect(revised.json().data.respuesta.items.map((l: { precioUnitario: number }) => l.precioUnitario)).toEqual([
      48_500, 1_150_000, 9_000,
    ]);

    // B declines; C stays silent.
    const declined = await call('PUT', `/api/respuesta/${tokenOf(lb)}`, { declina: true, motivo: 'Sin stock' });
    expect(declined.statusCode).toBe(201);

    // The copies of the answers went to A (two versions) and B, with the title in the subject.
    const copies = await drained(before + 3);
    expect(copies.map((m) => [m.to[0], m.mail.subject])).toEqual(
      expect.arrayContaining([
        [addressOf(a), `Tu respuesta: ${title}`],
        [addressOf(b), `Tu respuesta: ${title}`],
      ]),
    );
    expect(copies.filter((m) => m.to.includes(addressOf(a)))).toHaveLength(2);
    expect(copies.find((m) => m.to.includes(addressOf(a)) && m.mail.text?.includes('versión 2'))?.mail.text).toContain('48.500 PYG');

    // Follow-up: states and counts, prices visible (not sealed).
    const follow = await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, analista.auth);
    expect(follow.statusCode).toBe(200);
    const byId = (rows: { proveedorId: number }[], s: { id: number }) => rows.find((r) => r.proveedorId === s.id)!;
    expect(byId(follow.json().data, a)).toMatchObject({ estado: 'Respondida', version: 2, moneda: 'PYG' });
    expect(byId(follow.json().data, b)).toMatchObject({ estado: 'No cotiza', motivo: 'Sin stock' });
    expect(byId(follow.json().data, c)).toMatchObject({ estado: 'Sin respuesta', version: null });
    expect(follow.json().counts).toMatchObject({ 'Sin respuesta': 1, Vista: 0, Respondida: 1, 'No cotiza': 1 });

    // The reminder reaches only C; analista may not send it.
    expect((await call('POST', `/api/cotizacion/${id}/recordatorio`, {}, analista.auth)).statusCode).toBe(403);
    const mark = await queued();
    const reminded = await call('POST', `/api/cotizacion/${id}/recordatorio`, {}, gerente.auth);
    expect(reminded.json()).toEqual({ enviados: 1 });
    const reminders = await drained(mark);
    expect(reminders.map((m) => [m.to[0], m.mail.subject])).toEqual([[addressOf(c), `Recordatorio: ${title}`]]);
    const reminderLink = linkIn(reminders[0]!.mail, '/responder/');

    // The automatic reminder, 24 h before the deadline: once, and again only to C.
    moveClock(7 * HOUR);
    const autoMark = await queued();
    expect(await runDueReminders(abasto.app.ctx, 24)).toBe(1);
    expect(await runDueReminders(abasto.app.ctx, 24)).toBe(0);
    expect((await drained(autoMark)).map((m) => m.to[0])).toEqual([addressOf(c)]);

    // C answers after all, through the reminder's link, cheaper on the sand.
    const answerC = await call('PUT', `/api/respuesta/${tokenOf(reminderLink)}`, {
      moneda: 'PYG',
      items: [
        { itemId: itemIds[0], precioUnitario: '49.000' },
        { itemId: itemIds[1], precioUnitario: '1.100.000' },
        { itemId: itemIds[2], precioUnitario: null, nota: 'Sin hierro' },
      ],
    });
    expect(answerC.statusCode, answerC.body).toBe(201);

    // The comparison: A's latest version, the lowest price of each line marked.
    const cmp = await call('GET', `/api/cotizacion/${id}/comparacion`, undefined, analista.auth);
    expect(cmp.statusCode, cmp.body).toBe(200);
    const comparison = cmp.json();
    // Each line's arrays follow `proveedores`.
    const order = comparison.proveedores.map((p: { proveedorId: number }) => p.proveedorId);
    const marked = comparison.lineas.map((l: { precios: (number | null)[]; masBajo: number[] }) =>
      l.precios.map((price, i) => [order[i], price, l.masBajo.includes(i)]),
    );
    expect(marked).toEqual([
      [
        [a.id, 48_500, true],
        [c.id, 49_000, false],
      ],
      [
        [a.id, 1_150_000, false],
        [c.id, 1_100_000, true],
      ],
      [
        [a.id, 9_000, true],
        [c.id, null, false],
      ],
    ]);
    const totals = comparison.proveedores.map((p: { proveedorId: number; version: number; total: number; lineasSinCotizar: number }) => [
      p.proveedorId,
      p.version,
      p.total,
      p.lineasSinCotizar,
    ]);
    expect(totals).toEqual([
      [a.id, 2, 48_500 * 100 + 1_150_000 * 12 + 9_000 * 50, 0],
      [c.id, 1, 49_000 * 100 + 1_100_000 * 12, 1],
    ]);

    // XLSX and CSV: one row per line and supplier, the same numbers.
    const xlsx = await call('GET', `/api/cotizacion/${id}/comparacion?formato=xlsx`, undefined, analista.auth);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(xlsx.rawPayload);
    const csv = await call('GET', `/api/cotizacion/${id}/comparacion?formato=csv`, undefined, analista.auth);
    expect(csv.statusCode).toBe(200);
    const csvRows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .map((r) => r.split(','));
    expect(sheet).toHaveLength(7);
    expect(csvRows).toHaveLength(7);
    expect(sheet[0]![6]).toBe('Precio unitario');
    const numbers = (row: unknown[]) => [row[0], row[2], row[6], row[7]].map((v) => (v === null || v === '' ? null : Number(v)));
    const fromSheet = sheet.slice(1).map(numbers);
    expect(fromSheet).toEqual(csvRows.slice(1).map(numbers));
    expect(fromSheet).toEqual([
      [1, 100, 48_500, 4_850_000],
      [1, 100, 49_000, 4_900_000],
      [2, 12, 1_150_000, 13_800_000],
      [2, 12, 1_100_000, 13_200_000],
      [3, 50, 9_000, 450_000],
      [3, 50, null, null],
    ]);
    expect(typeof sheet[1]![6]).toBe('number');

    // Award is refused before the deadline; answers after it are refused.
    const early = await call('POST', `/api/cotizacion/${id}/adjudicacion`, { proveedorId: a.id }, gerente.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(MSG.sourcingAwardBeforeDeadline);
    moveClock(31 * HOUR);
    const late = await call('PUT', `/api/respuesta/${tokenOf(la)}`, { ...answerA1, idempotencyKey: 'answer-a-0003' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(MSG.sourcingClosed);
    const closedView = await call('GET', `/api/respuesta/${tokenOf(la)}`);
    expect(closedView.json().data).toMatchObject({ estado: 'Cerrada', aceptaRespuestas: false, mensaje: MSG.sourcingClosed });

    // Award mistakes: a supplier that did not answer, a price that is not the lowest without a note.
    const toDecliner = await call('POST', `/api/cotizacion/${id}/adjudicacion`, { lineas: [{ itemId: itemIds[0], proveedorId: b.id }] }, gerente.auth);
    expect(toDecliner.statusCode).toBe(400);
    expect(toDecliner.json().error).toContain('no cotizó');
    const noNote = await call('POST', `/api/cotizacion/${id}/adjudicacion`, { lineas: [{ itemId: itemIds[1], proveedorId: a.id }] }, gerente.auth);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error).toBe(MSG.sourcingAwardNoteRequired);
    expect((await call('POST', `/api/cotizacion/${id}/adjudicacion`, { proveedorId: a.id }, analista.auth)).statusCode).toBe(403);

    // Line by line to the lowest: each winner is told what it won; the decliner hears nothing.
    const awardMark = await queued();
    const awarded = await call(
      'POST',
      `/api/cotizacion/${id}/adjudicacion`,
      {
        lineas: [
          { itemId: itemIds[0], proveedorId: a.id },
          { itemId: itemIds[1], proveedorId: c.id },
          { itemId: itemIds[2], proveedorId: a.id },
        ],
      },
      gerente.auth,
    );
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect(awarded.json().pedido.estado).toBe('Adjudicada');
    expect(awarded.json().adjudicacion).toHaveLength(3);
    expect(awarded.json().adjudicacion[0]).toMatchObject({ adjudicadoPor: 'Gabriela Benítez', nota: null });
    const awardMails = await drained(awardMark);
    expect(awardMails.map((m) => m.to[0]).sort()).toEqual([addressOf(a), addressOf(c)].sort());
    const mailTo = (s: typeof a) => awardMails.find((m) => m.to.includes(addressOf(s)))!.mail;
    expect(mailTo(a).subject).toBe(`Adjudicación: ${title}`);
    expect(mailTo(a).text).toContain('Cemento portland tipo I');
    expect(mailTo(a).text).toContain('Hierro 8 mm');
    expect(mailTo(a).text).not.toContain('Arena lavada');
    expect(mailTo(c).text).toContain('Arena lavada');
    expect(mailTo(c).text).not.toContain('Cemento');
    expect((await call('POST', `/api/cotizacion/${id}/adjudicacion`, { proveedorId: a.id }, gerente.auth)).statusCode).toBe(409);
  });
});

describe('sealed offers', () => {
  it('hide every price from every staff role until the deadline, and show them after', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const mark = await queued();
    const deadline = new Date(Date.now() + 2 * HOUR);
    const id = await sendRequest('Sobre cerrado: pintura', [a.id, b.id], {
      fechaLimite: deadline.toISOString(),
      sobreCerrado: true,
    });
    const mails = await drained(mark);
    const token = tokenOf(linkIn(mails.find((m) => m.to.includes(addressOf(a)))!.mail, '/responder/'));
    const view = (await call('GET', `/api/respuesta/${token}`)).json().data;
    const res = await call('PUT', `/api/respuesta/${token}`, {
      moneda: 'USD',
      items: view.items.map((i: { id: number }, n: number) => ({ itemId: i.id, precioUnitario: 10 + n })),
    });
    expect(res.statusCode).toBe(201);
    // The supplier sees its own prices.
    expect(res.json().data.respuesta.items[0].precioUnitario).toBe(10);

    for (const who of [admin, gerente, analista]) {
      const follow = await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, who.auth);
      expect(follow.statusCode).toBe(200);
      expect(follow.json().pedido).toMatchObject({ sobreCerrado: true, preciosVisibles: false });
      // The deadline on the company's wall clock and its zone, the answer page's (docs/sourcing.md).
      const zone = view.zonaHoraria as string;
      const onTheClock = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
      }).format(deadline).replace(' ', 'T');
      expect(follow.json().pedido).toMatchObject({ zonaHoraria: zone, fechaLimiteLocal: onTheClock });
      expect(follow.json().data.find((r: { proveedorId: number }) => r.proveedorId === a.id)).toMatchObject({ estado: 'Respondida' });
      expect(JSON.stringify(follow.json())).not.toContain('precioUnitario');
      const cmp = await call('GET', `/api/cotizacion/${id}/comparacion`, undefined, who.auth);
      expect(cmp.statusCode).toBe(200);
      expect(cmp.json().proveedores).toEqual([]);
      expect(cmp.json().lineas.every((l: { precios: unknown[] }) => l.precios.length === 0)).toBe(true);
      expect((await call('GET', `/api/cotizacion/${id}/comparacion?formato=csv`, undefined, who.auth)).statusCode).toBe(409);
    }
    // Sealed: no "Cerrar ahora".
    const close = await call('POST', `/api/cotizacion/${id}/cierre`, {}, gerente.auth);
    expect(close.statusCode).toBe(409);
    expect(close.json().error).toBe(MSG.sourcingCloseSealed);

    moveClock(2 * HOUR + 1000);
    const after = await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, analista.auth);
    expect(after.json().pedido.preciosVisibles).toBe(true);
    expect(after.json().data.find((r: { proveedorId: number }) => r.proveedorId === a.id).items[0].precioUnitario).toBe(10);
    const cmp = await call('GET', `/api/cotizacion/${id}/comparacion`, undefined, analista.auth);
    expect(cmp.json().proveedores).toHaveLength(1);
  });
});

describe('links, versions and the supplier login', () => {
  it('two tabs submitting at once give two versions; a resend replaces the link; a proveedor sees only its own', async () => {
    const a = await supplierWithAddress(db);
    const login = await userWithToken(abasto.app, 'proveedor', { supplierId: a.id });
    const other = await supplierWithAddress(db);
    const mark = await queued();
    const id = await sendRequest('Pedido con dos pestañas', [a.id], { fechaLimite: new Date(Date.now() + 5 * HOUR).toISOString() });
    const otherId = await sendRequest('Pedido de otro', [other.id], { fechaLimite: new Date(Date.now() + 5 * HOUR).toISOString() });
    const mails = await drained(mark);
    const token = tokenOf(linkIn(mails.find((m) => m.to.includes(addressOf(a)))!.mail, '/responder/'));
    const items = (await call('GET', `/api/respuesta/${token}`)).json().data.items as { id: number }[];
    const body = (price: number) => ({ moneda: 'PYG', items: items.map((i) => ({ itemId: i.id, precioUnitario: price })) });
    const both = await Promise.all([call('PUT', `/api/respuesta/${token}`, body(1000)), call('PUT', `/api/respuesta/${token}`, body(2000))]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both.map((r) => r.json().version).sort()).toEqual([1, 2]);

    // Logged in: its own list and the same answer form; another supplier's request is 404.
    const mine = await call('GET', '/api/perfil-proveedor/pedidos', undefined, login.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([expect.objectContaining({ id, respuesta: 'Respondida', version: 2, estado: 'Abierta' })]);
    const own = await call('PUT', `/api/perfil-proveedor/pedidos/${id}/respuesta`, { declina: true, motivo: 'Otro', motivoTexto: 'Cerramos por inventario' }, login.auth);
    expect(own.statusCode).toBe(201);
    expect(own.json().version).toBe(3);
    expect((await call('GET', `/api/perfil-proveedor/pedidos/${otherId}/respuesta`, undefined, login.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, login.auth)).statusCode).toBe(403);

    // A failed delivery resent: the new link replaces the old one.
    const b = await supplierWithAddress(db);
    sink.rejectRecipient(addressOf(b), 550);
    const m2 = await queued();
    const idB = await sendRequest('Pedido reenviado', [b.id], { fechaLimite: new Date(Date.now() + 5 * HOUR).toISOString() });
    const failedMail = await drained(m2);
    expect(failedMail).toHaveLength(0);
    const oldLink = await firstLinkOf(idB);
    const detail = (await call('GET', `/api/cotizacion/view/${idB}`, undefined, gerente.auth)).json().data;
    expect(detail.fornecedores[0].status).toBe('failed');
    // The first link's hash is all the database has: the resend must revoke it.
    expect(await liveLinks(idB)).toBe(1);
    sink.acceptRecipient(addressOf(b));
    const m3 = await queued();
    const resent = await call('POST', `/api/cotizacion/${idB}/reenviar/${detail.fornecedores[0].recipientId}`, {}, gerente.auth);
    expect(resent.statusCode).toBe(200);
    const [again] = await drained(m3);
    const newToken = tokenOf(linkIn(again!.mail, '/responder/'));
    expect((await call('GET', `/api/respuesta/${newToken}`)).statusCode).toBe(200);
    expect(await liveLinks(idB)).toBe(1);
    expect((await call('GET', `/api/respuesta/${oldLink}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('each gets a clear Spanish message and loses nothing', async () => {
    const a = await supplierWithAddress(db);
    const post = (extra: Record<string, unknown>) => call('POST', '/api/cotizacion/', quotationBody([a.id], { items: LINES, ...extra }), gerente.auth);
    const expectError = async (res: Promise<{ statusCode: number; json: () => { error: string } }>, status: number, message: string) => {
      const r = await res;
      expect(r.statusCode).toBe(status);
      expect(r.json().error).toBe(message);
    };
    await expectError(post({ fechaLimite: new Date(Date.now() - 60_000).toISOString() }), 400, MSG.sourcingDeadlinePast);
    await expectError(post({ fechaLimite: '31/12/2030' }), 400, MSG.sourcingDeadlineInvalid);
    await expectError(post({ sobreCerrado: true }), 400, MSG.sourcingSealedNeedsDeadline);
    await expectError(post({ monedas: ['EUR'] }), 400, MSG.sourcingCurrencyUnknown);
    await expectError(
      post({ items: Array.from({ length: 201 }, () => LINES[0]) }),
      400,
      MSG.sourcingItemsTooMany.replace('{max}', '200'),
    );
    await expectError(post({ items: [{ descripcion: ' ', cantidad: 1, unidad: 'kg' }] }), 400, MSG.sourcingItemDescriptionRequired);
    await expectError(post({ items: [{ descripcion: 'x', cantidad: -1, unidad: 'kg' }] }), 400, MSG.sourcingItemQuantityInvalid);

    // Tokens: malformed, guessed.
    await expectError(call('GET', '/api/respuesta/abc'), 404, MSG.sourcingTokenNotFound);
    await expectError(call('GET', `/api/respuesta/${'A'.repeat(43)}`), 404, MSG.sourcingTokenNotFound);
    await expectError(call('PUT', `/api/respuesta/${'A'.repeat(43)}`, { declina: true, motivo: 'Sin stock' }), 404, MSG.sourcingTokenNotFound);

    // Prices and currency, with the field named.
    const mark = await queued();
    const id = await sendRequest('Pedido con errores', [a.id], { fechaLimite: new Date(Date.now() + 5 * HOUR).toISOString(), monedas: ['USD'] });
    const token = tokenOf(linkIn((await drained(mark))[0]!.mail, '/responder/'));
    const items = (await call('GET', `/api/respuesta/${token}`)).json().data.items as { id: number }[];
    const ambiguous = await call('PUT', `/api/respuesta/${token}`, { moneda: 'USD', items: [{ itemId: items[0]!.id, precioUnitario: '1.250' }] });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toContain('se puede leer de dos maneras');
    expect(ambiguous.json().details).toEqual([{ path: ['items', 0, 'precioUnitario'], message: ambiguous.json().error }]);
    await expectError(
      call('PUT', `/api/respuesta/${token}`, { moneda: 'PYG', items: [{ itemId: items[0]!.id, precioUnitario: 5 }] }),
      400,
      MSG.sourcingCurrencyNotAccepted.replace('{monedas}', 'USD'),
    );
    await expectError(call('PUT', `/api/respuesta/${token}`, { moneda: 'USD', items: [{ itemId: items[0]!.id, precioUnitario: '-3' }] }), 400, MSG.sourcingPriceNegative);
    await expectError(call('PUT', `/api/respuesta/${token}`, { moneda: 'USD', items: [{ itemId: items[0]!.id, precioUnitario: 0 }] }), 400, MSG.sourcingPriceZero);
    await expectError(
      call('PUT', `/api/respuesta/${token}`, { moneda: 'USD', items: [{ itemId: items[0]!.id, precioUnitario: '1e30' }] }),
      400,
      MSG.sourcingPriceNotNumber.replace('{value}', '1e30'),
    );
    await expectError(call('PUT', `/api/respuesta/${token}`, { declina: true, motivo: 'Otro' }), 400, MSG.sourcingDeclineOtherRequired);
    await expectError(call('PUT', `/api/respuesta/${token}`, { declina: true }), 400, MSG.sourcingDeclineReasonRequired);
    // Nothing was stored by the refused submits.
    expect((await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, gerente.auth)).json().data[0].estado).toBe('Vista');

    // After cancellation: 409, and every recipient is told.
    const cancelMark = await queued();
    expect((await call('POST', `/api/cotizacion/${id}/cancelacion`, { motivo: 'Cambio de proyecto' }, gerente.auth)).statusCode).toBe(200);
    const told = await drained(cancelMark);
    expect(told.map((m) => m.mail.subject)).toEqual(['Cancelado: Pedido con errores']);
    await expectError(call('PUT', `/api/respuesta/${token}`, { declina: true, motivo: 'Sin stock' }), 409, MSG.sourcingCancelled);
    await expectError(call('POST', `/api/cotizacion/${id}/cancelacion`, {}, gerente.auth), 409, MSG.sourcingAlreadyCancelled);
    await expectError(call('POST', `/api/cotizacion/${id}/recordatorio`, {}, gerente.auth), 409, MSG.sourcingCancelled);
  });

  it('a request without lines and deadline is an ordinary quotation: no link, no sourcing', async () => {
    const a = await supplierWithAddress(db);
    const mark = await queued();
    const res = await call('POST', '/api/cotizacion/', quotationBody([a.id], { title: 'Sin líneas' }), gerente.auth);
    expect(res.statusCode).toBe(201);
    const [mail] = await drained(mark);
    expect(mail!.mail.text).not.toContain('/responder/');
    const follow = await call('GET', `/api/cotizacion/${res.json().data.id}/respuestas`, undefined, gerente.auth);
    expect(follow.statusCode).toBe(409);
    expect(follow.json().error).toBe(MSG.sourcingNotSourcing);
  });

  it('"Cerrar ahora" closes an unsealed request and tells only those that have not answered', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const mark = await queued();
    const id = await sendRequest('Cierre anticipado', [a.id, b.id], { fechaLimite: new Date(Date.now() + 48 * HOUR).toISOString() });
    const mails = await drained(mark);
    const token = tokenOf(linkIn(mails.find((m) => m.to.includes(addressOf(a)))!.mail, '/responder/'));
    expect((await call('PUT', `/api/respuesta/${token}`, { declina: true, motivo: 'Plazo insuficiente' })).statusCode).toBe(201);
    const closeMark = await queued();
    const closed = await call('POST', `/api/cotizacion/${id}/cierre`, {}, admin.auth);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().pedido.estado).toBe('Cerrada');
    const told = await drained(closeMark);
    expect(told.map((m) => [m.to[0], m.mail.subject])).toEqual([[addressOf(b), 'Cerrado: Cierre anticipado']]);
    expect((await call('PUT', `/api/respuesta/${token}`, { declina: true, motivo: 'Sin stock' })).statusCode).toBe(409);
  });
});

describe('changing a sent request', () => {
  it('new lines mark given answers «Debe reconfirmar» and tell those suppliers; an earlier deadline needs 48 hours', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const mark = await queued();
    const id = await sendRequest('Pedido que cambia', [a.id, b.id], { fechaLimite: new Date(Date.now() + 72 * HOUR).toISOString() });
    const mails = await drained(mark);
    const token = tokenOf(linkIn(mails.find((m) => m.to.includes(addressOf(a)))!.mail, '/responder/'));
    const items = (await call('GET', `/api/respuesta/${token}`)).json().data.items as { id: number; descripcion: string }[];
    const answer = { moneda: 'PYG', items: items.map((i) => ({ itemId: i.id, precioUnitario: 1000 })) };
    expect((await call('PUT', `/api/respuesta/${token}`, answer)).statusCode).toBe(201);

    const changeMark = await queued();
    const changed = await call(
      'PUT',
      `/api/cotizacion/${id}/pedido`,
      { items: [...LINES.slice(0, 2).map((l, n) => ({ ...l, id: items[n]!.id })), { descripcion: 'Cal hidratada', cantidad: 20, unidad: 'bolsa' }] },
      gerente.auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pedido.items.map((i: { descripcion: string }) => i.descripcion)).toEqual([
      LINES[0]!.descripcion,
      LINES[1]!.descripcion,
      'Cal hidratada',
    ]);
    const rowA = changed.json().data.find((r: { proveedorId: number }) => r.proveedorId === a.id);
    expect(rowA).toMatchObject({ estado: 'Respondida', debeReconfirmar: true });
    expect(changed.json().counts['Debe reconfirmar']).toBe(1);
    const told = await drained(changeMark);
    expect(told.map((m) => [m.to[0], m.mail.subject])).toEqual([[addressOf(a), 'Reconfirmá tu cotización: Pedido que cambia']]);
    // The supplier sees the flag; answering again clears it.
    const again = await call('PUT', `/api/respuesta/${token}`, { moneda: 'PYG', items: [{ itemId: items[0]!.id, precioUnitario: 900 }] });
    expect(again.json().data.debeReconfirmar).toBe(false);

    const tooLate = await call('PUT', `/api/cotizacion/${id}/pedido`, { fechaLimite: new Date(Date.now() + 10 * HOUR).toISOString() }, gerente.auth);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error).toBe(MSG.sourcingDeadlineEarlierTooLate);
    const later = await call('PUT', `/api/cotizacion/${id}/pedido`, { fechaLimite: new Date(Date.now() + 96 * HOUR).toISOString() }, gerente.auth);
    expect(later.statusCode).toBe(200);
    expect((await call('PUT', `/api/cotizacion/${id}/pedido`, { items: [] }, analista.auth)).statusCode).toBe(403);
  });
});

describe('the automatic reminder', () => {
  it('goes once per request, even with two runs at once, and never to a request sent less than its hours before the deadline', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const mark = await queued();
    await sendRequest('Recordatorio automático', [a.id], { fechaLimite: new Date(Date.now() + 30 * HOUR).toISOString() });
    await sendRequest('Enviado tarde', [b.id], { fechaLimite: new Date(Date.now() + 10 * HOUR).toISOString() });
    await drained(mark);
    moveClock(9 * HOUR);
    const at = await queued();
    const runs = await Promise.all([runDueReminders(abasto.app.ctx, 24), runDueReminders(abasto.app.ctx, 24)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const sent = await drained(at);
    expect(sent.map((m) => [m.to[0], m.mail.subject])).toEqual([[addressOf(a), 'Recordatorio: Recordatorio automático']]);
    expect(await runDueReminders(abasto.app.ctx, 0)).toBe(0);
  });

  it('skips a supplier rated Rechazado or no longer accepted since the request went', async () => {
    const [kept, rejected, paused] = [await supplierWithAddress(db), await supplierWithAddress(db), await supplierWithAddress(db)];
    const mark = await queued();
    const id = await sendRequest('Recordatorio con rechazados', [kept.id, rejected.id, paused.id], {
      fechaLimite: new Date(Date.now() + 30 * HOUR).toISOString(),
    });
    expect(await drained(mark)).toHaveLength(3);
    await db.execute(sql`update suppliers set calificacion = 'Rechazado' where id = ${rejected.id}`);
    await db.execute(sql`update suppliers set admision = 'Pendiente' where id = ${paused.id}`);

    const manual = await queued();
    const reminded = await call('POST', `/api/cotizacion/${id}/recordatorio`, {}, gerente.auth);
    expect(reminded.json()).toEqual({ enviados: 1 });
    expect((await drained(manual)).map((m) => m.to[0])).toEqual([addressOf(kept)]);

    moveClock(7 * HOUR);
    const auto = await queued();
    expect(await runDueReminders(abasto.app.ctx, 24)).toBe(1);
    expect((await drained(auto)).map((m) => m.to[0])).toEqual([addressOf(kept)]);
  });
});

describe('files', () => {
  it('the supplier downloads the request files; staff download the answer files; a file that is not what its name says is refused', async () => {
    const a = await supplierWithAddress(db);
    const login = await userWithToken(abasto.app, 'proveedor', { supplierId: a.id });
    const pliego = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 7)]);
    const mark = await queued();
    const id = await sendRequest('Pedido con pliego', [a.id], {
      fechaLimite: new Date(Date.now() + 5 * HOUR).toISOString(),
      file: [{ file: pliego.toString('base64'), filename: 'pliego técnico.pdf' }],
    });
    const token = tokenOf(linkIn((await drained(mark))[0]!.mail, '/responder/'));
    const view = (await call('GET', `/api/respuesta/${token}`)).json().data;
    expect(view.archivos).toEqual([{ filename: 'pliego técnico.pdf', contentType: 'application/pdf', size: pliego.length }]);
    const download = await call('GET', `/api/respuesta/${token}/archivos/0`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(Buffer.compare(download.rawPayload, pliego)).toBe(0);
    expect((await call('GET', `/api/respuesta/${token}/archivos/1`)).statusCode).toBe(404);
    const own = await call('GET', `/api/perfil-proveedor/pedidos/${id}/archivos/0`, undefined, login.auth);
    expect(Buffer.compare(own.rawPayload, pliego)).toBe(0);

    const items = view.items as { id: number }[];
    const offer = { moneda: 'PYG', items: items.map((i) => ({ itemId: i.id, precioUnitario: 1000 })) };
    const fake = await call('PUT', `/api/respuesta/${token}`, { ...offer, file: [{ file: Buffer.from('hola').toString('base64'), filename: 'oferta.pdf' }] });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe(fillMessage(MSG.quotationFileTypeMismatch, { name: 'oferta.pdf', found: 'texto' }));
    const oferta = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 3)]);
    const sent = await call('PUT', `/api/respuesta/${token}`, { ...offer, file: [{ file: oferta.toString('base64'), filename: 'oferta.pdf' }] });
    expect(sent.statusCode).toBe(201);
    const follow = (await call('GET', `/api/cotizacion/${id}/respuestas`, undefined, analista.auth)).json().data[0];
    expect(follow.archivos).toEqual([{ filename: 'oferta.pdf', contentType: 'application/pdf', size: oferta.length }]);
    const staff = await call('GET', `/api/cotizacion/${id}/respuestas/${follow.recipientId}/archivos/0`, undefined, analista.auth);
    expect(Buffer.compare(staff.rawPayload, oferta)).toBe(0);
  });
});
