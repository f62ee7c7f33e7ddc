import type { SessionUser } from '@abasto/domain/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/core.ts';
import { suppliers } from '../../db/schema/suppliers.ts';

export type UserRow = typeof users.$inferSelect;

/** What the client learns about the logged-in user: the domain's shape, built field by field so nothing leaks. */
export type { SessionUser };

export async function toSessionUser(db: Db, user: UserRow): Promise<SessionUser> {
  let nombreFantasia: string | null = null;
  if (user.supplierId != null) {
    const [s] = await db
      .select({ nombreFantasia: suppliers.nombreFantasia, razonSocial: suppliers.razonSocial })
      .from(suppliers)
      .where(eq(suppliers.id, user.supplierId));
    nombreFantasia = s ? s.nombreFantasia || s.razonSocial : null;
  }
  return {
    _id: user.id,
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    role: user.role,
    picture: user.picture,
    especialidadPrincipal: null,
    supplierId: user.supplierId,
    nombreFantasia,
  };
}
