import type { MailStatus } from '@abasto/domain/mail';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What a message says: body and files. A quotation to 1,000 suppliers is one row here and
 * 1,000 outbox rows that point at it; every other message has its own.
 */
export const mailContents = pgTable('mail_contents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * The outbox: one row per e-mail or text message, written in the same transaction as the change that causes it,
 * delivered later by the worker (modules/mail/mail-worker.ts).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'email' (to_address is an e-mail address) or 'sms' (to_address is a telephone, digits only). */
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** Delivery attempts started so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** A pending message is not taken before this moment (retry backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which worker holds a 'sending' message, and until when; after that another worker retakes it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The SMTP server's (or, for an SMS, the gateway's) reason of the last failure. */
    lastError: text('last_error'),
    /** The SMTP server's answer when it accepted the message; for an SMS the gateway's status and message id. */
    smtpResponse: text('smtp_response'),
    /** Body and files (mail_contents), stored once however many recipients share them. */
    contentId: integer('content_id')
      .notNull()
      .references(() => mailContents.id),
    /** What the message is about, e.g. {kind: 'quotation', id: '12'}: lets a module follow its messages. */
    refKind: text('ref_kind'),
    refId: text('ref_id'),
    /**
     * Carries a secret (activation or recovery link, login code), marked when it is enqueued:
     * with a mail server configured it is shown redacted, and its body is wiped once delivered.
     */
    secret: boolean('secret').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_messages_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
    index('mail_messages_ref_idx').on(t.refKind, t.refId),
    index('mail_messages_created_idx').on(t.createdAt),
    index('mail_messages_content_idx').on(t.contentId),
  ],
);

/**
 * Attachment bytes, stored once however many messages carry them (a quotation to 1,000
 * suppliers keeps one copy of each file). Identical bytes share a row through their hash.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_attachments_sha256_key').on(t.sha256)],
);

/** A row's reference to stored bytes, with the name and type it carries them under. */
export const attachmentRefColumns = () => ({
  attachmentId: integer('attachment_id')
    .notNull()
    .references(() => mailAttachments.id),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
});

/** A file a row holds (a quotation's, an answer's, a supplier document): the reference and its size. */
export const storedFileColumns = () => ({
  ...attachmentRefColumns(),
  size: integer('size').notNull(),
});

/** Which attachments a content carries, under which name and type. */
export const mailContentAttachments = pgTable(
  'mail_content_attachments',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => mailContents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...attachmentRefColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.position] }),
    index('mail_content_attachments_attachment_idx').on(t.attachmentId),
  ],
);
