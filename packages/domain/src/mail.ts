import { MSG } from './messages.ts';

/** Where an e-mail is in its delivery (the outbox of the server). */
/** 'cancelled': never to be sent (its supplier was deleted before delivery). */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: MSG.mailStatusPending,
  sending: MSG.mailStatusSending,
  sent: MSG.mailStatusSent,
  failed: MSG.mailStatusFailed,
  cancelled: MSG.mailStatusCancelled,
};

export const MAIL_PAGE_SIZE = 20;

/** A message of the outbox as the Correos page lists it. */
export interface MailSummary {
  _id: number;
  id: number;
  /** 'sms': a text message, `to` is a telephone (digits with country prefix), no subject. */
  channel: 'email' | 'sms';
  to: string;
  toName: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** The SMTP server's reason of the last failed attempt. */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When a waiting message is tried next. */
  nextAttemptAt: string | null;
  refKind: string | null;
  refId: string | null;
  /** Carries an activation or recovery link or a login code. */
  secret: boolean;
}

export interface MailDetail extends MailSummary {
  replyTo: string | null;
  /** Sanitised HTML of the message. */
  html: string;
  text: string;
  /** The body is hidden (a secret, with a mail server configured): only the recipient reads it. */
  redacted: boolean;
  smtpResponse: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailPage {
  data: MailSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** False when no SMTP server is configured: messages wait in the outbox. */
  smtpConfigured: boolean;
  /** False when no SMS gateway is configured: text messages wait in the outbox. */
  smsConfigured: boolean;
}
