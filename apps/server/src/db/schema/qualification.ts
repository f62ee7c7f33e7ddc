import type { ProposalState } from '@abasto/domain/supplier-qualification';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';
import { mailMessages, storedFileColumns } from './mail.ts';
import { suppliers } from './suppliers.ts';

/**
 * Supplier qualification (docs/product.md#qualification). The questionnaire answers live in
 * suppliers.radio_form and the rating in force in suppliers.calificacion; these tables hold the
 * documents, the rating proposals, who changed what, and the reminders already sent.
 */

/** A supplier's paper (Constancia de RUC, Póliza de seguro…); the bytes live once in mail_attachments. */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    /** The name of an 'Otro' document (optional for the others). */
    nombre: text('nombre'),
    emitido: date('emitido', { mode: 'string' }),
    vence: date('vence', { mode: 'string' }),
    ...storedFileColumns(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_documents_supplier_idx').on(t.supplierId, t.createdAt),
    // The daily reminder job and the "Por vencer" figure walk documents by expiry date.
    index('supplier_documents_vence_idx').on(t.vence),
    check('supplier_documents_dates_check', sql`${t.vence} is null or ${t.emitido} is null or ${t.vence} >= ${t.emitido}`),
  ],
);

/** A proposed calificacion and what became of it; the supplier keeps its rating until approved. */
export const supplierRatingProposals = pgTable(
  'supplier_rating_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    calificacion: text('calificacion').notNull(),
    /** The rating in force when it was proposed, and the suggestion shown then. */
    anterior: text('anterior'),
    sugerida: text('sugerida').notNull(),
    motivo: text('motivo').notNull().default(''),
    estado: text('estado').$type<ProposalState>().notNull().default('pendiente'),
    proposedById: integer('proposed_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    comentario: text('comentario'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('supplier_rating_proposals_supplier_idx').on(t.supplierId, t.createdAt),
    // At most one pending proposal per supplier.
    uniqueIndex('supplier_rating_proposals_pending_key').on(t.supplierId).where(sql`${t.estado} = 'pendiente'`),
  ],
);

/**
 * Every change of a supplier's questionnaire or documents, append-only: who, when, what. The
 * latest row names the person who may not approve that supplier's rating.
 */
export const supplierQualificationEdits = pgTable(
  'supplier_qualification_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'cuestionario', 'documento-alta' or 'documento-baja'. */
    what: text('what').notNull(),
    documentId: integer('document_id'),
    createdAt: createdAt(),
  },
  (t) => [index('supplier_qualification_edits_supplier_idx').on(t.supplierId, t.id)],
);

/**
 * The expiry reminders sent: one row per document and milestone (30, 7, 0 days before). The
 * primary key makes each e-mail once, whichever server's job gets there first.
 */
export const supplierDocumentReminders = pgTable(
  'supplier_document_reminders',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => supplierDocuments.id, { onDelete: 'cascade' }),
    milestone: integer('milestone').notNull(),
    messageId: integer('message_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.milestone] })],
);
