import type { Role } from '@abasto/domain/roles';
import type { UserRow } from '../auth/session-user.ts';

/** The logged-in user as the care rules of the domain see it. */
export interface CareActor {
  id: number;
  role: Role;
}

export function careActor(user: UserRow): CareActor {
  return { id: user.id, role: user.role };
}
