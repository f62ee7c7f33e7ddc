import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The outbox id the worker puts in every message (X-Abasto-Mail-Id). */
  mailId: string | null;
  mail: ParsedMail;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answers RCPT TO for this address with an SMTP error code (e.g. 450 or 550). */
  rejectRecipient(address: string, code: number, message?: string): void;
  acceptRecipient(address: string): void;
  /** Runs when a message's data has arrived, before the server answers: a test can hold it there. */
  beforeAccept: ((mail: ReceivedMail) => Promise<void>) | null;
  /** Messages received for an address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const rejections = new Map<string, { code: number; message: string }>();
  const received: ReceivedMail[] = [];
  const sink: SmtpSink = {
    url: '',
    port: 0,
    received,
    rejectRecipient(address, code, message = code >= 500 ? 'Mailbox unavailable' : 'Try again later') {
      rejections.set(address.toLowerCase(), { code, message });
    },
    acceptRecipient(address) {
      rejections.delete(address.toLowerCase());
    },
    beforeAccept: null,
    to: (address) => received.filter((r) => r.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rejection = rejections.get(address.address.toLowerCase());
      if (!rejection) return callback();
      const err = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      const receive = async () => {
        try {
          const mail = await simpleParser(Buffer.concat(chunks));
          const header = mail.headers.get('x-abasto-mail-id');
          const entry: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            mailId: typeof header === 'string' ? header : null,
            mail,
          };
          if (sink.beforeAccept) await sink.beforeAccept(entry);
          received.push(entry);
          callback();
        } catch (err) {
          callback(err as Error);
        }
      };
      // The answer to the client goes through `callback`, a failure included: nothing to await.
      stream.on('end', () => void receive());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}

/** The first link in a message's plain text that contains `fragment`. */
export function linkIn(mail: ParsedMail, fragment: string): string {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!match) throw new Error(`no link containing ${fragment}`);
  return match;
}
