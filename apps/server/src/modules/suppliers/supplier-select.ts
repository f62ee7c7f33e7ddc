import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { invitedByOf, toProveedor } from './supplier-mapper.ts';

const inviter = alias(users, 'inviter');
// The search text is an index helper, not part of the record: never read back.
const { searchText: _searchText, ...supplierColumns } = getTableColumns(suppliers);

export const supplierSelection = {
  supplier: supplierColumns,
  inviter: { name: inviter.name, lastName: inviter.lastName, email: inviter.email },
};

/**
 * Suppliers with the user who created them and `extra` columns (the list's flag of an expired
 * document), read through the same join as selectSuppliers.
 */
export function selectSuppliersWith<T extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: T) {
  return db
    .select({ ...supplierSelection, ...extra })
    .from(suppliers)
    .leftJoin(inviter, eq(inviter.id, suppliers.invitedById))
    .$dynamic();
}

/**
 * Suppliers with the user who created them, as the API answers them. `where`, `orderBy`, `limit`
 * and `offset` shape the query; the list, the detail and the dashboard all read through here.
 */
export function selectSuppliers(db: Db) {
  return db
    .select(supplierSelection)
    .from(suppliers)
    .leftJoin(inviter, eq(inviter.id, suppliers.invitedById))
    .$dynamic();
}

export type SupplierSelection = Awaited<ReturnType<typeof selectSuppliers>>[number];

export function toProveedorOf(row: SupplierSelection) {
  return toProveedor(row.supplier, invitedByOf(row.inviter));
}

export async function findSupplier(db: Db, where: SQL) {
  const [row] = await selectSuppliers(db).where(where).limit(1);
  return row ? toProveedorOf(row) : null;
}
