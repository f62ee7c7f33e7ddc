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

/** A unique-index refusal from the database (two writers racing for the same value). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
