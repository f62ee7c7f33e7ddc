import { MSG } from '@abasto/domain/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { itemDescriptions } from '../../db/schema/item-descriptions.ts';
import { AppError } from '../../lib/app-error.ts';

/** Refuses a value its list already has (whatever the letter case), except the row being renamed. */
export async function assertNameFree(db: Db | Tx, category: string, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: itemDescriptions.id })
    .from(itemDescriptions)
    .where(
      and(
        eq(itemDescriptions.category, category),
        sql`lower(${itemDescriptions.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(itemDescriptions.id, exceptId),
      ),
    );
  if (taken) throw AppError.conflict(MSG.careListDuplicate);
}
