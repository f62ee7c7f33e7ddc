/** The list filters, by the names of the list call's query parameters (no zod here: the first screen reads them). */
export const SUPPLIER_FILTER_KEYS = ['rubro', 'segmento', 'pais', 'estado', 'ciudad'] as const;
export type SupplierFilterKey = (typeof SUPPLIER_FILTER_KEYS)[number];
