import { mayInvite } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROLES, type Role } from '@abasto/domain/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { AppError } from '../../lib/app-error.ts';

/** Roles that use the care area: only they can be invited. */
const CARE_AREA_ROLES = ROLES.filter((r) => can(r, 'care'));

/**
 * The guest ids other than the organiser, after checking that each is an active user of the care
 * area (unknown ids are refused with a 400 that lists them) whom the organiser may invite (a
 * patient only care professionals: 403 otherwise).
 */
export async function checkGuests(db: Db | Tx, guestIds: number[], organiser: { id: number; role: Role }): Promise<number[]> {
  const wanted = [...new Set(guestIds)].filter((id) => id !== organiser.id);
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.active, true), inArray(users.role, CARE_AREA_ROLES)));
  const known = new Set(found.map((u) => u.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw AppError.badRequest(MSG.careEventUnknownGuests, { unknownGuests: unknown });
  if (found.some((u) => !mayInvite(organiser.role, u.role))) throw AppError.forbidden(MSG.careEventPatientInvitesPatient);
  return wanted;
}
