import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/core.ts';
import type { UserRow } from '../auth/session-user.ts';
import { withTelephoneUnique } from './telephone-taken.ts';

/**
 * The proveedor's own login telephone, from its own page (docs/product.md#own-supplier-page):
 * digits (OwnTelephoneSchema) or null to remove it; another active user's number answers 409.
 * In a transaction, so the history names its author (docs/product.md#history).
 */
export async function setOwnTelephone({
  ctx,
  actor,
  telephone,
}: {
  ctx: AppContext;
  actor: UserRow;
  telephone: string | null;
}): Promise<{ telephone: string | null }> {
  await withTelephoneUnique(() =>
    ctx.db.transaction((tx) => tx.update(users).set({ telephone, updatedAt: sql`now()` }).where(eq(users.id, actor.id))),
  );
  return { telephone };
}
