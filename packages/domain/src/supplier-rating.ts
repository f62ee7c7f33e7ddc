/**
 * Who may receive a quotation request (docs/product.md#qualification). In a module of its own,
 * without zod, for the supplier list on the first screen.
 */
export const REJECTED_RATING = 'Rechazado';

/** Whether a rating keeps a supplier out of quotation requests. */
export function isRejected(calificacion: string | null | undefined): boolean {
  return calificacion === REJECTED_RATING;
}
