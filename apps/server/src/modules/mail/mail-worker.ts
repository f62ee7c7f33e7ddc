import crypto from 'node:crypto';
import os from 'node:os';
import type { MailStatus } from '@abasto/domain/mail';
import { inArray, sql } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import { type Db, queryRows } from '../../db/client.ts';
import { mailAttachments, mailContentAttachments, mailContents } from '../../db/schema/mail.ts';
import { classifyDeliveryFailure } from './delivery-failure.ts';
import { emitMailStateChange } from './mail-events.ts';
import { wipeSecretContent } from './mail-secrets.ts';
import { DEFAULT_SMTP_MAX_CONNECTIONS, type MailTransport } from './mail-transport.ts';
import { type SmsGateway, SmsDeliveryError } from './sms-gateway.ts';

export interface MailWorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  /** SMTP for the 'email' channel; without it e-mails wait in the outbox, untouched. */
  transport?: MailTransport | null;
  /** The gateway of the 'sms' channel; without it text messages wait in the outbox, untouched. */
  sms?: SmsGateway | null;
  /** Sender of every message (MAIL_FROM). */
  from: string;
  /** Messages claimed at once. */
  batchSize?: number;
  /** Messages in flight at once that the SMTP server is answering promptly (the worker's lanes). */
  concurrency?: number;
  /**
   * Messages in flight at most, held ones included (the transport's pool size): a message not
   * answered after `heldAfterMs` stops counting against the lanes and another one starts, until
   * this many are in flight.
   */
  maxInFlight?: number;
  /**
   * How long a message may wait for the SMTP server's answer before it is counted as held, until
   * the worker has timed a few deliveries (250 ms); then a quarter longer than 9 in 10 of the
   * latest deliveries took, between `minHeldAfterMs` and `maxHeldAfterMs`.
   */
  heldAfterMs?: number;
  /** The shortest held time (50 ms, at most `heldAfterMs`). */
  minHeldAfterMs?: number;
  /** The longest held time (250 ms, at least `heldAfterMs`); both equal to `heldAfterMs`: a fixed held time. */
  maxHeldAfterMs?: number;
  /** How long a claim holds; after it another worker retakes the message. */
  leaseMs?: number;
  /** Pause between looks at the outbox when it is empty. */
  pollMs?: number;
  /** Attempts before a transient failure becomes final. */
  maxAttempts?: number;
  /** Wait before attempt `attempts + 1`, after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
  /** Name of this worker in the outbox (locked_by); unique per process by default. */
  id?: string;
  log?: MailWorkerLog;
}

interface ClaimedMessage {
  id: number;
  channel: 'email' | 'sms';
  to_address: string;
  to_name: string | null;
  reply_to: string | null;
  subject: string;
  content_id: number;
  attempts: number;
  ref_kind: string | null;
  ref_id: string | null;
  secret: boolean;
  created_at: string | Date;
}

interface Content {
  html: string;
  text: string;
  attachments: NonNullable<SendMailOptions['attachments']>;
}

const silentLog: MailWorkerLog = { info() {}, warn() {}, error() {} };

/** What a worker has counted since it was made (the benchmark reads them; a full pool is also logged). */
export interface MailWorkerCounters {
  /** Messages held: unanswered after the held time, they gave up their lanes. */
  held: number;
  /** Lane time those messages kept before they were held (the sum of their held times), ms. */
  heldLaneMs: number;
  /** Time during which messages waited, a lane was free, and every connection was in use, ms. */
  poolFullMs: number;
}

/** Messages in flight at once that the server answers promptly, unless told otherwise. */
export const DEFAULT_MAIL_CONCURRENCY = 3;

/**
 * Messages in flight at most, held ones included: the SMTP pool's connections (mail-transport.ts,
 * SMTP_MAX_CONNECTIONS). Also the most messages a crash can send twice (docs/deployment.md).
 */
export const DEFAULT_MAIL_MAX_IN_FLIGHT = DEFAULT_SMTP_MAX_CONNECTIONS;

/**
 * A message unanswered this long is held: it keeps its connection but gives up its lane. Once the
 * worker has timed HELD_SAMPLE_MIN deliveries: HELD_AFTER_P90 times the time 9 in 10 of the
 * latest took, between DEFAULT_MAIL_MIN_HELD_AFTER_MS and DEFAULT_MAIL_MAX_HELD_AFTER_MS. Each
 * held message has cost its lane this long, so against a server that answers a 1 MB message in
 * 60 ms a fixed 250 ms cost the others about 3 s per 1,000 messages with one in 20 held
 * (docs/benchmarks.md, Scale). The 90th
 * percentile, not the median: when this process's own CPU is the bottleneck every delivery
 * takes longer with each one more in flight, and a time a little over the median would take
 * half the messages for held, put more in flight, and so on up to the pool; only a few in a
 * hundred pass a quarter over the 90th percentile. The longest is the 250 ms that used to be
 * fixed: a relay slow with every message alike (far away, 400 ms each) still has its messages
 * held and up to `maxInFlight` in flight, not the 3 lanes. When this process's own CPU is the
 * bottleneck, deliveries past 250 ms are held too and fill the pool: that costs connections (and
 * what a crash may send twice), not messages.
 */
export const DEFAULT_MAIL_HELD_AFTER_MS = 250;
export const DEFAULT_MAIL_MIN_HELD_AFTER_MS = 50;
export const DEFAULT_MAIL_MAX_HELD_AFTER_MS = 250;
const HELD_AFTER_P90 = 1.25;
/** Deliveries whose durations set the held time; fewer than HELD_SAMPLE_MIN: DEFAULT_MAIL_HELD_AFTER_MS. */
const HELD_SAMPLE_SIZE = 64;
const HELD_SAMPLE_MIN = 8;

/** Bodies and files kept between batches (a mailing's 1 MB file is read once, not once per batch). */
const CONTENT_CACHE_SIZE = 4;

/** A doubling backoff: `baseMs`, twice that, four times … capped at `maxMs`. */
export function backoffDelayMs(baseMs: number, maxMs: number): (attempts: number) => number {
  return (attempts) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** 30 s, 1 min, 2 min … capped at one hour: about four hours of SMTP trouble before giving up. */
const defaultRetryDelayMs = backoffDelayMs(30_000, 3_600_000);

/**
 * Delivers the outbox, each message by its channel: 'email' over SMTP, 'sms' through the SMS
 * gateway (modules/mail/sms-gateway.ts), with one pipeline (claim, lease, retries, delivery log,
 * secret wiping) for both. A channel without its transport is not claimed: its messages wait in
 * the outbox and the Correos page shows them (docs/product.md#correos). Several workers (in one process or in several servers on one
 * PostgreSQL) share the work safely:
 *
 * - A batch is claimed with `FOR UPDATE SKIP LOCKED` and marked 'sending' with a lease
 *   (locked_by, locked_until) in one statement, so two workers never claim the same message.
 * - Just before each message is handed to SMTP its lease is renewed, and only if this worker
 *   still holds it; the SMTP timeouts keep one delivery far shorter than the lease, so a message
 *   is never in two workers' hands at once.
 * - A graceful stop lets in-flight deliveries finish and hands the rest of the batch back as
 *   'pending'. A crash leaves its messages 'sending' until the lease ends; then any worker
 *   retakes them. Nothing is lost.
 *
 * Delivery is at-least-once: if a process dies after the SMTP server accepted a message but
 * before 'sent' was written (a window of one database round trip), the message is sent again
 * when its lease ends. Each message carries a stable Message-ID, so receiving systems can
 * recognise such a duplicate.
 */
export class MailWorker {
  readonly id: string;
  private readonly db: Db;
  private readonly transport: MailTransport | null;
  private readonly sms: SmsGateway | null;
  /** The channels this worker can deliver; it claims no other message. */
  private readonly channels: ('email' | 'sms')[];
  private readonly from: string;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly maxInFlight: number;
  private readonly heldAfterMs: number;
  private readonly minHeldAfterMs: number;
  private readonly maxHeldAfterMs: number;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempts: number) => number;
  private readonly log: MailWorkerLog;
  private readonly domain: string;

  private running = false;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Contents of messages without a secret, by id, most recently used last. */
  private readonly contentCache = new Map<number, Content>();
  /** Durations (ms) of the latest deliveries, a ring of HELD_SAMPLE_SIZE, and where the next goes. */
  private readonly durations: number[] = [];
  private nextDuration = 0;
  readonly counters: MailWorkerCounters = { held: 0, heldLaneMs: 0, poolFullMs: 0 };

  constructor(opts: MailWorkerOptions) {
    this.db = opts.db;
    this.transport = opts.transport ?? null;
    this.sms = opts.sms ?? null;
    this.channels = [...(this.transport ? ['email' as const] : []), ...(this.sms ? ['sms' as const] : [])];
    if (this.channels.length === 0) throw new Error('A mail worker needs an SMTP transport or an SMS gateway');
    this.from = opts.from;
    this.batchSize = opts.batchSize ?? 20;
    this.concurrency = opts.concurrency ?? DEFAULT_MAIL_CONCURRENCY;
    this.maxInFlight = Math.max(this.concurrency, opts.maxInFlight ?? DEFAULT_MAIL_MAX_IN_FLIGHT);
    this.heldAfterMs = opts.heldAfterMs ?? DEFAULT_MAIL_HELD_AFTER_MS;
    this.minHeldAfterMs = Math.min(this.heldAfterMs, opts.minHeldAfterMs ?? DEFAULT_MAIL_MIN_HELD_AFTER_MS);
    this.maxHeldAfterMs = Math.max(this.heldAfterMs, opts.maxHeldAfterMs ?? DEFAULT_MAIL_MAX_HELD_AFTER_MS);
    this.leaseSeconds = Math.max(1, Math.round((opts.leaseMs ?? 5 * 60_000) / 1000));
    this.pollMs = opts.pollMs ?? 1000;
    this.maxAttempts = opts.maxAttempts ?? 10;
    this.retryDelayMs = opts.retryDelayMs ?? defaultRetryDelayMs;
    this.log = opts.log ?? silentLog;
    this.id = opts.id ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
    this.domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'abasto.local';
  }

  /** Runs in the background until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Finishes the deliveries in flight, hands the rest of the batch back, and ends the loop. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Delivers everything due now (tests and scripts drive the worker with it). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.flow();
      if (n === 0) return total;
      total += n;
    }
  }

  /** Claims one batch and delivers it; returns how many messages it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    const contents = await this.contentsOf(claimed);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const message = claimed[next++]!;
        if (this.stopping) await this.release(message.id);
        else await this.deliver(message, contents.get(message.content_id)!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, claimed.length) }, lane));
    return claimed.length;
  }

  /**
   * Delivers until nothing is due: `concurrency` lanes take messages from one queue, and the next
   * batch is claimed as soon as fewer messages wait than there are lanes. A message the SMTP
   * server has not answered within the held time (heldAfter) is held: it keeps its connection,
   * but its lane starts the next message, up to `maxInFlight` messages in flight. So a server that is slow to
   * accept some messages (a content filter, a greylisting pause) costs the rest nothing while the
   * pool has connections to spare (docs/benchmarks.md, Quotations). Returns how many messages
   * were claimed.
   */
  private async flow(): Promise<number> {
    const queue: { message: ClaimedMessage; content: Content }[] = [];
    let claimedCount = 0;
    let exhausted = false;
    let refilling: Promise<void> | null = null;
    /** Deliveries counted against the lanes, and all of them (held ones too). */
    let working = 0;
    let inFlight = 0;
    let poolFullMs = 0;
    let failure: unknown = null;
    let signal = () => {};
    let changed = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const notify = () => {
      const wake = signal;
      changed = new Promise<void>((resolve) => {
        signal = resolve;
      });
      wake();
    };
    const refill = async () => {
      try {
        const claimed = await this.claim();
        if (claimed.length === 0) {
          exhausted = true;
          return;
        }
        claimedCount += claimed.length;
        const contents = await this.contentsOf(claimed);
        for (const message of claimed) queue.push({ message, content: contents.get(message.content_id)! });
      } catch (err) {
        // Claimed messages that did not reach the queue are retaken when their lease ends.
        exhausted = true;
        this.log.error({ err }, 'mail worker: could not claim from the outbox');
      }
    };
    const topUp = () => {
      if (!refilling && !exhausted && !this.stopping && queue.length < this.concurrency) {
        refilling = refill().finally(() => {
          refilling = null;
          notify();
        });
      }
    };
    const start = (item: { message: ClaimedMessage; content: Content }) => {
      working += 1;
      inFlight += 1;
      let held = false;
      const heldAfter = this.heldAfter();
      const timer = setTimeout(() => {
        held = true;
        working -= 1;
        this.counters.held += 1;
        this.counters.heldLaneMs += heldAfter;
        notify();
      }, heldAfter);
      const releasing = this.stopping;
      const began = performance.now();
      const work = releasing ? this.release(item.message.id) : this.deliver(item.message, item.content);
      work
        .catch((err: unknown) => {
          failure ??= err;
        })
        .finally(() => {
          if (!releasing) this.recordDuration(performance.now() - began);
          clearTimeout(timer);
          inFlight -= 1;
          if (!held) working -= 1;
          notify();
        });
    };
    for (;;) {
      topUp();
      while (failure === null && queue.length > 0 && working < this.concurrency && inFlight < this.maxInFlight) {
        start(queue.shift()!);
        topUp();
      }
      if (inFlight === 0 && !refilling && (queue.length === 0 || failure !== null)) break;
      // Every connection in use while messages wait and a lane is free: the held messages are
      // now what slows the others (SMTP_MAX_CONNECTIONS, docs/deployment.md#smtp).
      const full = failure === null && queue.length > 0 && working < this.concurrency && inFlight >= this.maxInFlight;
      const waitedFrom = full ? performance.now() : 0;
      await changed;
      if (full) {
        poolFullMs += performance.now() - waitedFrom;
        this.counters.poolFullMs += performance.now() - waitedFrom;
      }
    }
    if (poolFullMs >= 1000) {
      this.log.warn(
        { poolFullMs: Math.round(poolFullMs), maxInFlight: this.maxInFlight },
        'mail worker: every SMTP connection was held while messages waited',
      );
    }
    if (failure !== null) throw failure;
    return claimedCount;
  }

  /**
   * How long a message may go unanswered before it is held: HELD_AFTER_P90 times the 90th
   * percentile of the latest deliveries, between `minHeldAfterMs` and `maxHeldAfterMs`. A server that answers
   * promptly gets a short wait, so a message it holds costs its lane little; one that is slow
   * with every message gets the longest, and the lanes stay the bound of the messages in flight.
   */
  private heldAfter(): number {
    if (this.durations.length < HELD_SAMPLE_MIN) return this.heldAfterMs;
    const sorted = [...this.durations].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(0.9 * (sorted.length - 1))]!;
    return Math.min(this.maxHeldAfterMs, Math.max(this.minHeldAfterMs, HELD_AFTER_P90 * p90));
  }

  private recordDuration(ms: number): void {
    this.durations[this.nextDuration] = ms;
    this.nextDuration = (this.nextDuration + 1) % HELD_SAMPLE_SIZE;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.flow();
      } catch (err) {
        this.log.error({ err }, 'mail worker: could not process the outbox');
      }
      if (!this.running) break;
      if (claimed === 0) await this.pause(this.pollMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private claim(): Promise<ClaimedMessage[]> {
    return queryRows<ClaimedMessage>(
      this.db,
      sql`
      with picked as (
        select id from mail_messages
        where ((status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now()))
          and channel in (${sql.join(this.channels.map((c) => sql`${c}`), sql`, `)})
        order by next_attempt_at, id
        limit ${this.batchSize}
        for update skip locked
      )
      update mail_messages m
      set status = 'sending', locked_by = ${this.id},
          locked_until = now() + make_interval(secs => ${this.leaseSeconds}),
          attempts = m.attempts + 1, updated_at = now()
      from picked where m.id = picked.id
      returning m.id, m.channel, m.to_address, m.to_name, m.reply_to, m.subject, m.content_id, m.attempts,
                m.ref_kind, m.ref_id, m.secret, m.created_at`,
    ).then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  /**
   * The contents of a batch: those of messages without a secret from the cache when it has them
   * (a mailing's batches share one), the others read once each however many messages share them.
   * A content never changes once written, except when a secret is wiped, and those are not kept.
   */
  private async contentsOf(claimed: ClaimedMessage[]): Promise<Map<number, Content>> {
    const out = new Map<number, Content>();
    const missing = new Set<number>();
    for (const m of claimed) {
      const cached = m.secret ? undefined : this.contentCache.get(m.content_id);
      if (cached) out.set(m.content_id, cached);
      else missing.add(m.content_id);
    }
    if (missing.size > 0) {
      const loaded = await this.loadContents([...missing]);
      for (const [id, content] of loaded) out.set(id, content);
    }
    for (const m of claimed) {
      if (m.secret) continue;
      const content = out.get(m.content_id);
      if (!content) continue;
      this.contentCache.delete(m.content_id);
      this.contentCache.set(m.content_id, content);
      if (this.contentCache.size > CONTENT_CACHE_SIZE) this.contentCache.delete(this.contentCache.keys().next().value!);
    }
    return out;
  }

  /** Bodies and files of the batch, each read once however many of its messages share it. */
  private async loadContents(contentIds: number[]): Promise<Map<number, Content>> {
    const bodies = await this.db
      .select({ id: mailContents.id, html: mailContents.html, text: mailContents.text })
      .from(mailContents)
      .where(inArray(mailContents.id, contentIds));
    const links = await this.db
      .select()
      .from(mailContentAttachments)
      .where(inArray(mailContentAttachments.contentId, contentIds))
      .orderBy(mailContentAttachments.contentId, mailContentAttachments.position);
    const ids = [...new Set(links.map((l) => l.attachmentId))];
    const blobs =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: mailAttachments.id, content: mailAttachments.content })
            .from(mailAttachments)
            .where(inArray(mailAttachments.id, ids));
    const bytes = new Map(blobs.map((b) => [b.id, b.content]));
    const out = new Map<number, Content>(bodies.map((b) => [b.id, { html: b.html, text: b.text, attachments: [] }]));
    for (const l of links) {
      out.get(l.contentId)?.attachments.push({
        filename: l.filename,
        contentType: l.contentType,
        content: bytes.get(l.attachmentId),
      });
    }
    return out;
  }

  /** Extends the lease just before sending; false when another worker has taken the message. */
  private async renewLease(id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`
      update mail_messages set locked_until = now() + make_interval(secs => ${this.leaseSeconds})
      where id = ${id} and status = 'sending' and locked_by = ${this.id}
      returning id`,
    );
    return rows.length > 0;
  }

  private async deliver(m: ClaimedMessage, content: Content): Promise<void> {
    if (!(await this.renewLease(m.id))) return;
    let response: string | undefined;
    try {
      response = m.channel === 'sms' ? await this.sms!.send({ to: m.to_address, text: content.text }) : await this.sendEmail(m, content);
    } catch (err) {
      const failure = err instanceof SmsDeliveryError ? err : classifyDeliveryFailure(err);
      const final = failure.permanent || m.attempts >= this.maxAttempts;
      this.log.warn(
        { mailId: m.id, channel: m.channel, attempts: m.attempts, final, reason: failure.reason },
        'mail delivery failed',
      );
      await this.settle(m, final ? 'failed' : 'pending', { error: failure.reason });
      return;
    }
    await this.settle(m, 'sent', { response });
  }

  /** Hands an e-mail to SMTP; answers the server's receipt. */
  private async sendEmail(m: ClaimedMessage, content: Content): Promise<string> {
    const info = await this.transport!.sendMail({
      from: this.from,
      to: m.to_name ? { name: m.to_name, address: m.to_address } : m.to_address,
      replyTo: m.reply_to ?? undefined,
      subject: m.subject,
      html: content.html,
      text: content.text,
      // Copies: nodemailer may write into an attachment it resolves, and the batch shares them.
      attachments: content.attachments.map((a) => ({ ...a })),
      messageId: `<abasto.${m.id}.${new Date(m.created_at).getTime()}@${this.domain}>`,
      headers: { 'X-Abasto-Mail-Id': String(m.id) },
    });
    return info.response ?? 'OK';
  }

  /** Records the outcome, if this worker still holds the message, and tells the module that sent it. */
  private async settle(
    m: ClaimedMessage,
    status: MailStatus,
    outcome: { response?: string; error?: string },
  ): Promise<void> {
    const delay = status === 'pending' ? this.retryDelayMs(m.attempts) : 0;
    try {
      await this.db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`
          update mail_messages set
            status = ${status},
            locked_by = null, locked_until = null,
            sent_at = case when ${status} = 'sent' then now() else sent_at end,
            smtp_response = ${outcome.response ?? null},
            last_error = ${outcome.error ?? null},
            next_attempt_at = now() + make_interval(secs => ${delay / 1000}),
            updated_at = now()
          where id = ${m.id} and status = 'sending' and locked_by = ${this.id}
          returning id`,
        );
        // A delivered secret (activation link, login code) now lives only in its recipient's mailbox.
        if (rows.length > 0 && status === 'sent' && m.secret) await wipeSecretContent(tx, m.content_id);
        if (rows.length === 0 || !m.ref_kind || m.ref_id === null) return;
        await emitMailStateChange(tx, {
          messageId: m.id,
          refKind: m.ref_kind,
          refId: m.ref_id,
          status,
          lastError: outcome.error ?? null,
          attempts: m.attempts,
        });
      });
    } catch (err) {
      // The lease runs out and the message is taken again: at-least-once (see the class comment).
      this.log.error({ err, mailId: m.id }, 'mail worker: could not record a delivery outcome');
    }
  }

  /** Gives a claimed message back untouched (graceful stop before it was sent). */
  private async release(id: number): Promise<void> {
    await this.db.execute(sql`
      update mail_messages set status = 'pending', locked_by = null, locked_until = null,
        attempts = greatest(attempts - 1, 0), updated_at = now()
      where id = ${id} and status = 'sending' and locked_by = ${this.id}`);
  }
}
