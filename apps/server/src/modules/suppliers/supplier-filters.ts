import { foldText } from '@abasto/domain/supplier';
import type { SupplierFilterOptions } from '@abasto/domain/supplier-list';
import { keepPossiblePlaces } from '@abasto/domain/supplier-places';
import { and, eq, gt, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { supplierCounts, supplierPlaces } from '../../db/schema/suppliers.ts';

const KINDS = ['pais', 'segmento', 'rubro', 'estado', 'ciudad'] as const;

/** The values in use of every filtered field, from the counts the database keeps. */
export function filterValuesQuery(db: Db) {
  return db
    .select({ kind: supplierCounts.kind, value: supplierCounts.value, n: supplierCounts.n })
    .from(supplierCounts)
    .where(and(inArray(supplierCounts.kind, [...KINDS]), gt(supplierCounts.n, 0)));
}

// One collator for every comparison: building one per call costs more than the query.
const byName = new Intl.Collator('es', { sensitivity: 'base' }).compare;

/**
 * Free-text places typed in several ways ('Asunción', 'ASUNCION') are one option, since the
 * filter matches without regard to case or accents. The spelling most suppliers use is shown.
 */
function mergeSpellings(values: { value: string; n: number }[]): string[] {
  const groups = new Map<string, { value: string; n: number }>();
  for (const { value, n } of values) {
    const key = foldText(value).trim();
    if (key === '') continue;
    const best = groups.get(key);
    if (!best || n > best.n) groups.set(key, { value, n });
  }
  return [...groups.values()].map((g) => g.value).sort(byName);
}

/** The same folding the list's filter applies (list-suppliers.ts), so both sides compare alike. */
const folded = (value: unknown) => sql`lower(immutable_unaccent(${value}))`;

/**
 * The departamentos or cities of the places matching `where`, with their supplier counts, from
 * the places the database keeps (supplier_places: one row per place, however many suppliers).
 */
function placesQuery(db: Db, column: 'estado' | 'ciudad', where: SQL[]) {
  const field = supplierPlaces[column];
  return db
    .select({ value: field, n: sum(supplierPlaces.n).mapWith(Number) })
    .from(supplierPlaces)
    .where(and(gt(supplierPlaces.n, 0), sql`${field} <> ''`, ...where))
    .groupBy(field);
}

export interface FilterSelection {
  pais?: string | undefined;
  estado?: string | undefined;
}

/**
 * GET /api/filters/all: the options of the list filters, from the values present. Departamento
 * is narrowed by the chosen País, Ciudad by País and Departamento; a Departamento the País does
 * not hold narrows nothing, as the list page drops it (docs/product.md#supplier-list).
 */
export async function getSupplierFilters({
  ctx,
  selection = {},
}: {
  ctx: AppContext;
  selection?: FilterSelection;
}): Promise<SupplierFilterOptions> {
  const rows = await filterValuesQuery(ctx.db);
  const of = (kind: (typeof KINDS)[number]) => rows.filter((r) => r.kind === kind);
  const inPais = selection.pais ? [eq(supplierPlaces.pais, selection.pais)] : [];
  const estados = mergeSpellings(selection.pais ? await placesQuery(ctx.db, 'estado', inPais) : of('estado'));
  const { estado } = keepPossiblePlaces({ estado: selection.estado }, { estados });
  const inEstado = estado ? [sql`${folded(supplierPlaces.estado)} = ${folded(estado)}`] : [];
  const ciudades = mergeSpellings(
    selection.pais || estado ? await placesQuery(ctx.db, 'ciudad', [...inPais, ...inEstado]) : of('ciudad'),
  );
  return {
    paises: of('pais').map((r) => r.value).sort(byName),
    ciudades,
    estados,
    rubros: of('rubro').map((r) => r.value).sort(byName),
    segmentos: of('segmento').map((r) => r.value).sort(byName),
  };
}
