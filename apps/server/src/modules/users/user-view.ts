import type { UserView } from '@abasto/domain/accounts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import type { UserRow } from '../auth/session-user.ts';

export type { UserView };

type Inviter = Pick<UserRow, 'id' | 'name' | 'lastName' | 'email'>;

export function toUserView(user: UserRow, inviter: Inviter | null | undefined): UserView {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    detalle: user.detalle,
    hasCompletedRegistration: user.registeredAt !== null,
    active: user.active,
    twoFactor: user.twoFactor,
    telephone: user.telephone,
    invitedBy: inviter
      ? { _id: inviter.id, name: inviter.name, lastName: inviter.lastName, email: inviter.email }
      : null,
    createdAt: user.createdAt.toISOString(),
    registeredAt: user.registeredAt?.toISOString() ?? null,
    version: user.version,
  };
}

/** Views of several users, with their inviters read in one query. */
export async function toUserViews(db: Db | Tx, rows: UserRow[]): Promise<UserView[]> {
  const inviterIds = [...new Set(rows.map((r) => r.invitedById).filter((id): id is number => id !== null))];
  const inviters = inviterIds.length
    ? await db
        .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, inviterIds))
    : [];
  const byId = new Map(inviters.map((i) => [i.id, i]));
  return rows.map((r) => toUserView(r, r.invitedById === null ? null : byId.get(r.invitedById)));
}

export async function loadUserView(db: Db | Tx, id: number): Promise<UserView | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  const [view] = await toUserViews(db, [row]);
  return view ?? null;
}
