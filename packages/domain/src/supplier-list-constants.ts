/**
 * The supplier list's fixed numbers and filter names. No zod here: the list page reads them, and
 * it is drawn on the first screen, where zod and the schemas (some 22 kB) are not loaded.
 */

export const SUPPLIER_PAGE_SIZE = 10;
export const SUPPLIER_MAX_PAGE_SIZE = 100;
export const SUPPLIER_SEARCH_MAX_LENGTH = 200;
/** Beyond this the offset scan costs more than anyone paging by hand would wait for. */
export const SUPPLIER_MAX_PAGE = 100_000;
/** Rows of the dashboard's newest-suppliers table (docs/product.md#dashboard). */
export const DASHBOARD_RECENT_SUPPLIERS = 7;

/** The list filters, by the names of the list call's query parameters. */
export const SUPPLIER_FILTER_KEYS = ['rubro', 'segmento', 'pais', 'estado', 'ciudad'] as const;
export type SupplierFilterKey = (typeof SUPPLIER_FILTER_KEYS)[number];

/** The qualification filters of the supplier list (docs/product.md#qualification): the rating in force and the document status. */
export const SUPPLIER_QUALIFICATION_FILTER_KEYS = ['calificacion', 'documentos'] as const;
/** Every filter the supplier list page keeps in its URL. */
export const SUPPLIER_LIST_FILTER_KEYS = [...SUPPLIER_FILTER_KEYS, ...SUPPLIER_QUALIFICATION_FILTER_KEYS] as const;
export type SupplierListFilterKey = (typeof SUPPLIER_LIST_FILTER_KEYS)[number];
