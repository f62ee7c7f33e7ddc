import type { Proveedor } from './supplier.ts';

/**
 * The address quotations go to and lists show: the first executive e-mail, else the main one.
 * In a module of its own, without zod, for the supplier list on the first screen.
 */
export function contactEmail(p: Pick<Proveedor, 'emailEjecutivo' | 'email'>): string | null {
  return p.emailEjecutivo[0] || p.email || null;
}
