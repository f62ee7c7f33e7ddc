import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Delivery {
  /** X-Abasto-Mail-Id of the message. */
  mailId: string;
  to: string[];
  /** Which listener took it (one per server process in the several-servers test). */
  listener: string;
}

/**
 * SMTP listeners on 127.0.0.1 that record every message whole (the data ended) by its outbox id,
 * without parsing bodies: enough for thousands of messages. A message is recorded before the
 * listener answers 250, as a real server takes it in: a client that dies before reading the
 * answer will send it again, which is the duplicate the fault tests count.
 */
export interface CountingSmtp {
  deliveries: Delivery[];
  /** Runs after each message is recorded (before the answer). */
  onDelivery: ((d: Delivery) => void) | null;
  /** While set, answers wait for it: the messages stay in flight on the client's side. */
  hold: Promise<void> | null;
  /** Starts a listener named `name` (on `port`, or a random one); returns its smtp:// URL. */
  listen(name: string, port?: number): Promise<string>;
  /** Distinct recipient addresses received. */
  recipients(): Set<string>;
  /** How many times each outbox id was received. */
  timesById(): Map<string, number>;
  close(): Promise<void>;
}

export function countingSmtp(opts: { delayMs?: number } = {}): CountingSmtp {
  const servers: SMTPServer[] = [];
  const sink: CountingSmtp = {
    deliveries: [],
    onDelivery: null,
    hold: null,
    async listen(name, port = 0) {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let head = '';
          stream.on('data', (c: Buffer) => {
            if (head.length < 16_384) head += c.toString('latin1');
          });
          stream.on('end', () => {
            const mailId = /^X-Abasto-Mail-Id:\s*(\d+)/im.exec(head)?.[1] ?? '';
            const d: Delivery = { mailId, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), listener: name };
            sink.deliveries.push(d);
            sink.onDelivery?.(d);
            const answer = () => (opts.delayMs ? setTimeout(() => callback(), opts.delayMs) : callback());
            if (sink.hold) void sink.hold.then(answer);
            else answer();
          });
        },
      });
      // A client that vanished mid-message (SIGKILL) must not bring the listener down.
      server.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      servers.push(server);
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    recipients: () => new Set(sink.deliveries.flatMap((d) => d.to)),
    timesById() {
      const m = new Map<string, number>();
      for (const d of sink.deliveries) m.set(d.mailId, (m.get(d.mailId) ?? 0) + 1);
      return m;
    },
    close: () => Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => {}),
  };
  return sink;
}
