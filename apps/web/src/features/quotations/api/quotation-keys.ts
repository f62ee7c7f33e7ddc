/** Query keys of the quotation calls; a send or resend invalidates `all`. */
export const quotationKeys = {
  all: ['quotations'] as const,
  page: (page: number) => ['quotations', 'page', page] as const,
  one: (id: number) => ['quotations', 'one', id] as const,
  ofSupplier: (supplierId: number, page: number) => ['quotations', 'supplier', supplierId, page] as const,
};
