import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdmissionState } from '@abasto/domain/supplier-rating';
import { createdAt, updatedAt, version } from './columns.ts';

/**
 * Suppliers by id in slices of 2^18 (262,144 ids): the search index's last column is the slice of a
 * row's id, so a search can be counted among the newest slices alone. Ids grow as rows are written,
 * so a slice's rows sit mostly together in the table and the index reads only that part of each
 * list (docs/benchmarks.md, "A million suppliers"). Changing it needs a migration of that index.
 */
export const SUPPLIER_ID_SLICE_BITS = 18;

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
    /**
     * docs/product.md#supplier-admission: a public registration starts Pendiente; staff accept or
     * reject it. Suppliers created by staff, and every supplier that existed before, are Aceptado.
     */
    admision: text('admision').$type<AdmissionState>().notNull().default('Aceptado'),
    admisionDecididaEn: timestamp('admision_decidida_en', { withTimezone: true }),
    admisionDecididaPorId: integer('admision_decidida_por_id'),
    admisionDecididaPor: text('admision_decidida_por'),
    admisionMotivo: text('admision_motivo'),
    /**
     * Every searchable value of the record, lower-cased and without accents, kept by the trigger
     * of migration suppliers_search (never written by the application). The quick search matches
     * it through a trigram index.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // One accepted supplier per country and tax id; '80.012.345-6' and '80012345-6' are the same
    // id. A request not yet accepted may repeat one: staff see it flagged (docs/product.md#supplier-admission).
    uniqueIndex('suppliers_pais_registro_key')
      .on(t.pais, sql`upper(regexp_replace(${t.registro}, '[ ./-]', '', 'g'))`)
      .where(sql`${t.admision} = 'Aceptado'`),
    index('suppliers_admision_pending_idx').on(t.createdAt, t.id).where(sql`${t.admision} = 'Pendiente'`),
    index('suppliers_created_at_idx').on(t.createdAt, t.id),
    // The quick search with the filters people pair it with (docs/product.md#supplier-list): one
    // GIN index over the trigrams, the segment, the country (btree_gin), the lines of business and
    // the folded department and city, so a search with filters reads only the rows matching all of
    // them, not a trigram bitmap ANDed with a 200,000-row segment bitmap or a 40,000-row department
    // one. It answers a search alone as well. Its last column, the id's slice (SUPPLIER_ID_SLICE_BITS),
    // lets a search be counted among the newest ids alone (bySlices in list-suppliers.ts).
    index('suppliers_search_text_idx').using(
      'gin',
      t.searchText.op('gin_trgm_ops'),
      t.segmento,
      t.pais,
      t.rubro,
      sql`lower(immutable_unaccent(${t.estado}))`,
      sql`lower(immutable_unaccent(${t.ciudad}))`,
      sql`(${t.id} >> ${sql.raw(String(SUPPLIER_ID_SLICE_BITS))})`,
    ),
    index('suppliers_rubro_idx').using('gin', t.rubro),
    index('suppliers_segmento_idx').on(t.segmento),
    // Free-text places are filtered without regard to case or accents.
    index('suppliers_estado_folded_idx').on(sql`lower(immutable_unaccent(${t.estado}))`),
    index('suppliers_ciudad_folded_idx').on(sql`lower(immutable_unaccent(${t.ciudad}))`),
  ],
);

/**
 * How many suppliers carry each value of the filtered fields ('pais', 'segmento', 'rubro',
 * 'estado', 'ciudad') plus the grand total (kind 'total', value ''). Kept by the statement
 * triggers of migration suppliers_search, so the dashboard, the filter options and the unfiltered
 * list count never pass over every supplier. Values whose count dropped to 0 stay with n = 0.
 */
export const supplierCounts = pgTable(
  'supplier_counts',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * How many suppliers sit in each place (pais, estado, ciudad; a missing part is ''), so the list
 * filters can narrow Departamento by País and Ciudad by both (docs/product.md#supplier-list)
 * without passing over every supplier. Kept by the statement triggers of migration filter_places,
 * as supplier_counts is; places whose count dropped to 0 stay with n = 0.
 */
export const supplierPlaces = pgTable(
  'supplier_places',
  {
    pais: text('pais').notNull(),
    estado: text('estado').notNull(),
    ciudad: text('ciudad').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pais, t.estado, t.ciudad] })],
);
