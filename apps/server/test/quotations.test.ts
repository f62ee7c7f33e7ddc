import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../src/db/client.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { quotations } from '../src/db/schema/quotations.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import { userWithToken } from './helpers/factories.ts';
import { binaryFile, fileOfKind, quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { createSupplierRow, proveedorWithToken } from './helpers/supplier-factory.ts';

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
  gerente = await userWithToken(abasto.app, 'gerente', { name: 'Gabriela', lastName: 'Benítez' });
  analista = await userWithToken(abasto.app, 'analista');
});
afterAll(() => fixture?.close());

function post(body: unknown, auth = gerente.auth) {
  return abasto.app.inject({ method: 'POST', url: '/api/cotizacion/', headers: auth, payload: body as object });
}
function get(url: string, auth = gerente.auth) {
  return abasto.app.inject({ method: 'GET', url, headers: auth });
}
async function view(id: number) {
  const res = await get(`/api/cotizacion/view/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const addressOf = (s: { emailEjecutivo: string[] }) => s.emailEjecutivo[0]!.toLowerCase();

describe('sending a quotation', () => {
  it('sends one message per supplier with the file byte for byte, subject = title, body = description', async () => {
    const chosen = [await supplierWithAddress(db), await supplierWithAddress(db), await supplierWithAddress(db)];
    const pdf = fileOfKind('pdf', 300_000);
    const res = await post(
      quotationBody(
        chosen.map((s) => s.id),
        {
          title: 'Cotización de hierro y cemento',
          descripcion: '<p>Hola, necesitamos <em>precios</em> de:</p><ul><li>Hierro 8 mm</li><li>Cemento</li></ul>',
          file: [{ file: `data:application/pdf;base64,${pdf.toString('base64')}`, filename: 'pliego.pdf' }],
          filename: 'pliego.pdf',
        },
      ),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.repeated).toBe(false);
    expect(created.data).toMatchObject({
      title: 'Cotización de hierro y cemento',
      suppliers: 3,
      author: 'Gabriela Benítez',
      state: 'Enviando',
      attachments: [{ filename: 'pliego.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect(created.data.fornecedores.map((f: { _id: number; status: string }) => [f._id, f.status])).toEqual(
      chosen.map((s) => [s.id, 'pending']),
    );

    const before = sink.received.length;
    await worker.drain();
    const got = sink.received.slice(before);
    expect(got).toHaveLength(3);
    for (const s of chosen) {
      const mine = got.filter((m) => m.to.includes(addressOf(s)));
      expect(mine).toHaveLength(1);
      const { mail, to } = mine[0]!;
      // Only this supplier, in the envelope and in the headers.
      expect(to).toEqual([addressOf(s)]);
      const headerTo = mail.to && 'value' in mail.to ? mail.to.value.map((v) => v.address?.toLowerCase()) : [];
      expect(headerTo).toEqual([addressOf(s)]);
      expect(mail.cc).toBeUndefined();
      expect(mail.bcc).toBeUndefined();
      expect(mail.subject).toBe('Cotización de hierro y cemento');
      expect(mail.html).toContain(created.data.descripcion);
      expect(mail.text).toContain('- Hierro 8 mm');
      expect(mail.replyTo?.value[0]?.address).toBe(gerente.user.email);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.filename).toBe('pliego.pdf');
      expect(Buffer.compare(mail.attachments[0]!.content, pdf)).toBe(0);
    }

    const after = await view(created.data.id);
    expect(after.state).toBe('Enviada');
    expect(after.fornecedores.every((f: { status: string; sentAt: string | null }) => f.status === 'sent' && f.sentAt)).toBe(
      true,
    );
  });

  it('stores the body and the file once for all its suppliers, not once per message', async () => {
    const chosen = await Promise.all(Array.from({ length: 4 }, () => supplierWithAddress(db)));
    const res = await post(
      quotationBody(
        chosen.map((s) => s.id),
        {
          title: 'Cotización compartida',
          descripcion: '<p>Un solo cuerpo para todos.</p>',
          file: [{ file: fileOfKind('dwg', 50_000).toString('base64'), filename: 'plano.dwg' }],
        },
      ),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const rows = await queryRows<{ messages: number | string; contents: number | string; links: number | string }>(
      db,
      sql`
      select count(m.id) as messages, count(distinct m.content_id) as contents,
             (select count(*) from mail_content_attachments a
              where a.content_id in (select m2.content_id from mail_messages m2
                                     join quotation_recipients r2 on r2.message_id = m2.id
                                     where r2.quotation_id = ${id})) as links
      from quotation_recipients r join mail_messages m on m.id = r.message_id
      where r.quotation_id = ${id}`,
    );
    expect(rows.map((r) => [Number(r.messages), Number(r.contents), Number(r.links)])).toEqual([[4, 1, 1]]);

    const before = sink.received.length;
    await worker.drain();
    const got = sink.received.slice(before);
    expect(got.map((m) => m.to[0]).sort()).toEqual(chosen.map(addressOf).sort());
    for (const m of got) {
      expect(m.mail.html).toContain('Un solo cuerpo para todos.');
      expect(m.mail.attachments.map((a) => a.filename)).toEqual(['plano.dwg']);
    }
  });

  it('removes scripts and event handlers from the description before storing and mailing it', async () => {
    const s = await supplierWithAddress(db);
    const res = await post(
      quotationBody([s.id], {
        descripcion:
          '<p onclick="steal()">Precio <img src=x onerror="alert(1)"> por <a href="javascript:alert(1)">bolsa</a>' +
          '<script>alert(2)</script><a href="https://acme.test/x">pliego</a></p><p style="text-align: center">centro</p>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = res.json().data.descripcion as string;
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', '<img', 'alert']) expect(stored).not.toContain(bad);
    expect(stored).toContain('href="https://acme.test/x"');
    expect(stored).toContain('text-align:center');
    const before = sink.received.length;
    await worker.drain();
    const [m] = sink.received.slice(before);
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:']) expect(m!.mail.html).not.toContain(bad);
    expect(m!.mail.html).toContain(stored);
  });

  it('records a supplier without an address as failed, and still sends to the others', async () => {
    const ok = await supplierWithAddress(db);
    const none = await createSupplierRow(db, { emailEjecutivo: [], email: null, nombreFantasia: 'Sin Correo' });
    const res = await post(quotationBody([ok.id, none.id]));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.fornecedores).toEqual([
      expect.objectContaining({ _id: ok.id, status: 'pending', email: addressOf(ok) }),
      expect.objectContaining({ _id: none.id, status: 'failed', email: null, reason: MSG.quotationRecipientNoEmail }),
    ]);
    expect(data.state).toBe('Con errores');
    await worker.drain();
    expect(sink.to(addressOf(ok))).toHaveLength(1);
  });

  it('falls back to the main address when there is no executive address', async () => {
    const s = await supplierWithAddress(db, { emailEjecutivo: [] });
    const res = await post(quotationBody([s.id]));
    expect(res.json().data.fornecedores[0].email).toBe(s.email);
  });

  it('an SMTP refusal marks that supplier, the quotation shows Con errores, and resending it alone delivers it', async () => {
    const chosen = [await supplierWithAddress(db), await supplierWithAddress(db), await supplierWithAddress(db)];
    const refused = addressOf(chosen[1]!);
    sink.rejectRecipient(refused, 550, 'No such mailbox');
    const res = await post(quotationBody(chosen.map((s) => s.id), { title: 'Cotización con rechazo' }));
    const id = res.json().data.id as number;
    await worker.drain();

    const failed = await view(id);
    expect(failed.state).toBe('Con errores');
    expect(failed.counts).toEqual({ pending: 0, sent: 2, failed: 1 });
    const marked = failed.fornecedores.find((f: { email: string }) => f.email === refused);
    expect(marked.status).toBe('failed');
    expect(marked.reason).toMatch(/550/);
    expect(failed.fornecedores.filter((f: { status: string }) => f.status === 'sent')).toHaveLength(2);
    const list = (await get('/api/cotizacion/')).json().data;
    expect(list.find((q: { id: number }) => q.id === id).state).toBe('Con errores');

    sink.acceptRecipient(refused);
    // Only a failed recipient can be resent.
    const okOne = failed.fornecedores.find((f: { status: string }) => f.status === 'sent');
    const notFailed = await abasto.app.inject({
      method: 'POST',
      url: `/api/cotizacion/${id}/reenviar/${okOne.recipientId}`,
      headers: gerente.auth,
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().error).toBe(MSG.quotationRecipientNotFailed);

    const before = sink.received.length;
    const resent = await abasto.app.inject({
      method: 'POST',
      url: `/api/cotizacion/${id}/reenviar/${marked.recipientId}`,
      headers: gerente.auth,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.state).toBe('Enviando');
    await worker.drain();
    const again = sink.received.slice(before);
    expect(again).toHaveLength(1);
    expect(again[0]!.to).toEqual([refused]);
    expect(again[0]!.mail.subject).toBe('Cotización con rechazo');
    const healed = await view(id);
    expect(healed.state).toBe('Enviada');
    expect(healed.fornecedores.every((f: { status: string }) => f.status === 'sent')).toBe(true);
  });

  it('resends a supplier that had no address once it has one', async () => {
    const s = await createSupplierRow(db, { emailEjecutivo: [], email: null });
    const id = (await post(quotationBody([s.id]))).json().data.id as number;
    const [r] = (await view(id)).fornecedores;
    const noAddress = await abasto.app.inject({
      method: 'POST',
      url: `/api/cotizacion/${id}/reenviar/${r.recipientId}`,
      headers: gerente.auth,
    });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().error).toBe(MSG.quotationRecipientNoEmail);
    await db.execute(sql`update suppliers set email = 'corregido@proveedor.test' where id = ${s.id}`);
    const ok = await abasto.app.inject({
      method: 'POST',
      url: `/api/cotizacion/${id}/reenviar/${r.recipientId}`,
      headers: gerente.auth,
    });
    expect(ok.statusCode).toBe(200);
    await worker.drain();
    expect(sink.to('corregido@proveedor.test')).toHaveLength(1);
    expect((await view(id)).state).toBe('Enviada');
  });

  it('a double click (same clientRequestId) gives one quotation and one set of messages', async () => {
    const s = await supplierWithAddress(db);
    const body = quotationBody([s.id], { clientRequestId: 'draft-4f9c2a7e-double' });
    const [a, b] = await Promise.all([post(body), post(body)]);
    const c = await post(body);
    const ids = [a, b, c].map((r) => r.json().data.id);
    expect(new Set(ids).size).toBe(1);
    expect([a, b, c].map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const rows = await db.select().from(quotations).where(eq(quotations.clientRequestId, 'draft-4f9c2a7e-double'));
    expect(rows).toHaveLength(1);
    const messages = await db.select().from(mailMessages).where(eq(mailMessages.toAddress, addressOf(s)));
    expect(messages).toHaveLength(1);
    // Another author may use the same id: it is unique per author.
    const other = await userWithToken(abasto.app, 'admin');
    const d = await post(body, other.auth);
    expect(d.statusCode).toBe(201);
    expect(d.json().data.id).not.toBe(ids[0]);
  });

  it('keeps the recipient name and address after the supplier is deleted', async () => {
    const s = await supplierWithAddress(db, { nombreFantasia: 'Aceros Borrados' });
    const id = (await post(quotationBody([s.id]))).json().data.id as number;
    const del = await abasto.app.inject({ method: 'DELETE', url: `/api/auth/proveedor/${s.id}`, headers: gerente.auth });
    expect(del.statusCode).toBe(200);
    const [r] = (await view(id)).fornecedores;
    expect(r).toMatchObject({ _id: null, name: 'Aceros Borrados', email: addressOf(s) });
  });
});

describe('bad input', () => {
  let supplierId: number;
  beforeAll(async () => {
    supplierId = (await supplierWithAddress(db)).id;
  });

  async function refused(body: unknown, status: number, message: string) {
    const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(quotations))[0]!.n);
    const before = await count();
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toBe(message);
    expect(await count()).toBe(before);
  }

  it('refuses an empty subject or description', async () => {
    await refused(quotationBody([supplierId], { title: '   ' }), 400, MSG.quotationFieldsRequired);
    await refused(quotationBody([supplierId], { descripcion: '' }), 400, MSG.quotationFieldsRequired);
    await refused(quotationBody([supplierId], { descripcion: '<p></p><p><br></p>' }), 400, MSG.quotationFieldsRequired);
    await refused(quotationBody([supplierId], { descripcion: '<script>alert(1)</script>' }), 400, MSG.quotationFieldsRequired);
    const { title: _t, ...noTitle } = quotationBody([supplierId]);
    await refused(noTitle, 400, MSG.quotationFieldsRequired);
  });

  it('refuses no suppliers and unknown suppliers', async () => {
    await refused(quotationBody([]), 400, MSG.quotationSuppliersRequired);
    await refused({ title: 'x', descripcion: '<p>x</p>' }, 400, MSG.quotationSuppliersRequired);
    await refused(quotationBody([supplierId, 999_999]), 400, MSG.quotationUnknownSuppliers.replace('{ids}', '999999'));
    await refused(
      quotationBody([], { fornecedores: [{ _id: 'abc' }] }),
      400,
      MSG.quotationUnknownSuppliers.replace('{ids}', 'abc'),
    );
  });

  it('refuses a file over 10 MB, files over 20 MB together, and content that is not base64', async () => {
    const big = binaryFile(10 * 1024 * 1024 + 1).toString('base64');
    await refused(
      quotationBody([supplierId], { file: [{ file: big, filename: 'grande.bin' }] }),
      413,
      MSG.quotationFileTooLarge.replace('{name}', 'grande.bin'),
    );
    const seven = binaryFile(7 * 1024 * 1024).toString('base64');
    await refused(
      quotationBody([supplierId], {
        file: ['a', 'b', 'c'].map((n) => ({ file: seven, filename: `${n}.bin` })),
      }),
      413,
      MSG.quotationFilesTooLarge,
    );
    await refused(
      quotationBody([supplierId], { file: [{ file: 'esto no es base64!', filename: 'roto.pdf' }] }),
      400,
      MSG.quotationFileUndecodable.replace('{name}', 'roto.pdf'),
    );
    await refused(
      quotationBody([supplierId], { file: [{ file: 'QUJD', filename: '   ' }] }),
      400,
      MSG.quotationFileNameRequired,
    );
  });

  it('answers a body past the route limit with the attachments message', async () => {
    const res = await post({ ...quotationBody([supplierId]), file: [{ file: 'A'.repeat(31 * 1024 * 1024), filename: 'x' }] });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(MSG.quotationBodyTooLarge);
  });

  it('replaces a file with a later one of the same name', async () => {
    const res = await post(
      quotationBody([supplierId], {
        file: [
          { file: Buffer.from('primero').toString('base64'), filename: 'lista.txt' },
          { file: Buffer.from('segundo!').toString('base64'), filename: 'lista.txt' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attachments).toEqual([{ filename: 'lista.txt', contentType: 'text/plain', size: 8 }]);
  });

  it('refuses malformed ids in paths and an unknown quotation', async () => {
    expect((await get('/api/cotizacion/view/abc')).json().error).toBe(MSG.quotationIdInvalid);
    const missing = await get('/api/cotizacion/view/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MSG.quotationNotFound);
    const bad = await abasto.app.inject({ method: 'POST', url: '/api/cotizacion/999999/reenviar/1', headers: gerente.auth });
    expect(bad.statusCode).toBe(404);
  });
});

describe('history, detail and a supplier’s quotations', () => {
  it('pages the history newest first, with counts, author (ADMIN when unknown) and state', async () => {
    const s = await supplierWithAddress(db);
    const first = (await post(quotationBody([s.id], { title: 'Primera' }))).json().data.id as number;
    const second = (await post(quotationBody([s.id], { title: 'Segunda' }))).json().data.id as number;
    await db.update(quotations).set({ authorName: null }).where(eq(quotations.id, first));
    const page = (await get('/api/cotizacion/?page=1&pageSize=2')).json();
    expect(page.pageSize).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data.map((q: { id: number }) => q.id)).toEqual([second, first]);
    expect(page.data[1]).toMatchObject({ title: 'Primera', suppliers: 1, author: 'ADMIN', state: 'Enviando' });
    expect(page.data[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const next = (await get('/api/cotizacion?page=2&pageSize=2')).json();
    expect(next.data.map((q: { id: number }) => q.id)).not.toContain(second);
    expect((await get('/api/cotizacion/?page=0')).statusCode).toBe(400);
  });

  it('lists a supplier’s quotations with its own delivery, 5 per page by default', async () => {
    const s = await supplierWithAddress(db);
    const other = await supplierWithAddress(db);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await post(quotationBody([s.id, other.id], { title: `Q${i}` }))).json().data.id);
    const page = (await get(`/api/cotizacion/proveedor/${s.id}`)).json();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(page.data.map((q: { id: number }) => q.id)).toEqual(ids.slice(1).reverse());
    expect(page.data[0].recipient).toMatchObject({ _id: s.id, email: addressOf(s), status: 'pending' });
    expect(page.data[0].suppliers).toBe(2);
    const none = (await get(`/api/cotizacion/proveedor/${(await supplierWithAddress(db)).id}`)).json();
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it('counts quotations on the dashboard', async () => {
    const [{ n }] = (await db.select({ n: sql<number>`count(*)` }).from(quotations)) as [{ n: number }];
    const dash = (await get('/api/dashboard')).json();
    expect(dash.quotations).toBe(Number(n));
    expect(dash.quotations).toBeGreaterThan(0);
  });
});

describe('who may do what', () => {
  it('admin and gerente send; analista reads history and detail only; proveedor and care roles nothing', async () => {
    const s = await supplierWithAddress(db);
    const id = (await post(quotationBody([s.id]))).json().data.id as number;
    const [r] = (await view(id)).fornecedores;
    const admin = await userWithToken(abasto.app, 'admin');
    const proveedor = await proveedorWithToken(abasto.app);
    const medico = await userWithToken(abasto.app, 'medico');
    const paciente = await userWithToken(abasto.app, 'paciente');

    expect((await post(quotationBody([s.id]), admin.auth)).statusCode).toBe(201);
    for (const who of [analista, proveedor, medico, paciente]) {
      const res = await post(quotationBody([s.id]), who.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.forbidden);
      const resend = await abasto.app.inject({
        method: 'POST',
        url: `/api/cotizacion/${id}/reenviar/${r.recipientId}`,
        headers: who.auth,
      });
      expect(resend.statusCode).toBe(403);
    }
    for (const url of ['/api/cotizacion/', `/api/cotizacion/view/${id}`, `/api/cotizacion/proveedor/${s.id}`]) {
      for (const who of [analista, gerente, admin]) expect((await get(url, who.auth)).statusCode, url).toBe(200);
      for (const who of [proveedor, medico, paciente]) expect((await get(url, who.auth)).statusCode, url).toBe(403);
      expect((await abasto.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await post(quotationBody([s.id]), {} as typeof gerente.auth)).statusCode).toBe(401);
  });
});
