import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotations } from '../../db/schema/quotations.ts';

/** Quotations sent so far (the dashboard's count). */
export async function countQuotations(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quotations);
  return Number(row?.total ?? 0);
}
