import type { MailDetail, MailSummary } from '@abasto/domain/mail';
import sanitizeHtml from 'sanitize-html';
import type { mailMessages } from '../../db/schema/mail.ts';
import { type DeliveryChannels, mustRedact, REDACTED_MAIL } from './mail-secrets.ts';

type MailRow = typeof mailMessages.$inferSelect;

export type { MailDetail, MailSummary };

export function toMailSummary(row: MailRow): MailSummary {
  return {
    _id: row.id,
    id: row.id,
    channel: row.channel,
    to: row.toAddress,
    toName: row.toName,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    refKind: row.refKind,
    refId: row.refId,
    secret: row.secret,
  };
}

// The page shows the HTML inside a sandboxed frame as well; this keeps it to plain markup.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'align', 'width', 'height', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'role', 'colspan'],
    a: ['href', 'name', 'title', 'style'],
    img: ['src', 'alt', 'width', 'height', 'style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'data'],
  allowedSchemesByTag: { img: ['data', 'https', 'http'] },
  // The document's head (title, meta) is not part of what a reader sees.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
};

export function toMailDetail(
  row: MailRow,
  content: { html: string; text: string },
  attachments: MailDetail['attachments'],
  channels: DeliveryChannels,
): MailDetail {
  const redacted = mustRedact(row, channels);
  const shown = redacted ? REDACTED_MAIL : content;
  return {
    ...toMailSummary(row),
    replyTo: row.replyTo,
    html: sanitizeHtml(shown.html, SANITIZE),
    text: shown.text,
    redacted,
    smtpResponse: row.smtpResponse,
    attachments,
  };
}
