import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got, as the gateway would read it. */
export interface ReceivedSms {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body, decoded as UTF-8. */
  body: string;
  /** The body parsed by its Content-Type: JSON or form fields. */
  fields: Record<string, unknown>;
}

/** What the receiver answers a request: a status, a JSON body, after a delay. */
export interface SmsAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * A local SMS gateway for the tests (server and browser journeys): plain http on 127.0.0.1,
 * records every request and answers what the test says (200 {id} by default). Starting it again
 * on the port of one that was closed brings a "down" gateway back up.
 */
export interface SmsReceiver {
  url: string;
  port: number;
  received: ReceivedSms[];
  /** Decides the answer to each next request (default: 200 with a message id). */
  answer(fn: (req: ReceivedSms) => SmsAnswer): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedSms[]>;
  close(): Promise<void>;
}

function parse(contentType: string | undefined, body: string): Record<string, unknown> {
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startSmsReceiver(port = 0): Promise<SmsReceiver> {
  const received: ReceivedSms[] = [];
  let decide: (req: ReceivedSms) => SmsAnswer = () => ({ status: 200, body: { id: `sms-${received.length}` } });
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const got: ReceivedSms = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        fields: parse(req.headers['content-type'], body),
      };
      received.push(got);
      for (const w of waiters.splice(0)) w();
      const { status = 200, body: answer = {}, delayMs = 0 } = decide(got);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    received,
    answer(fn) {
      decide = fn;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the SMS receiver got ${received.length} of ${count} requests`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
