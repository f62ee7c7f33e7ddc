import type { Role } from './roles.ts';

/**
 * The permission table (docs/product.md#permission-table), as data. The server enforces it on
 * every call; the screens read it only to hide what the server would refuse anyway.
 */
export const PROFILE_PERMISSIONS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'suppliers.view', label: 'Visualizar Proveedores' },
  { key: 'suppliers.edit', label: 'Editar Proveedores' },
  { key: 'suppliers.delete', label: 'Borrar Proveedores' },
  { key: 'users.create', label: 'Crear nuevos Usuarios' },
  { key: 'users.edit', label: 'Editar Usuarios' },
  { key: 'users.delete', label: 'Borrar Usuarios' },
  { key: 'quotations.send', label: 'Pedir Cotización' },
  { key: 'quotations.history', label: 'Histórico de Pedidos de Cotización' },
] as const;

export type ProfilePermission = (typeof PROFILE_PERMISSIONS)[number]['key'];

/** Capabilities beyond the profile table (docs/product.md#permission-table: admin extras, suppliers' own data, care area). */
export type ExtraPermission =
  | 'users.invite-gerente' // only admin may invite or promote to gerente
  | 'mail.outbox' // the Correos page
  | 'users.security' // which roles must give the second step at login
  | 'supplier.own' // a proveedor reading its own record
  | 'suppliers.admission' // the public registrations waiting to be accepted (docs/product.md#supplier-admission)
  | 'suppliers.rate' // proposing and deciding a supplier's calificacion (docs/product.md#qualification)
  | 'care' // the care area
  | 'care.prescriptions' // reading prescriptions (a patient its own; doctors and admin all)
  | 'care.prescribe' // writing prescriptions and their medicines (doctors)
  | 'care.content' // writing the content library (care professionals and admin)
  | 'care.journeys' // building journeys and their templates (care professionals and admin, never a patient)
  | 'care.lists' // managing the care value lists of /api/itemDescripcion
  | 'care.invite' // inviting care users (which roles: careInvitableRoles in accounts.ts)
  | 'care.audit' // who read a prescription other than its doctor and patient (the 'Médico & ADMIN')
  | 'sourcing.manage' // a request's reminders, cancellation, close, exchange rates and award (Pedir Cotización)
  | 'sourcing.follow' // a request's answers and comparison (never a sealed request's prices before its deadline)
  | 'sourcing.answer' // a proveedor's own requests and answers ("Mis pedidos de cotización")
  | 'history.records' // the history of suppliers and quotations (docs/product.md#history)
  | 'history.all'; // every history entry: users' too, and the Actividad page (admin)

export type Permission = ProfilePermission | ExtraPermission;

const ANALISTA: readonly Permission[] = ['dashboard', 'suppliers.view', 'quotations.history', 'sourcing.follow', 'history.records'];
const GERENTE: readonly Permission[] = [
  ...PROFILE_PERMISSIONS.map((p) => p.key),
  'sourcing.manage',
  'sourcing.follow',
  'suppliers.rate',
  'suppliers.admission',
  'history.records',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  analista: ANALISTA,
  gerente: GERENTE,
  admin: [...GERENTE, 'users.invite-gerente', 'mail.outbox', 'users.security', 'care', 'care.prescriptions', 'care.content', 'care.journeys', 'care.lists', 'care.invite', 'history.all'],
  proveedor: ['supplier.own', 'sourcing.answer'],
  medico: ['care', 'care.prescriptions', 'care.prescribe', 'care.content', 'care.journeys', 'care.invite'],
  paciente: ['care', 'care.prescriptions'],
  fisio: ['care', 'care.content', 'care.journeys'],
  // 'Médico & ADMIN': a doctor who also administers the care area.
  'medico-admin': ['care', 'care.prescriptions', 'care.prescribe', 'care.content', 'care.journeys', 'care.lists', 'care.invite', 'care.audit'],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** The yes/no table shown on the user detail for a profile (analista or gerente). */
export function permissionTable(role: Role): { label: string; allowed: boolean }[] {
  return PROFILE_PERMISSIONS.map((p) => ({ label: p.label, allowed: can(role, p.key) }));
}
