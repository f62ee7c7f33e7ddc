/**
 * The address quotations go to and lists show: the first executive e-mail, else the main one.
 * In a module of its own, without zod, for the supplier list on the first screen; it takes the two
 * fields of a `Proveedor` (supplier.ts) by shape, so that neither module imports the other.
 */
export function contactEmail(p: { emailEjecutivo: readonly string[]; email: string | null }): string | null {
  return p.emailEjecutivo[0] || p.email || null;
}
