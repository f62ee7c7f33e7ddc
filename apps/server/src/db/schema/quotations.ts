import type { RecipientStatus } from '@abasto/domain/quotation';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './core.ts';
import { mailMessages, storedFileColumns } from './mail.ts';
import { suppliers } from './suppliers.ts';

/** A quotation request (cotización) as it was sent: subject, sanitised description, author. */
export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Rich text as HTML, sanitised before it was stored (and mailed). */
    descripcion: text('descripcion').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name and address when it was sent (the history stays whole if the user goes). */
    authorName: text('author_name'),
    authorEmail: text('author_email'),
    /** The browser's id of the draft: a repeated create call with it returns the first quotation. */
    clientRequestId: text('client_request_id'),
    /**
     * SHA-256 of what the request asked for (title, description, suppliers, files): the same
     * clientRequestId with other content is refused (409) rather than answered as a repeat.
     */
    requestFingerprint: text('request_fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotations_created_idx').on(t.createdAt, t.id),
    uniqueIndex('quotations_client_request_key').on(t.authorId, t.clientRequestId),
  ],
);

/** The files of a quotation; the bytes live once in mail_attachments. */
export const quotationAttachments = pgTable(
  'quotation_attachments',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...storedFileColumns(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.position] })],
);

/**
 * One row per supplier a quotation went to, with the supplier's name and address as they were
 * (a deleted supplier leaves supplier_id null), the outbox message that carries its e-mail, and
 * the delivery state the mail worker reports (modules/quotations/recipient-delivery.ts).
 */
export const quotationRecipients = pgTable(
  'quotation_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    email: text('email'),
    messageId: integer('message_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotation_recipients_quotation_idx').on(t.quotationId, t.position),
    index('quotation_recipients_supplier_idx').on(t.supplierId, t.quotationId),
    index('quotation_recipients_message_idx').on(t.messageId),
  ],
);
