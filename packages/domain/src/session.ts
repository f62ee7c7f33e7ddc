import { can } from './permissions.ts';
import type { Role } from './roles.ts';
import { ROUTES } from './routes.ts';

/** The logged-in user as the API returns it (login, verify). */
export interface SessionUser {
  _id: number;
  id: number;
  email: string;
  name: string;
  lastName: string;
  role: Role;
  picture: string | null;
  especialidadPrincipal: string | null;
  supplierId: number | null;
  /** For a proveedor: its supplier's fantasy name (or company name), shown instead of the person. */
  nombreFantasia: string | null;
}

/** Where a user lands after login: proveedor its own data, care roles the calendar, staff the dashboard. */
export function landingPath(role: Role): string {
  if (role === 'proveedor') return ROUTES.ownSupplier;
  if (!can(role, 'dashboard') && can(role, 'care')) return ROUTES.calendar;
  return ROUTES.dashboard;
}

/** The name the header shows: a proveedor shows its nombreFantasia. */
export function displayName(user: SessionUser): string {
  if (user.role === 'proveedor' && user.nombreFantasia) return user.nombreFantasia;
  return `${user.name} ${user.lastName}`.trim() || user.email;
}
