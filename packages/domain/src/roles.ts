/** Every role Abasto knows. Procurement roles first, then the care-area roles. */
export const ROLES = [
  'admin',
  'gerente',
  'analista',
  'proveedor',
  'medico',
  'paciente',
  'fisio',
  'medico-admin',
] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['admin', 'gerente', 'analista'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CARE_ROLES = ['medico', 'paciente', 'fisio', 'medico-admin'] as const satisfies readonly Role[];
export type CareRole = (typeof CARE_ROLES)[number];

/** Roles a staff member can be invited to from the user screens (docs/product.md#users: the Perfil select). */
export const INVITABLE_STAFF_ROLES = ['analista', 'gerente'] as const satisfies readonly Role[];

/** Display labels (docs/product.md#roles-and-permissions). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'ADMIN',
  gerente: 'Gerente',
  analista: 'Analista',
  proveedor: 'Proveedor',
  medico: 'Médico',
  paciente: 'Paciente',
  fisio: 'Fisioterapeuta',
  'medico-admin': 'Médico & ADMIN',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isStaff(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

export function isCare(role: Role): role is CareRole {
  return (CARE_ROLES as readonly Role[]).includes(role);
}
