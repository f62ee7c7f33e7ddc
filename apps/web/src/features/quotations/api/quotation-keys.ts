/** Query keys of the quotation calls; a send or resend invalidates `all`. */
export const quotationKeys = {
  all: ['quotations'] as const,
  page: (page: number) => ['quotations', 'page', page] as const,
  one: (id: number) => ['quotations', 'one', id] as const,
  ofSupplier: (supplierId: number, page: number) => ['quotations', 'supplier', supplierId, page] as const,
  // Sourcing (docs/sourcing.md): the answers and the comparison of one request.
  answers: (id: number) => ['quotations', 'answers', id] as const,
  comparison: (id: number) => ['quotations', 'comparison', id] as const,
};
