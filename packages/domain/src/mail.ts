import { MSG } from './messages.ts';

/** Where an e-mail is in its delivery (the outbox of the server). */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: MSG.mailStatusPending,
  sending: MSG.mailStatusSending,
  sent: MSG.mailStatusSent,
  failed: MSG.mailStatusFailed,
};

export const MAIL_PAGE_SIZE = 20;
