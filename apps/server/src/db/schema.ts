import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    role: text('role').notNull(),
    detalle: text('detalle').notNull().default(''),
    picture: text('picture'),
    telephone: text('telephone'),
    /** A deactivated user can neither log in nor use a token issued before. */
    active: boolean('active').notNull().default(true),
    /** Bumped whenever the password changes: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    twoFactor: boolean('two_factor').notNull().default(false),
    invitedById: integer('invited_by_id'),
    supplierId: integer('supplier_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pais: text('pais').notNull(),
    registro: text('registro').notNull(),
    tipoProveedor: text('tipo_proveedor').notNull(),
    razonSocial: text('razon_social').notNull(),
    nombreFantasia: text('nombre_fantasia'),
    actividad: text('actividad').notNull(),
    inicioActividad: date('inicio_actividad', { mode: 'string' }),
    capitalSocial: numeric('capital_social', { precision: 18, scale: 2, mode: 'number' }),
    cantidadEmpleados: integer('cantidad_empleados'),
    representanteLegal: text('representante_legal'),
    documentoIdentidad: text('documento_identidad'),
    puesto: text('puesto'),
    celularRepresentante: text('celular_representante'),
    nombreEjecutivo: text('nombre_ejecutivo'),
    telefonoEjecutivo: text('telefono_ejecutivo'),
    emailEjecutivo: text('email_ejecutivo').array().notNull().default(sql`'{}'::text[]`),
    estado: text('estado'),
    ciudad: text('ciudad'),
    calle: text('calle'),
    telephone: text('telephone'),
    telephone2: text('telephone2'),
    tipoTelephone: text('tipo_telephone'),
    website: text('website'),
    email: text('email'),
    segmento: text('segmento').notNull(),
    rubro: text('rubro').array().notNull().default(sql`'{}'::text[]`),
    especialidad: text('especialidad'),
    detalle: text('detalle'),
    calificacion: text('calificacion'),
    radioForm: jsonb('radio_form').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    invitedById: integer('invited_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('suppliers_pais_registro_key').on(t.pais, t.registro),
    index('suppliers_created_at_idx').on(t.createdAt),
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
