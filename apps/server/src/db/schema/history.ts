import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * docs/product.md#history: one row per change of an audited record (suppliers, users,
 * quotations), written only by the trigger of migration `history` in the transaction of the
 * change. Append-only: the same migration makes the database refuse UPDATE, DELETE and TRUNCATE.
 * `changes` holds only the columns that changed, as `{column: [before, after]}`.
 */
export const history = pgTable(
  'history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The acting user (`abasto.actor_id`); null for the system, the seed, a public caller. */
    actorId: integer('actor_id'),
    /** The request the change came from (`abasto.request_id`). */
    requestId: text('request_id'),
    /** Where the change came from besides a screen: 'importacion:<file>', 'semilla', 'sistema'. */
    source: text('source'),
    /** 'proveedor' | 'usuario' | 'cotizacion' */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /** 'crear' | 'cambiar' | 'borrar' | 'cancelar' | 'cerrar' | 'adjudicar' | 'reenviar' */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t) => [
    // Each filter of the Actividad page walks one index in the order of the page (newest first).
    index('history_record_idx').on(t.recordType, t.recordId, t.at, t.id),
    index('history_actor_idx').on(t.actorId, t.at, t.id),
    index('history_type_idx').on(t.recordType, t.at, t.id),
    index('history_at_idx').on(t.at, t.id),
  ],
);
