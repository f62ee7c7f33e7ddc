import { emailKey, emailSkeleton } from '@abasto/domain/email-address';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

/**
 * The domain's emailSkeleton, computed by the database over stored addresses (same folds, same
 * order): lower case; rn→m, vv→w, cl→d; 0→o; 1, i, | → l; '.', '_' and '-' dropped.
 */
const skeletonOf = (column: ReturnType<typeof sql>) =>
  sql`translate(replace(replace(replace(lower(${column}), 'rn', 'm'), 'vv', 'w'), 'cl', 'd'), '01i|._-', 'olll')`;

export interface ExistingAccount {
  id: number;
  email: string;
}

/** The account whose address is this one (the same but for case), if any. */
export async function findAccountByAddress(db: Db | Tx, address: string): Promise<ExistingAccount | null> {
  const [row] = await queryRows<ExistingAccount>(
    db,
    sql`select id, email from users where lower(email) = ${emailKey(address)} limit 1`,
  );
  return row ?? null;
}

/**
 * An account whose address looks like this one without being it (gerente@ and gerernte@, pab1o@
 * and pablo@): mail meant for one would reach the other's reader. Other alphabets and invisible
 * characters never get this far: the address rule refuses them.
 */
export async function findLookAlikeAccount(db: Db | Tx, address: string): Promise<ExistingAccount | null> {
  const [row] = await queryRows<ExistingAccount>(
    db,
    sql`select id, email from users
        where ${skeletonOf(sql`email`)} = ${emailSkeleton(address)} and lower(email) <> ${emailKey(address)}
        limit 1`,
  );
  return row ?? null;
}
