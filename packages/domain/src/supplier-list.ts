import { z } from 'zod';
import { MSG } from './messages.ts';
import { fieldMessage, foldText, ProveedorSchema } from './supplier.ts';
import { CALIFICACIONES, PAISES, RUBROS, SEGMENTOS } from './supplier-enums.ts';
import { DOCUMENT_STATUSES } from './supplier-qualification.ts';
import {
  SUPPLIER_MAX_PAGE,
  SUPPLIER_MAX_PAGE_SIZE,
  SUPPLIER_PAGE_SIZE,
  SUPPLIER_SEARCH_MAX_LENGTH,
} from './supplier-list-constants.ts';

/**
 * The supplier list call (GET /api/auth/proveedores/): its query parameters — the same names the
 * list page keeps in its URL — and its answer, plus the filter options and the dashboard summary.
 */

// The constants live apart (no zod there) and are reached from here too.
export * from './supplier-list-constants.ts';

const clean = (s: string) => s.replaceAll('\u0000', '').trim();

function optionalText(label: string, max: number) {
  return z
    .string({ error: fieldMessage(MSG.supplierFieldInvalid, label) })
    .transform(clean)
    .pipe(z.string().max(max, { error: fieldMessage(MSG.supplierFieldTooLong, label, max) }))
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

function optionalOption(label: string, values: readonly string[]) {
  const message = fieldMessage(MSG.supplierOptionInvalid, label);
  return z
    .string({ error: message })
    .transform((raw, ctx) => {
      const v = clean(raw);
      if (v === '') return undefined;
      const found = values.find((x) => x === v) ?? values.find((x) => foldText(x) === foldText(v));
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return found;
    })
    .optional();
}

function positiveInt(message: string, max: number, fallback: number) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((raw, ctx) => {
      if (typeof raw === 'string' && raw.trim() === '') return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .optional()
    .transform((v) => v ?? fallback);
}

export const SupplierListQuerySchema = z.object({
  q: optionalText(MSG.supplierFieldSearch, SUPPLIER_SEARCH_MAX_LENGTH),
  rubro: optionalOption(MSG.supplierFieldRubro, RUBROS),
  segmento: optionalOption(MSG.supplierFieldSegmento, SEGMENTOS),
  pais: optionalOption(MSG.supplierFieldPais, PAISES),
  estado: optionalText(MSG.supplierFieldDepartamento, 100),
  ciudad: optionalText(MSG.supplierFieldCiudad, 100),
  /** The rating in force; 'No evaluado' also finds suppliers never rated. */
  calificacion: optionalOption(MSG.supplierFieldCalificacion, CALIFICACIONES),
  /** Suppliers with a current document Vencido, Por vencer, or all Vigente (docs/product.md#qualification). */
  documentos: optionalOption(MSG.supplierFieldDocumentos, DOCUMENT_STATUSES),
  page: positiveInt(MSG.supplierPageInvalid, SUPPLIER_MAX_PAGE, 1),
  pageSize: positiveInt(MSG.supplierPageSizeInvalid, SUPPLIER_MAX_PAGE_SIZE, SUPPLIER_PAGE_SIZE),
});
export type SupplierListQuery = z.output<typeof SupplierListQuerySchema>;
export type SupplierListParams = z.input<typeof SupplierListQuerySchema>;

/** The filters of the list, in the order the page shows them. */

/** A listed supplier: the record, and whether a current mandatory document has expired (docs/product.md#qualification). */
export const SupplierListItemSchema = ProveedorSchema.extend({ documentosVencidos: z.boolean() });
export type SupplierListItem = z.infer<typeof SupplierListItemSchema>;

/**
 * The number of matches counted exactly; past it the list says "más de 10.000" instead of counting
 * every match of a broad search (docs/product.md#supplier-list).
 */
export const SUPPLIER_COUNT_CAP = 10_000;

/**
 * The same for a quick search (with or without filters): exact up to 1,000 matches, then "más de
 * 1000". Counting a search reads each match's row to check the words (the trigram index only
 * names candidates), so its cap is lower than a filter's (docs/product.md#supplier-list).
 */
export const SUPPLIER_SEARCH_COUNT_CAP = 1_000;

export const SupplierPageSchema = z.object({
  data: z.array(SupplierListItemSchema),
  /** The number of matches; when totalCapped, only that there are more than this many. */
  total: z.number(),
  /** True when the matches passed the count cap: `total` is then the cap, a lower bound. */
  totalCapped: z.boolean().optional(),
  page: z.number(),
  pageSize: z.number(),
});
export type SupplierPage = z.infer<typeof SupplierPageSchema>;

/**
 * "Seleccionar los N que cumplen el filtro" (docs/product.md#quotation-compose): every supplier the
 * filters match, not only a page, at most SUPPLIER_MATCH_MAX at once; Rechazado ones are left out
 * and counted.
 */
export const SUPPLIER_MATCH_MAX = 5000;
export const SupplierMatchQuerySchema = SupplierListQuerySchema.omit({ page: true, pageSize: true });
export type SupplierMatchParams = z.input<typeof SupplierMatchQuerySchema>;
export const SupplierMatchSchema = z.object({
  /** The suppliers chosen, newest first: as the confirm screen lists them. */
  data: z.array(
    z.object({
      _id: z.number(),
      name: z.string(),
      email: z.string(),
      calificacion: z.string().nullable(),
      documentosVencidos: z.boolean(),
    }),
  ),
  /** Suppliers that match and may receive a request (may exceed `data` when capped). */
  total: z.number(),
  /** Matching suppliers rated Rechazado, left out. */
  rechazados: z.number(),
  /** The cap (SUPPLIER_MATCH_MAX). */
  limite: z.number(),
  /**
   * Present when more than this many suppliers matched (SUPPLIER_COUNT_CAP): the counts looked at
   * that many matches only, so `total` and `rechazados` are lower bounds ("al menos").
   */
  contadoHasta: z.number().optional(),
});
export type SupplierMatch = z.infer<typeof SupplierMatchSchema>;

export const SupplierFilterOptionsSchema = z.object({
  paises: z.array(z.string()),
  ciudades: z.array(z.string()),
  estados: z.array(z.string()),
  rubros: z.array(z.string()),
  segmentos: z.array(z.string()),
});
export type SupplierFilterOptions = z.infer<typeof SupplierFilterOptionsSchema>;

/**
 * The filter options call's query: the País and Departamento chosen now, which narrow the
 * Departamento and Ciudad options (docs/product.md#supplier-list).
 */
export const SupplierFilterOptionsQuerySchema = SupplierListQuerySchema.pick({ pais: true, estado: true });
export type SupplierFilterOptionsParams = z.input<typeof SupplierFilterOptionsQuerySchema>;

export const DashboardSchema = z.object({
  /** Registered suppliers. */
  suppliers: z.number(),
  /** Quotations sent. */
  quotations: z.number(),
  /** Current supplier documents that expire within 30 days (today included). */
  documentosPorVencer: z.number(),
  /** Suppliers per segmento, largest first. */
  segmentos: z.array(z.object({ segmento: z.string(), total: z.number() })),
  /** The newest suppliers by createdAt. */
  recent: z.array(ProveedorSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
