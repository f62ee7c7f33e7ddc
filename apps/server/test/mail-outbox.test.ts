import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { mailAttachments, mailMessages } from '../src/db/schema/mail.ts';
import { enqueueMail, enqueueMails, storeMailAttachment } from '../src/modules/mail/enqueue-mail.ts';
import { enqueueSms } from '../src/modules/mail/enqueue-sms.ts';
import { onMailStateChange } from '../src/modules/mail/mail-events.ts';
import { renderMail } from '../src/modules/mail/mail-layout.ts';
import { mailDeliveriesByRef } from '../src/modules/mail/mail-status.ts';
import { userWithToken } from './helpers/factories.ts';
import { closeTestTransports, testMailWorker } from './helpers/mail-worker.ts';
import { useOutboxFixture } from './helpers/outbox-fixture.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';

const outbox = useOutboxFixture();

let seq = 0;
function message(overrides: Partial<Parameters<typeof enqueueMail>[1]> = {}) {
  seq += 1;
  const { html, text } = renderMail({
    heading: `Hola ${seq}`,
    paragraphs: ['Un párrafo con <etiquetas> & símbolos.'],
    action: { label: 'Abrir', url: `http://127.0.0.1:4200/page-completar-cadastro/k${seq}` },
  });
  return { to: `dest${seq}@test.local`, subject: `Asunto ${seq}`, html, text, ...overrides };
}

async function statuses() {
  return outbox.db.select({ id: mailMessages.id, status: mailMessages.status }).from(mailMessages).orderBy(mailMessages.id);
}

describe('outbox and worker', () => {
  it('a message written in a rolled-back transaction does not exist', async () => {
    await expect(
      outbox.db.transaction(async (tx) => {
        await enqueueMail(tx, message());
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await statuses()).toEqual([]);
  });

  it('a text message is an outbox row of the sms channel, in the caller\'s transaction', async () => {
    const id = await outbox.db.transaction((tx) =>
      enqueueSms(tx, { to: '595981123456', text: 'Tu código: 123456 → Ł Ω ½ 🙂', secret: true, ref: { kind: 'login', id: 7 } }),
    );
    const [row] = await queryRows<{ channel: string; to_address: string; text: string; secret: boolean; ref_id: string }>(
      outbox.db,
      sql`select m.channel, m.to_address, c.text, m.secret, m.ref_id from mail_messages m join mail_contents c on c.id = m.content_id where m.id = ${id}`,
    );
    expect(row).toEqual({ channel: 'sms', to_address: '595981123456', text: 'Tu código: 123456 → Ł Ω ½ 🙂', secret: true, ref_id: '7' });
    await expect(
      outbox.db.transaction(async (tx) => {
        await enqueueSms(tx, { to: '595981000000', text: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [count] = await queryRows<{ n: number }>(outbox.db, sql`select count(*)::int as n from mail_messages where to_address = '595981000000'`);
    expect(count!.n).toBe(0);
  });

  it('delivers HTML with a plain-text alternative, in Spanish, with the product name and the link', async () => {
    const m = message({ toName: 'Ana Pérez', replyTo: 'autor@test.local' });
    const id = await enqueueMail(outbox.db, m);
    const worker = testMailWorker(outbox.db, outbox.sink.url);
    expect(await worker.drain()).toBe(1);
    const [got] = outbox.sink.to(m.to);
    expect(got?.mailId).toBe(String(id));
    expect(got?.mail.subject).toBe(m.subject);
    expect(got?.mail.html).toContain('lang="es"');
    expect(got?.mail.html).toContain(PRODUCT_NAME);
    expect(got?.mail.html).toContain('&lt;etiquetas&gt; &amp; símbolos');
    expect(got?.mail.text).toContain('Un párrafo con <etiquetas> & símbolos.');
    expect(got?.mail.text).toContain(`http://127.0.0.1:4200/page-completar-cadastro/k${seq}`);
    expect(got?.mail.replyTo?.text).toBe('autor@test.local');
    expect(got?.mail.to && 'text' in got.mail.to ? got.mail.to.text : '').toContain('Ana Pérez');
    const [row] = await outbox.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedBy: null, lastError: null });
    expect(row?.smtpResponse).toMatch(/^250/);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('stores shared attachment bytes once and sends them with every message', async () => {
    const bytes = Buffer.from('%PDF-1.4 fake pdf bytes');
    const ids = await outbox.db.transaction(async (tx) => {
      const attachmentId = await storeMailAttachment(tx, bytes);
      const again = await storeMailAttachment(tx, Buffer.from(bytes));
      expect(again).toBe(attachmentId);
      return enqueueMails(
        tx,
        Array.from({ length: 30 }, () =>
          message({ attachments: [{ attachmentId, filename: 'pliego.pdf', contentType: 'application/pdf' }] }),
        ),
      );
    });
    expect(ids).toHaveLength(30);
    const blobs = await outbox.db.select({ id: mailAttachments.id }).from(mailAttachments);
    expect(blobs).toHaveLength(1);
    await testMailWorker(outbox.db, outbox.sink.url).drain();
    for (const id of ids) {
      const got = outbox.sink.received.find((r) => r.mailId === String(id));
      expect(got?.mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
        ['pliego.pdf', bytes.toString()],
      ]);
    }
  });

  it('gives messages with different bodies their own content and the same body one, ids in input order', async () => {
    const shared = message();
    const mails = [
      message(),
      { ...shared, to: 'uno@test.local' },
      { ...shared, to: 'dos@test.local' },
      { ...shared, to: 'tres@test.local' },
      message({ subject: 'Último' }),
    ];
    const ids = await outbox.db.transaction((tx) => enqueueMails(tx, mails));
    const rows = await queryRows<{ id: number; to_address: string; content_id: number }>(
      outbox.db,
      sql`select id, to_address, content_id from mail_messages order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.to_address)).toEqual(mails.map((m) => m.to));
    expect(new Set(rows.map((r) => r.content_id)).size).toBe(3);
    expect(rows[1]!.content_id).toBe(rows[3]!.content_id);

    await testMailWorker(outbox.db, outbox.sink.url).drain();
    for (const [i, id] of ids.entries()) {
      const got = outbox.sink.received.find((r) => r.mailId === String(id));
      expect(got?.to).toEqual([mails[i]!.to]);
      expect(got?.mail.subject).toBe(mails[i]!.subject);
      expect(got?.mail.text).toContain(mails[i]!.text.split('\n')[2]);
    }
  });

  it('retries a transient (4xx) refusal and then delivers; a permanent (5xx) one fails with the reason', async () => {
    const soft = message();
    const hard = message();
    outbox.sink.rejectRecipient(soft.to, 451, 'Greylisted, try later');
    outbox.sink.rejectRecipient(hard.to, 550, 'No such user here');
    const softId = await enqueueMail(outbox.db, soft);
    const hardId = await enqueueMail(outbox.db, hard);
    const worker = testMailWorker(outbox.db, outbox.sink.url);
    await worker.runOnce();

    const rows = await outbox.db.select().from(mailMessages).orderBy(mailMessages.id);
    expect(rows.find((r) => r.id === softId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(rows.find((r) => r.id === softId)?.lastError).toContain('451');
    expect(rows.find((r) => r.id === hardId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.find((r) => r.id === hardId)?.lastError).toMatch(/550.*No such user here/);

    outbox.sink.acceptRecipient(soft.to);
    await worker.drain();
    const [after] = await outbox.db.select().from(mailMessages).where(eq(mailMessages.id, softId));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(outbox.sink.to(soft.to)).toHaveLength(1);
    expect(outbox.sink.to(hard.to)).toHaveLength(0);
  });

  it('waits for the backoff before retrying', async () => {
    const m = message();
    outbox.sink.rejectRecipient(m.to, 421, 'Service not available');
    const id = await enqueueMail(outbox.db, m);
    const worker = testMailWorker(outbox.db, outbox.sink.url, { retryDelayMs: () => 3_600_000 });
    await worker.drain();
    outbox.sink.acceptRecipient(m.to);
    expect(await worker.drain()).toBe(0);
    const [row] = await outbox.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row?.status).toBe('pending');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('a message the SMTP server is slow to accept holds its own lane only', async () => {
    const own = await startSmtpSink();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    own.beforeAccept = async (mail) => {
      if (mail.to.includes('lento@test.local')) await held;
    };
    try {
      const first = await enqueueMail(outbox.db, message({ to: 'lento@test.local' }));
      await enqueueMails(outbox.db, Array.from({ length: 29 }, () => message()));
      const worker = testMailWorker(outbox.db, own.url, { batchSize: 5, concurrency: 3 });
      const draining = worker.drain();
      // Every other message arrives while the slow one is still held (batches of 5 would wait for it).
      for (let waited = 0; own.received.length < 29 && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(own.received).toHaveLength(29);
      expect(own.to('lento@test.local')).toHaveLength(0);
      release();
      expect(await draining).toBeGreaterThanOrEqual(30);
      expect(own.to('lento@test.local')).toHaveLength(1);
      const [row] = await outbox.db.select().from(mailMessages).where(eq(mailMessages.id, first));
      expect(row?.status).toBe('sent');
    } finally {
      release();
      // The pooled connections stay open until their transport closes; the listener waits for them.
      closeTestTransports();
      await own.close();
    }
  });

  it('messages held by the SMTP server, as many as the lanes, do not stop the others', async () => {
    const own = await startSmtpSink();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    own.beforeAccept = async (mail) => {
      if (mail.to.some((to) => to.startsWith('lento'))) await held;
    };
    try {
      const ids = [
        ...(await enqueueMails(outbox.db, [1, 2, 3].map((n) => message({ to: `lento${n}@test.local` })))),
        ...(await enqueueMails(outbox.db, Array.from({ length: 27 }, () => message()))),
      ];
      const worker = testMailWorker(outbox.db, own.url, { batchSize: 5, concurrency: 3, heldAfterMs: 200 });
      const draining = worker.drain();
      // The three held messages keep their connections; the lanes go on with the rest meanwhile.
      for (let waited = 0; own.received.length < 27 && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(own.received).toHaveLength(27);
      release();
      expect(await draining).toBeGreaterThanOrEqual(30);
      expect(own.received).toHaveLength(30);
      const rows = await outbox.db.select().from(mailMessages).where(inArray(mailMessages.id, ids));
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(30);
    } finally {
      release();
      closeTestTransports();
      await own.close();
    }
  });

  it('more messages held than the pool once had connections (12) do not stop the others', async () => {
    const own = await startSmtpSink();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    own.beforeAccept = async (mail) => {
      if (mail.to.some((to) => to.startsWith('retenido'))) await held;
    };
    try {
      // Twenty held first (the lowest ids are claimed first), then thirty the server answers at once.
      const heldIds = await enqueueMails(outbox.db, Array.from({ length: 20 }, (_, n) => message({ to: `retenido${n}@test.local` })));
      const others = await enqueueMails(outbox.db, Array.from({ length: 30 }, () => message()));
      // The worker as the server builds it: the default pool, lanes and held time.
      const worker = testMailWorker(outbox.db, own.url);
      const draining = worker.drain();
      // Each held message keeps a connection of its own; the lanes go on with the rest meanwhile.
      for (let waited = 0; own.received.length < 30 && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(own.received).toHaveLength(30);
      expect(own.received.every((r) => r.to.every((to) => to.startsWith('dest')))).toBe(true);
      release();
      expect(await draining).toBe(50);
      expect(own.received).toHaveLength(50);
      const rows = await outbox.db.select().from(mailMessages).where(inArray(mailMessages.id, [...heldIds, ...others]));
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(50);
      expect(new Set(own.received.map((r) => r.mailId)).size).toBe(50);
    } finally {
      release();
      closeTestTransports();
      await own.close();
    }
  });

  it('with the SMTP server down, messages wait with the reason and fail after the last attempt', async () => {
    const down = await startSmtpSink();
    const downUrl = down.url;
    await down.close();
    const id = await enqueueMail(outbox.db, message());
    const worker = testMailWorker(outbox.db, downUrl, { maxAttempts: 3 });
    await worker.runOnce();
    let [row] = await outbox.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    await worker.drain();
    [row] = await outbox.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('loses nothing when stopped mid-batch and restarted', async () => {
    const ids = await enqueueMails(
      outbox.db,
      Array.from({ length: 10 }, () => message()),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedThird!: () => void;
    const third = new Promise<void>((resolve) => {
      reachedThird = resolve;
    });
    let count = 0;
    outbox.sink.beforeAccept = async () => {
      count += 1;
      if (count === 3) {
        reachedThird();
        await held;
      }
    };
    const first = testMailWorker(outbox.db, outbox.sink.url, { batchSize: 10, concurrency: 1 });
    first.start();
    await third;
    const stopping = first.stop();
    release();
    await stopping;
    outbox.sink.beforeAccept = null;

    const afterStop = await statuses();
    expect(afterStop.filter((r) => r.status === 'sent')).toHaveLength(3);
    expect(afterStop.filter((r) => r.status === 'pending')).toHaveLength(7);
    expect(afterStop.filter((r) => r.status === 'sending')).toHaveLength(0);

    const second = testMailWorker(outbox.db, outbox.sink.url);
    second.start();
    try {
      await expect
        .poll(async () => (await statuses()).filter((r) => r.status === 'sent').length, { timeout: 30_000 })
        .toBe(10);
    } finally {
      await second.stop();
    }
    for (const id of ids) expect(outbox.sink.received.filter((r) => r.mailId === String(id))).toHaveLength(1);
  }, 90_000);

  it('retakes the messages of a crashed worker once their lease has ended', async () => {
    const ids = await enqueueMails(
      outbox.db,
      Array.from({ length: 4 }, () => message()),
    );
    // A worker claims a batch and dies before sending anything.
    await queryRows(
      outbox.db,
      sql`update mail_messages set status = 'sending', locked_by = 'crashed', attempts = 1,
          locked_until = now() + interval '5 minutes'`,
    );
    const survivor = testMailWorker(outbox.db, outbox.sink.url);
    expect(await survivor.drain()).toBe(0); // the lease still holds
    await queryRows(outbox.db, sql`update mail_messages set locked_until = now() - interval '1 second'`);
    expect(await survivor.drain()).toBe(4);
    const rows = await outbox.db.select().from(mailMessages).orderBy(mailMessages.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['sent', 2]));
  });

  it('two workers on one database never send the same message twice', async () => {
    const ids = await enqueueMails(
      outbox.db,
      Array.from({ length: 60 }, () => message()),
    );
    const before = outbox.sink.received.length;
    // On a PostgreSQL server the second worker has its own connection pool, as a second server would.
    const url = outbox.abasto.app.ctx.config.DATABASE_URL;
    const other = url ? await openDatabase({ databaseUrl: url, poolSize: 3 }) : null;
    const a = testMailWorker(outbox.db, outbox.sink.url, { batchSize: 5, id: 'worker-a' });
    const b = testMailWorker(other?.db ?? outbox.db, outbox.sink.url, { batchSize: 5, id: 'worker-b' });
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]).finally(() => other?.close());
    expect(sentByA + sentByB).toBe(60);
    const got = outbox.sink.received.slice(before).map((r) => r.mailId);
    expect(got).toHaveLength(60);
    expect(new Set(got).size).toBe(60);
    expect(new Set(got)).toEqual(new Set(ids.map(String)));
    expect((await statuses()).every((r) => r.status === 'sent')).toBe(true);
  }, 90_000);

  it('reports per-message state by ref, and tells a listener inside the recording transaction', async () => {
    const seen: string[] = [];
    onMailStateChange('test-quotation', async (tx, change) => {
      const [row] = await tx
        .select({ status: mailMessages.status })
        .from(mailMessages)
        .where(eq(mailMessages.id, change.messageId));
      seen.push(`${change.refId}:${change.status}:${row?.status}`);
    });
    const ok = message({ ref: { kind: 'test-quotation', id: 7 } });
    const bad = message({ ref: { kind: 'test-quotation', id: 7 } });
    outbox.sink.rejectRecipient(bad.to, 550, 'Unknown');
    await enqueueMails(outbox.db, [ok, bad, message({ ref: { kind: 'test-quotation', id: 8 } })]);
    const queued = await mailDeliveriesByRef(outbox.db, { kind: 'test-quotation', id: 7 });
    expect(queued.map((d) => d.status)).toEqual(['pending', 'pending']);
    await testMailWorker(outbox.db, outbox.sink.url, { concurrency: 1 }).drain();
    const delivered = await mailDeliveriesByRef(outbox.db, { kind: 'test-quotation', id: '7' });
    expect(delivered.map((d) => [d.to, d.status])).toEqual([
      [ok.to, 'sent'],
      [bad.to, 'failed'],
    ]);
    expect(delivered[1]?.lastError).toContain('550');
    expect(seen.sort()).toEqual(['7:failed:failed', '7:sent:sent', '8:sent:sent']);
  });
});

describe('Correos API', () => {
  it('is for admins only', async () => {
    for (const role of ['gerente', 'analista', 'proveedor', 'medico'] as const) {
      const { auth } = await userWithToken(outbox.abasto.app, role);
      for (const url of ['/api/mail/messages', '/api/mail/messages/1']) {
        const res = await outbox.abasto.app.inject({ method: 'GET', url, headers: auth });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
      const retry = await outbox.abasto.app.inject({ method: 'POST', url: '/api/mail/messages/1/retry', headers: auth });
      expect(retry.statusCode).toBe(403);
    }
  });

  it('lists messages newest first, shows one safely, and resends a failed one', async () => {
    const { auth } = await userWithToken(outbox.abasto.app, 'admin');
    const first = await enqueueMail(outbox.db, message({ subject: 'Primero' }));
    const evil = await enqueueMail(
      outbox.db,
      message({
        subject: 'Con script',
        html: '<p>Hola <a href="http://127.0.0.1:4200/x" onclick="steal()">link</a><script>alert(1)</script><img src="javascript:alert(2)"></p>',
      }),
    );
    const list = await outbox.abasto.app.inject({ method: 'GET', url: '/api/mail/messages', headers: auth });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.smtpConfigured).toBe(false);
    expect(body.total).toBe(2);
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([evil, first]);
    expect(body.data[0]).toMatchObject({ status: 'pending', subject: 'Con script', attempts: 0 });
    expect(body.data[0]).not.toHaveProperty('html');

    const filtered = await outbox.abasto.app.inject({ method: 'GET', url: '/api/mail/messages?q=primero', headers: auth });
    expect(filtered.json().data.map((m: { id: number }) => m.id)).toEqual([first]);

    const view = await outbox.abasto.app.inject({ method: 'GET', url: `/api/mail/messages/${evil}`, headers: auth });
    expect(view.statusCode).toBe(200);
    const html: string = view.json().html;
    expect(html).toContain('href="http://127.0.0.1:4200/x"');
    expect(html).not.toMatch(/script|onclick|javascript:/i);

    await outbox.db
      .update(mailMessages)
      .set({ status: 'failed', attempts: 10, lastError: '550 nope' })
      .where(eq(mailMessages.id, first));
    const retried = await outbox.abasto.app.inject({
      method: 'POST',
      url: `/api/mail/messages/${first}/retry`,
      headers: auth,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await testMailWorker(outbox.db, outbox.sink.url).drain();
    const again = await outbox.abasto.app.inject({ method: 'POST', url: `/api/mail/messages/${first}/retry`, headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.mailNotRetryable);

    const missing = await outbox.abasto.app.inject({ method: 'GET', url: '/api/mail/messages/999999', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MSG.mailNotFound);
  });

  it('without SMTP_URL no worker runs and messages stay pending', () => {
    expect(outbox.abasto.mailWorker).toBeNull();
  });
});
