import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** What the worker needs of a transport (a pooled nodemailer SMTP transport in production). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ response?: string; messageId?: string }>;
  close(): void;
}

/**
 * Connections of the pool unless SMTP_MAX_CONNECTIONS says otherwise: the mail worker keeps 3
 * messages going and lets a message the server is slow to answer hold a connection of its own, up
 * to this many in flight (mail-worker.ts). The pool opens them only when a message waits for one,
 * so a server that answers promptly sees 3 or 4. 32 leaves room for about 29 held messages (a
 * server holding one message in 20 for 5 s while the others flow at 100 a second holds 25), and
 * stays under Postfix's default limit per client (50); a relay that allows fewer (an Exchange
 * receive connector: 20 per source) answers the connections beyond its limit with a 4xx, and
 * those messages are retried later, so set SMTP_MAX_CONNECTIONS to its limit (docs/deployment.md).
 */
export const DEFAULT_SMTP_MAX_CONNECTIONS = 32;

/**
 * One pooled SMTP transport for the process. The timeouts bound how long one delivery can take,
 * which must stay well below the worker's lease (see mail-worker.ts).
 */
export function createMailTransport(smtpUrl: string, connections = DEFAULT_SMTP_MAX_CONNECTIONS): MailTransport {
  const options: SMTPPool.Options = {
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: 100,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  };
  return nodemailer.createTransport(options);
}
