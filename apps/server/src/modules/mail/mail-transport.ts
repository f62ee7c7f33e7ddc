import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** What the worker needs of a transport (a pooled nodemailer SMTP transport in production). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ response?: string; messageId?: string }>;
  close(): void;
}

/**
 * Connections of the pool: the mail worker keeps 3 messages going and lets a message the server
 * is slow to answer hold a connection of its own, up to this many (mail-worker.ts).
 */
export const SMTP_POOL_CONNECTIONS = 12;

/**
 * One pooled SMTP transport for the process. The timeouts bound how long one delivery can take,
 * which must stay well below the worker's lease (see mail-worker.ts).
 */
export function createMailTransport(smtpUrl: string, connections = SMTP_POOL_CONNECTIONS): MailTransport {
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
