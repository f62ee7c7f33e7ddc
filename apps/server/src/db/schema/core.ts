import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.ts';
import type { Role } from '@abasto/domain/roles';
import type { CareProfile } from '@abasto/domain/accounts';

/** Settings kept by the application itself (e.g. the generated token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<Role>().notNull(),
    detalle: text('detalle').notNull().default(''),
    picture: text('picture'),
    telephone: text('telephone'),
    /** The care template of an invited care user (docs/product.md#care-users); null for staff. */
    careProfile: jsonb('care_profile').$type<CareProfile>(),
    /** A deactivated user can neither log in nor use a token issued before. */
    active: boolean('active').notNull().default(true),
    /** Bumped whenever the password changes: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    twoFactor: boolean('two_factor').notNull().default(false),
    /** docs/product.md#supplier-admission: e-mail me each new public registration (staff with suppliers.admission). */
    avisarSolicitudesAlta: boolean('avisar_solicitudes_alta').notNull().default(false),
    invitedById: integer('invited_by_id'),
    supplierId: integer('supplier_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // docs/product.md#sign-in-by-telephone: one active user per login telephone (digits only).
    uniqueIndex('users_telephone_active_key').on(t.telephone).where(sql`${t.active} and ${t.telephone} is not null`),
  ],
);

/**
 * Counters for rate limits that must hold across several server processes (login attempts per
 * address and per client). One row per key and window.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
