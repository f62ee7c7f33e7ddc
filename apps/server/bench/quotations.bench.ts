// Quotation delivery: one quotation to 1,000 suppliers with a 1 MB file, delivered by the mail
// worker to a local SMTP listener, against nodemailer alone sending the same 1,000 messages over
// the same pooled transport in the same run; then the same with a listener that takes 5 s to
// accept one message in 20 (both legs). Then the create call alone, with 1,000 and with 10,000
// recipients. Writes its figures to docs/benchmarks.md and docs/benchmarks.json.
// Settings: BENCH_RECIPIENTS (default 1000) for a quicker run of the delivery legs,
// BENCH_SLOW=false to skip the slow-listener legs, BENCH_SLOW_ALONE=false to skip nodemailer alone
// with the slow listener (about 100 s of the run: its 3 in flight wait out every held message),
// BENCH_CREATES=false to skip the create-call figures (and the 10,000 suppliers they need), and
// SMTP_MAX_CONNECTIONS (as the server reads it, default 32) for the pool and the worker's most
// messages in flight, and BENCH_HELD_FIXED=true for a fixed held time of 250 ms instead of one
// set by the latest deliveries: `SMTP_MAX_CONNECTIONS=12 BENCH_HELD_FIXED=true` is the worker as
// it was before 2026-11-26, for a same-minute comparison.
// A run with any of these settings prints its figures but writes neither docs/benchmarks.md nor
// docs/benchmarks.json (their tables are of every leg, with the server's defaults).
import net from 'node:net';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { createMailTransport } from '../src/modules/mail/mail-transport.ts';
import {
  DEFAULT_MAIL_CONCURRENCY,
  DEFAULT_MAIL_HELD_AFTER_MS,
  DEFAULT_MAIL_MAX_HELD_AFTER_MS,
  DEFAULT_MAIL_MIN_HELD_AFTER_MS,
  MailWorker,
  type MailWorkerCounters,
} from '../src/modules/mail/mail-worker.ts';
import { quotationMail } from '../src/modules/quotations/quotation-mail.ts';
import { sanitizeDescription } from '../src/modules/quotations/sanitize-description.ts';
import { createUser, loginAs } from '../test/helpers/factories.ts';
import { recordFigures } from './support/figures.ts';
import { writeDocsSection } from './support/docs-section.ts';
import { insertMailableSuppliers } from './support/seed-suppliers.ts';

const SUPPLIERS = Number(process.env.BENCH_RECIPIENTS ?? 1000);
const LARGE = 10_000;
const SLOW = process.env.BENCH_SLOW !== 'false';
const SLOW_ALONE = SLOW && process.env.BENCH_SLOW_ALONE !== 'false';
const CREATES = process.env.BENCH_CREATES !== 'false';
/** A full run writes the docs; a partial one (a leg skipped) only prints. */
const WRITE = SLOW && SLOW_ALONE && CREATES && !process.env.SMTP_MAX_CONNECTIONS && process.env.BENCH_HELD_FIXED !== 'true';
/** The pool and the worker's messages in flight at most, as the server reads them (config.ts). */
const POOL = testConfig(process.env.SMTP_MAX_CONNECTIONS ? { SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS } : {})
  .SMTP_MAX_CONNECTIONS;
/** The held time: the worker's (set by its latest deliveries), or fixed at 250 ms as before 2026-11-26 with BENCH_HELD_FIXED=true. */
const HELD_FIXED = process.env.BENCH_HELD_FIXED === 'true';
const HELD = HELD_FIXED ? { minHeldAfterMs: DEFAULT_MAIL_HELD_AFTER_MS, maxHeldAfterMs: DEFAULT_MAIL_HELD_AFTER_MS } : {};
/** The slow listener: one message in SLOW_EVERY is accepted SLOW_MS after its end. */
const SLOW_EVERY = 20;
const SLOW_MS = 5000;
const FILE_BYTES = 1024 * 1024;
const EXTRA_CREATES = 5;
/** A delivery leg fails when no message arrives for this long (BENCH_STALL_SECONDS, default 60). */
const STALL_MS = Number(process.env.BENCH_STALL_SECONDS ?? 60) * 1000;

const END_OF_DATA = Buffer.from('\r\n.\r\n');

/**
 * A minimal SMTP sink that counts whole messages. smtp-server unescapes every byte of every
 * message in JavaScript, which made the listener, not the senders, the bottleneck (1,000 × 1 MB
 * took 390 s); this one answers the commands and only looks for the end of each message with
 * Buffer.indexOf. Both legs of the benchmark deliver to it.
 */
async function startListener(opts: { slowEvery?: number; slowMs?: number } = {}) {
  let count = 0;
  let received = 0;
  let waiters: { target: number; resolve: () => void }[] = [];
  /** Connections open and messages held unanswered now, and the most of each since reset(). */
  let open = 0;
  let held = 0;
  let peakOpen = 0;
  let peakHeld = 0;
  const server = net.createServer((socket) => {
    open += 1;
    peakOpen = Math.max(peakOpen, open);
    socket.on('close', () => (open -= 1));
    let inData = false;
    let pending: Buffer = Buffer.alloc(0);
    // Replies leave in the order of the commands, also when one waits: the client pipelines its
    // next commands (RSET, MAIL FROM) behind a message, and an answer to those sent before the
    // held message's own would be taken for it.
    let replies: Promise<void> = Promise.resolve();
    const reply = (line: string) => {
      replies = replies.then(() => void socket.write(`${line}\r\n`));
    };
    reply('220 bench ESMTP');
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (inData) {
          const end = pending.indexOf(END_OF_DATA);
          if (end === -1) {
            // Keep only what could be the start of the end marker.
            pending = pending.subarray(Math.max(0, pending.length - END_OF_DATA.length + 1));
            return;
          }
          pending = pending.subarray(end + END_OF_DATA.length);
          inData = false;
          received += 1;
          // The slow variant: this message's acceptance waits (its connection, and the answers
          // queued behind it, with it).
          if (opts.slowEvery && received % opts.slowEvery === 0) {
            held += 1;
            peakHeld = Math.max(peakHeld, held);
            replies = replies
              .then(() => new Promise<void>((resolve) => setTimeout(resolve, opts.slowMs ?? 0)))
              .then(() => void (held -= 1));
          }
          replies = replies.then(() => {
            count += 1;
            socket.write('250 OK queued\r\n');
            waiters = waiters.filter((w) => (count >= w.target ? void w.resolve() : true));
          });
          continue;
        }
        const eol = pending.indexOf('\r\n');
        if (eol === -1) return;
        const line = pending.subarray(0, eol).toString('latin1');
        pending = pending.subarray(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-bench\r\n250-SIZE 52428800\r\n250-8BITMIME\r\n250 PIPELINING');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
          // The message starts right after DATA: the end marker may follow the first line break.
          pending = Buffer.concat([Buffer.from('\r\n'), pending]);
        } else if (verb === 'QUIT') {
          reply('221 bye');
          replies = replies.then(() => void socket.end());
          return;
        } else reply('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get count() {
      return count;
    },
    /** The most connections open, and messages held, at once since the last reset. */
    get peaks() {
      return { open: peakOpen, held: peakHeld };
    },
    resetPeaks() {
      peakOpen = open;
      peakHeld = held;
    },
    until(target: number) {
      return new Promise<void>((resolve) => {
        if (count >= target) resolve();
        else waiters.push({ target, resolve });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Listener = Awaited<ReturnType<typeof startListener>>;

const file = Buffer.alloc(FILE_BYTES);
for (let i = 0; i < FILE_BYTES; i++) file[i] = (i * 2654435761) >>> 24;
// A PDF by its first bytes: attachments are typed (and checked) by their content.
file.write('%PDF-1.7\n', 0);
const descripcion = sanitizeDescription(
  '<p>Estimados, solicitamos cotización de <strong>cemento portland</strong> (500 bolsas) y hierro de 8 mm.</p>' +
    '<ul><li>Entrega en obra, Luque</li><li>Plazo: 15 días</li></ul><p>Adjuntamos el pliego.</p>',
);
const title = 'Pedido de cotización: cemento y hierro';

interface Legs {
  /** nodemailer alone, first message → last received; NaN when skipped. */
  alone: number;
  abasto: number;
  /** Abasto, create call → 95 % of the messages received. */
  most: number;
  create: number;
  /** The load average (1 min) as the Abasto leg ended. */
  load: number;
  /** The most connections open, and messages held by the listener, at once during the Abasto leg. */
  peaks: { open: number; held: number };
  /** The worker's own count of held messages, the lane time they kept, and its time with every connection in use. */
  counters: MailWorkerCounters;
}

/** A timestamped progress line with the load average. */
const phase = (what: string) => console.log(`[${new Date().toISOString()}] ${what} (load ${os.loadavg()[0]!.toFixed(1)})`);

async function main() {
  const abasto = await createAbasto(testConfig(), { pgliteDir: 'memory://' });
  const { app } = abasto;
  const db = app.ctx.db;
  try {
    phase('seeding suppliers');
    const ids = await insertMailableSuppliers(db, CREATES ? Math.max(SUPPLIERS, LARGE) : SUPPLIERS, 80_000_000);
    phase('seeded');
    const author = await createUser(db, { role: 'gerente', name: 'Bench', lastName: 'Gerente' });
    const auth = { authorization: `Bearer ${await loginAs(app, author.email)}` };
    let requests = 0;
    const body = (count: number) => ({
      title,
      descripcion,
      fornecedores: ids.slice(0, count).map((_id) => ({ _id })),
      file: [{ file: file.toString('base64'), filename: 'pliego.pdf' }],
      filename: 'pliego.pdf',
      clientRequestId: `bench-request-${requests++}`,
    });
    const create = async (count: number) => {
      const s = performance.now();
      const r = await app.inject({ method: 'POST', url: '/api/cotizacion/', headers: auth, payload: body(count) });
      if (r.statusCode !== 201) throw new Error(`create failed: ${r.statusCode} ${r.body.slice(0, 300)}`);
      return performance.now() - s;
    };

    /**
     * Waits until the listener has counted `target` messages, printing progress (and the outbox's
     * states) every 10 s, and fails loudly when no message arrived for STALL_MS instead of waiting
     * for ever: a retry after a failed delivery would otherwise look like a hang.
     */
    const waitFor = async (listener: Listener, target: number, label: string) => {
      let last = listener.count;
      let lastMove = performance.now();
      const done = listener.until(target).then(() => true);
      for (;;) {
        const arrived = await Promise.race([done, new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        if (arrived) return;
        if (listener.count !== last) {
          last = listener.count;
          lastMove = performance.now();
        }
        const states = await queryRows<{ status: string; n: number; last_error: string | null }>(
          db,
          sql`select status, count(*)::int as n, max(last_error) as last_error from mail_messages group by status order by status`,
        );
        const outbox = states.map((r) => `${r.status} ${r.n}${r.last_error ? ` (${r.last_error})` : ''}`).join(', ');
        phase(`${label}: ${listener.count} of ${target} received; outbox: ${outbox}`);
        if (performance.now() - lastMove > STALL_MS) {
          throw new Error(`${label}: no message received for ${STALL_MS / 1000} s (${listener.count} of ${target}; outbox: ${outbox})`);
        }
      }
    };

    /** nodemailer alone (unless `alone` is false), then Abasto (create call → last message), to one listener. */
    const legs = async (listener: Listener, alone = true): Promise<Legs> => {
      const transport = createMailTransport(listener.url, POOL);
      try {
        phase('warm-up');
        // Warm-up: a connection of the pool open and the code paths compiled on both sides. The
        // count is read before sending: the listener counts a message before it answers it.
        const before = listener.count;
        await transport.sendMail({ from: 'a@b.bench', to: 'w@proveedor.bench', subject: 'w', text: 'w' });
        await waitFor(listener, before + 1, 'warm-up');
        const aloneMs = alone ? await nodemailerAlone(transport, listener) : Number.NaN;

        // Abasto: create call, then the worker delivers from the outbox over the same transport.
        phase('abasto');
        const worker = new MailWorker({ db, transport, from: 'Abasto <no-reply@abasto.bench>', pollMs: 20, maxInFlight: POOL, ...HELD });
        worker.start();
        try {
          const base = listener.count;
          listener.resetPeaks();
          const t1 = performance.now();
          // When 95 % have arrived: the last held message's own wait (5 s) is not in this one.
          let most = 0;
          void listener.until(base + Math.ceil(SUPPLIERS * 0.95)).then(() => (most = performance.now() - t1));
          const createMs = await create(SUPPLIERS);
          await waitFor(listener, base + SUPPLIERS, 'abasto');
          const abastoMs = performance.now() - t1;
          return {
            alone: aloneMs,
            abasto: abastoMs,
            most,
            create: createMs,
            load: os.loadavg()[0]!,
            peaks: listener.peaks,
            counters: { ...worker.counters },
          };
        } finally {
          await worker.stop();
        }
      } finally {
        transport.close();
      }
    };

    /** nodemailer alone: first message → last received. */
    const nodemailerAlone = async (transport: ReturnType<typeof createMailTransport>, listener: Listener) => {
      phase('nodemailer alone');
      // nodemailer alone: the same messages over the same pool (SMTP_MAX_CONNECTIONS connections),
      // as many in flight as the worker's lanes; the worker adds a message only for a held one.
      const attachments = [{ filename: 'pliego.pdf', contentType: 'application/pdf', content: file }];
      const messages = ids.slice(0, SUPPLIERS).map((_, i) =>
        quotationMail({
          quotationId: 0,
          title,
          descripcion,
          authorName: 'Bench Gerente',
          authorEmail: author.email,
          to: `ventas${i}@proveedor.bench`,
          toName: `Proveedor ${i}`,
          attachments: [],
        }),
      );
      const base = listener.count;
      const t0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: DEFAULT_MAIL_CONCURRENCY }, async () => {
          while (next < messages.length) {
            const m = messages[next++]!;
            await transport.sendMail({
              from: 'Abasto <no-reply@abasto.bench>',
              to: { name: m.toName!, address: m.to },
              replyTo: m.replyTo ?? undefined,
              subject: m.subject,
              html: m.html,
              text: m.text,
              attachments,
            });
          }
        }),
      );
      await waitFor(listener, base + SUPPLIERS, 'alone');
      return performance.now() - t0;
    };

    const at = () => os.loadavg()[0]!;
    // The plain and the slow Abasto legs run back to back when nodemailer alone with the slow
    // listener is skipped (BENCH_SLOW_ALONE=false): the load has less time to move between them.
    const listener = await startListener();
    const plain = await legs(listener).finally(() => listener.close());
    let slow: Legs | null = null;
    if (SLOW) {
      const slowListener = await startListener({ slowEvery: SLOW_EVERY, slowMs: SLOW_MS });
      slow = await legs(slowListener, SLOW_ALONE).finally(() => slowListener.close());
    }

    // The create call alone (no worker running: nothing is delivered), 1,000 and 10,000 recipients.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const creates: number[] = [];
    const loads: number[] = [];
    const large: number[] = [];
    if (CREATES) {
      for (let n = 0; n < EXTRA_CREATES; n++) {
        creates.push(await create(1000));
        loads.push(at());
      }
      for (let n = 0; n < 3; n++) {
        large.push(await create(LARGE));
        loads.push(at());
      }
    }
    const createMedian = CREATES ? median(creates) : Number.NaN;
    const largeMedian = CREATES ? median(large) : Number.NaN;
    const createLoad = CREATES ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : '';

    const ratio = plain.abasto / plain.alone;
    // The worker's throughput with slow acceptances as a share of its throughput without, each
    // measured from the create call to 95 % of the messages received (the same count on both legs,
    // so the ratio of the times is the ratio of the rates). It leaves out the end of the slow leg,
    // where only the last held messages' own 5 s remain: no sender can shorten that wait.
    const slowShare = slow ? plain.most / slow.most : Number.NaN;
    // End to end, the last held message's 5 s is in the slow leg whatever the sender does: at most
    // T / (T + 5 s) for a plain leg of T.
    const endShare = slow ? plain.abasto / slow.abasto : Number.NaN;
    const endBound = plain.abasto / (plain.abasto + SLOW_MS);
    const f = (ms: number) => (ms / 1000).toFixed(2);
    const peaks = (l: Legs) =>
      `${l.peaks.open} connections, ${l.peaks.held} held at most; worker: ${l.counters.held} held, ` +
      `${f(l.counters.heldLaneMs)} s of lane time before they were, ${f(l.counters.poolFullMs)} s with every connection in use`;
    console.log(
      `pool: ${POOL} connections (SMTP_MAX_CONNECTIONS), ${DEFAULT_MAIL_CONCURRENCY} lanes, held after ` +
        `${HELD_FIXED ? `${DEFAULT_MAIL_HELD_AFTER_MS} ms (fixed)` : `${DEFAULT_MAIL_MIN_HELD_AFTER_MS}–${DEFAULT_MAIL_MAX_HELD_AFTER_MS} ms`}`,
    );
    console.log(`nodemailer alone: ${f(plain.alone)} s · Abasto create → last message: ${f(plain.abasto)} s · ratio ${ratio.toFixed(2)}× · to 95 %: ${f(plain.most)} s · ${peaks(plain)} (load ${plain.load.toFixed(1)})`);
    if (slow) {
      console.log(
        `slow listener: Abasto ${f(slow.abasto)} s, to 95 %: ${f(slow.most)} s · ${peaks(slow)}` +
          `${SLOW_ALONE ? ` · nodemailer alone ${f(slow.alone)} s` : ''} (load ${slow.load.toFixed(1)})\n` +
          `fanoutSlowShare (to 95 %): ${slowShare.toFixed(3)} · end to end: ${endShare.toFixed(3)} (at most ${endBound.toFixed(3)} = T / (T + ${SLOW_MS / 1000} s))`,
      );
    }
    if (CREATES) {
      console.log(`create call, 1,000: ${creates.map((c) => c.toFixed(0)).join(', ')} ms, median ${createMedian.toFixed(0)} · 10,000: ${large.map((c) => c.toFixed(0)).join(', ')} ms, median ${largeMedian.toFixed(0)} (load ${createLoad})`);
    }
    if (!WRITE) {
      console.log('\na leg was skipped: docs/benchmarks.md and docs/benchmarks.json left as they are');
      return;
    }
    recordFigures({
      fanoutRatio: ratio,
      ...(slow ? { fanoutSlowShare: slowShare, fanoutSlowShareEndToEnd: endShare } : {}),
      createMedianMs: createMedian,
      create10kMedianMs: largeMedian,
    });

    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const n = SUPPLIERS.toLocaleString('en');
    writeDocsSection('quotations', [
      `## Quotations: one quotation to ${n} suppliers with a 1 MB file`,
      '',
      `Run with \`npm run bench -- quotations\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu.trim()}, Node ${process.version}, PGlite in memory; ` +
        'the load average (1 min) beside each figure was read as that figure was taken (the machine is shared: other work slows every figure). ' +
        `A minimal SMTP sink on 127.0.0.1 (answers the commands, finds the end of each message with Buffer.indexOf, counts it) receives every message. "nodemailer alone" sends the same ${n} messages ` +
        '(same HTML, text and 1 MB attachment) ' +
        `over the pooled transport of the mail module (${POOL} connections, \`SMTP_MAX_CONNECTIONS\`), ${DEFAULT_MAIL_CONCURRENCY} in flight (the worker's lanes; ` +
        'the worker starts another message beside one the server has not answered within a quarter more than 9 in 10 of its latest deliveries took, ' +
        `between ${DEFAULT_MAIL_MIN_HELD_AFTER_MS} and ${DEFAULT_MAIL_MAX_HELD_AFTER_MS} ms, up to ${POOL} in flight); ` +
        '"Abasto" is the time from the start of the create call (`POST /api/cotizacion/` through `app.inject`) to the last message received, ' +
        `delivered by the mail worker from the outbox over the same transport in the same run. The slow listener takes ${SLOW_MS / 1000} s to accept one message in ${SLOW_EVERY}, for both legs. ` +
        'The share with the slow listener is a ratio of rates: the same 95 % of the messages on both legs, from the create call, so it leaves out only the end of the slow leg, ' +
        `where the last held messages' own ${SLOW_MS / 1000} s remain; end to end that wait is in the slow leg whatever the sender does, which bounds that share by T / (T + ${SLOW_MS / 1000} s).`,
      '',
      '| Figure | Value | Baseline in the same run | Load average |',
      '|---|---:|---:|---:|',
      `| Abasto, create call → last message received | ${f(plain.abasto)} s | nodemailer alone ${f(plain.alone)} s | ${plain.load.toFixed(1)} |`,
      `| Ratio to nodemailer alone (target ≤ 1.1×) | ${ratio.toFixed(2)}× | | ${plain.load.toFixed(1)} |`,
      ...(slow
        ? [
            `| Slow listener: Abasto, create call → last message | ${f(slow.abasto)} s | nodemailer alone ${f(slow.alone)} s | ${slow.load.toFixed(1)} |`,
            `| Slow listener: worker throughput to 95 % of the messages as a share of its own without (target ≥ 0.9; \`fanoutSlowShare\`) | ${slowShare.toFixed(2)} | ${f(slow.most)} s against ${f(plain.most)} s | ${slow.load.toFixed(1)} |`,
            `| Slow listener: the same share end to end (at most T / (T + ${SLOW_MS / 1000} s) = ${endBound.toFixed(2)}) | ${endShare.toFixed(2)} | nodemailer alone: ${(plain.alone / slow.alone).toFixed(2)} | ${slow.load.toFixed(1)} |`,
            `| Slow listener: connections open / messages held at once, most | ${slow.peaks.open} / ${slow.peaks.held} | plain listener: ${plain.peaks.open} / ${plain.peaks.held} | ${slow.load.toFixed(1)} |`,
            `| Slow listener: messages the worker held / lane time they kept first / time with every connection in use | ${slow.counters.held} / ${f(slow.counters.heldLaneMs)} s / ${f(slow.counters.poolFullMs)} s | ` +
              `plain listener: ${plain.counters.held} / ${f(plain.counters.heldLaneMs)} s / ${f(plain.counters.poolFullMs)} s | ${slow.load.toFixed(1)} |`,
          ]
        : []),
      `| Create call, first (stores the 1 MB file, ${n} recipients and outbox messages) | ${plain.create.toFixed(0)} ms | | ${plain.load.toFixed(1)} |`,
      `| Create call, 1,000 recipients, median of ${creates.length} (target ≤ 300 ms) | ${createMedian.toFixed(0)} ms | ${creates.map((c) => c.toFixed(0)).join(', ')} | ${createLoad} |`,
      `| Create call, 10,000 recipients, median of ${large.length} (target ≤ 1 s) | ${largeMedian.toFixed(0)} ms | ${large.map((c) => c.toFixed(0)).join(', ')} | ${createLoad} |`,
      '',
      'The body and the file are stored once per quotation (mail_contents, mail_attachments by hash). The outbox messages are one statement ' +
        '(`enqueueMailing`: the shared columns as parameters, only address and name per row, the ids back as one text) and the recipients another ' +
        '(supplier, name, address, message per row); the chosen suppliers and the answer\'s recipients are read as one JSON row each, and the answer is written ' +
        'with JSON.stringify (the mapper builds it field by field). The worker reads a shared content once and keeps it for the next batches of 20.',
    ]);
  } finally {
    await abasto.close();
  }
}

// A stalled leg ends the run with status 1 (the listener's sockets would keep the process alive).
await main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
