import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, version } from './columns.ts';
import { users } from './core.ts';
import { storedFileColumns } from './mail.ts';
import { quotationRecipients, quotations } from './quotations.ts';

/**
 * Sourcing (docs/sourcing.md): what a quotation request carries beyond the
 * plain e-mail (docs/product.md#quotation-delivery). A quotation has a row here exactly when it was sent with item lines or a deadline;
 * without one it is an ordinary quotation.
 */
export const sourcingRequests = pgTable(
  'sourcing_requests',
  {
    quotationId: integer('quotation_id')
      .primaryKey()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    fechaLimite: timestamp('fecha_limite', { withTimezone: true }),
    sobreCerrado: boolean('sobre_cerrado').notNull().default(false),
    monedas: text('monedas').array().notNull(),
    /** "Cerrar ahora" (an unsealed request closed before its deadline). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    awardedByName: text('awarded_by_name'),
    awardNote: text('award_note'),
    /** When the lines or attachments last changed after sending: older answers must be reconfirmed. */
    linesChangedAt: timestamp('lines_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** docs/product.md#concurrent-edits: one more with each change of the request (a trigger). */
    version: version(),
  },
  (t) => [index('sourcing_requests_deadline_idx').on(t.fechaLimite)],
);

/** The item lines of a request. */
export const sourcingItems = pgTable(
  'sourcing_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    descripcion: text('descripcion').notNull(),
    cantidad: numeric('cantidad', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    unidad: text('unidad').notNull(),
  },
  (t) => [uniqueIndex('sourcing_items_position_key').on(t.quotationId, t.position)],
);

/**
 * The answer links of one recipient: 256 random bits, stored only as their SHA-256. A resend of
 * the recipient's mail revokes the earlier ones; reminders and copies add one for their own link.
 */
export const sourcingTokens = pgTable(
  'sourcing_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => quotationRecipients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sourcing_tokens_hash_key').on(t.tokenHash), index('sourcing_tokens_recipient_idx').on(t.recipientId)],
);

/** Each submit of a recipient: immutable, version n+1; the same idempotency key adds nothing. */
export const sourcingAnswers = pgTable(
  'sourcing_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => quotationRecipients.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the answer's content: a repeated key with other content is refused. */
    contentHash: text('content_hash').notNull(),
    declina: boolean('declina').notNull().default(false),
    motivo: text('motivo'),
    motivoTexto: text('motivo_texto'),
    moneda: text('moneda'),
    plazoEntregaDias: integer('plazo_entrega_dias'),
    validaHasta: date('valida_hasta', { mode: 'string' }),
    condicionesPago: text('condiciones_pago'),
    notas: text('notas'),
    /** 'link' or 'login'; and the user when logged in. */
    via: text('via').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sourcing_answers_version_key').on(t.recipientId, t.version),
    uniqueIndex('sourcing_answers_idempotency_key').on(t.recipientId, t.idempotencyKey),
  ],
);

/** The prices of one answer version, one row per line of the request it quotes (or not). */
export const sourcingAnswerLines = pgTable(
  'sourcing_answer_lines',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => sourcingAnswers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => sourcingItems.id, { onDelete: 'cascade' }),
    precioUnitario: numeric('precio_unitario', { precision: 18, scale: 4, mode: 'number' }),
    nota: text('nota'),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.itemId] })],
);

/** Files a supplier attached to an answer version; the bytes live once in mail_attachments. */
export const sourcingAnswerFiles = pgTable(
  'sourcing_answer_files',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => sourcingAnswers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...storedFileColumns(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.position] })],
);

/** The first time a recipient opened its request (answer state 'Vista'). */
export const sourcingViews = pgTable('sourcing_views', {
  recipientId: integer('recipient_id')
    .primaryKey()
    .references(() => quotationRecipients.id, { onDelete: 'cascade' }),
  firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What was awarded to whom: one row per line (item_id null: a request without lines, awarded whole). */
export const sourcingAwards = pgTable(
  'sourcing_awards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => sourcingItems.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => quotationRecipients.id, { onDelete: 'cascade' }),
    /** The answer version the award was made on. */
    answerId: integer('answer_id').references(() => sourcingAnswers.id, { onDelete: 'set null' }),
    precioUnitario: numeric('precio_unitario', { precision: 18, scale: 4, mode: 'number' }),
    moneda: text('moneda'),
    note: text('note'),
    awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    awardedByName: text('awarded_by_name'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sourcing_awards_line_key').on(t.quotationId, sql`coalesce(${t.itemId}, 0)`),
    index('sourcing_awards_recipient_idx').on(t.recipientId),
  ],
);

/** The exchange rates the buyer entered for a comparison (kept, so it reads the same tomorrow). */
export const sourcingRates = pgTable(
  'sourcing_rates',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    base: text('base').notNull(),
    moneda: text('moneda').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.moneda] })],
);

/**
 * Reminders sent for a request: by hand (any number) or automatic (at most one per request,
 * which the unique index guarantees across several servers).
 */
export const sourcingReminders = pgTable(
  'sourcing_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'manual' | 'auto'>().notNull(),
    recipients: integer('recipients').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sourcing_reminders_auto_key').on(t.quotationId).where(sql`${t.kind} = 'auto'`),
    index('sourcing_reminders_quotation_idx').on(t.quotationId),
  ],
);
