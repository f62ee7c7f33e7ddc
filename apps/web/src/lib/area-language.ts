import { CARE_ROLES, type Role } from '@abasto/domain/roles';

/** Procurement speaks Spanish, the care area Portuguese (docs/product.md#message-catalogue). */
export type AreaLanguage = 'es' | 'pt';

export function areaLanguageOf(role: Role | null | undefined): AreaLanguage {
  return role && (CARE_ROLES as readonly Role[]).includes(role) ? 'pt' : 'es';
}
