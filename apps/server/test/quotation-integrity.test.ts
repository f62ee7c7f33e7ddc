import { MSG } from '@abasto/domain/messages';
import { fillMessage as fill } from '@abasto/domain/fill-message';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { quotationRecipients, quotations } from '../src/db/schema/quotations.ts';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { KIND_LABELS } from '../src/modules/quotations/sniff-file.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { closeTestTransports, testMailWorker } from './helpers/mail-worker.ts';
import { fileOfKind, quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';

/**
 * A retried quotation with other content is refused, not reported
 * as sent; attachments are typed by their bytes and a contradicting name or type is refused;
 * deleting a supplier cancels the mail that had not gone out to it.
 */

let abasto: TestAbasto;
let db: Db;
let sink: SmtpSink;
let worker: MailWorker;
let gerente: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  db = abasto.app.ctx.db;
  sink = await startSmtpSink();
  worker = testMailWorker(db, sink.url);
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(async () => {
  closeTestTransports();
  await sink?.close();
  await abasto?.close();
});

const post = (body: unknown) =>
  abasto.app.inject({ method: 'POST', url: '/api/cotizacion/', headers: gerente.auth, payload: body as object });
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');

describe('the same clientRequestId', () => {
  it('with the same content answers the first quotation as repeated; with other content, 409 and nothing sent', async () => {
    const [a, b] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const pdf = fileOfKind('pdf', 2000);
    const body = quotationBody([a.id], {
      clientRequestId: 'draft-integrity-0001',
      file: [{ file: b64(pdf), filename: 'pliego.pdf' }],
    });
    const first = await post(body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ repeated: true, data: { id: first.json().data.id } });

    const edits: Record<string, Record<string, unknown>> = {
      title: { title: 'Otro título' },
      description: { descripcion: '<p>Otra descripción</p>' },
      recipients: { fornecedores: [{ _id: a.id }, { _id: b.id }] },
      files: { file: [{ file: b64(fileOfKind('pdf', 2000, 9)), filename: 'pliego.pdf' }] },
      'file name': { file: [{ file: b64(pdf), filename: 'pliego-v2.pdf' }] },
      'no files': { file: [] },
    };
    for (const [what, edit] of Object.entries(edits)) {
      const res = await post({ ...body, ...edit });
      expect(res.statusCode, what).toBe(409);
      expect(res.json().error, what).toBe(MSG.quotationRequestIdReused);
    }
    const rows = await db.select().from(quotations).where(eq(quotations.clientRequestId, 'draft-integrity-0001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe(body.title);
    const messages = await db.select().from(quotationRecipients).where(eq(quotationRecipients.quotationId, rows[0]!.id));
    expect(messages).toHaveLength(1);
  });
});

describe('attachments', () => {
  it('takes the type from the content, whatever the browser declared', async () => {
    const s = await supplierWithAddress(db);
    const res = await post(
      quotationBody([s.id], {
        file: [
          { file: `data:application/octet-stream;base64,${b64(fileOfKind('pdf', 1000))}`, filename: 'pliego.pdf' },
          { file: b64('código;precio\n1;2\n'), filename: 'lista.csv' },
          { file: b64(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])), filename: 'foto' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attachments.map((a: { contentType: string }) => a.contentType)).toEqual([
      'application/pdf',
      'text/csv',
      'image/png',
    ]);
  });

  it('refuses a declared type or an extension that contradicts the content, with a clear message', async () => {
    const s = await supplierWithAddress(db);
    const html = '<html><body><script>alert(1)</script></body></html>';
    const cases = [
      { file: `data:text/html;base64,${b64(html)}`, filename: 'factura.pdf', found: KIND_LABELS.text },
      { file: b64(html), filename: 'factura.pdf', found: KIND_LABELS.text },
      { file: `data:image/png;base64,${b64(fileOfKind('pdf', 500))}`, filename: 'foto', found: KIND_LABELS.pdf },
      { file: b64(fileOfKind('pdf', 500)), filename: 'planilla.xlsx', found: KIND_LABELS.pdf },
      { file: `data:application/pdf;base64,${b64(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]))}`, filename: 'a.bin', found: KIND_LABELS.unknown },
    ];
    for (const c of cases) {
      const res = await post(quotationBody([s.id], { file: [{ file: c.file, filename: c.filename }] }));
      expect(res.statusCode, c.filename).toBe(400);
      expect(res.json().error).toBe(fill(MSG.quotationFileTypeMismatch, { name: c.filename, found: c.found }));
    }
  });

  it('strips bidirectional, zero-width and control characters from file names', async () => {
    const s = await supplierWithAddress(db);
    const res = await post(
      quotationBody([s.id], {
        file: [{ file: b64('hola'), filename: 'evil\u202Etxt.exe\u200B\u0007.txt' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attachments[0].filename).toBe('eviltxt.exe.txt');
    await worker.drain();
    const got = sink.to(s.emailEjecutivo![0]!.toLowerCase()).at(-1)!;
    expect(got.mail.attachments[0]!.filename).toBe('eviltxt.exe.txt');
  });
});

describe('deleting a supplier', () => {
  it('cancels its undelivered messages; the worker never sends them; the delivery log shows them cancelled', async () => {
    const [gone, stays] = [await supplierWithAddress(db), await supplierWithAddress(db)];
    const res = await post(quotationBody([gone.id, stays.id], { title: 'Cotización a cancelar' }));
    expect(res.statusCode).toBe(201);
    const quotationId = res.json().data.id;

    const del = await abasto.app.inject({ method: 'DELETE', url: `/api/auth/proveedor/${gone.id}`, headers: gerente.auth });
    expect(del.statusCode).toBe(200);
    await worker.drain();

    const goneAddress = gone.emailEjecutivo![0]!.toLowerCase();
    expect(sink.to(goneAddress)).toHaveLength(0);
    expect(sink.to(stays.emailEjecutivo![0]!.toLowerCase())).toHaveLength(1);
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.toAddress, gone.emailEjecutivo![0]!));
    expect(message?.status).toBe('cancelled');

    const view = await abasto.app.inject({ method: 'GET', url: `/api/cotizacion/view/${quotationId}`, headers: gerente.auth });
    const recipients = view.json().data.fornecedores as { email: string; status: string; reason: string | null }[];
    expect(recipients.find((r) => r.email === gone.emailEjecutivo![0])).toMatchObject({
      status: 'cancelled',
      reason: MSG.quotationRecipientSupplierDeleted,
    });
    expect(recipients.find((r) => r.email === stays.emailEjecutivo![0])).toMatchObject({ status: 'sent' });

    // A cancelled message cannot be put back in line from the Correos page.
    const admin = await userWithToken(abasto.app, 'admin');
    const retry = await abasto.app.inject({ method: 'POST', url: `/api/mail/messages/${message!.id}/retry`, headers: admin.auth });
    expect(retry.statusCode).toBe(409);
  });
});
