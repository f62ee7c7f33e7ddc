import { type CarePerson, mayInvite } from '@abasto/domain/care-event';
import type { Role } from '@abasto/domain/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';

/** Which roles each picker list holds ('Médico & ADMIN' is both a doctor and an admin). */
export const CARE_PEOPLE_LISTS = {
  medicos: ['medico', 'medico-admin'],
  pacientes: ['paciente'],
  fisio: ['fisio'],
  admin: ['admin', 'medico-admin'],
} as const satisfies Record<string, readonly Role[]>;

export type CarePeopleList = keyof typeof CARE_PEOPLE_LISTS;

/** Active users of the given list whom the viewer may invite, by name: only what a picker shows. */
export async function listCarePeople({
  ctx,
  list,
  viewer,
}: {
  ctx: AppContext;
  list: CarePeopleList;
  viewer: Role;
}): Promise<CarePerson[]> {
  const roles = CARE_PEOPLE_LISTS[list].filter((role) => mayInvite(viewer, role));
  if (roles.length === 0) return [];
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, roles)))
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({
    _id: u.id,
    id: u.id,
    name: u.name,
    lastName: u.lastName,
    ...(u.role === 'paciente' ? {} : { email: u.email }),
  }));
}
