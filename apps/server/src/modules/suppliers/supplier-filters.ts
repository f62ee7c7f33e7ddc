import { foldText } from '@abasto/domain/supplier';
import type { SupplierFilterOptions } from '@abasto/domain/supplier-list';
import { and, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { supplierCounts } from '../../db/schema/suppliers.ts';

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

/** GET /api/filters/all: the options of the list filters, from the values present. */
export async function getSupplierFilters({ ctx }: { ctx: AppContext }): Promise<SupplierFilterOptions> {
  const rows = await filterValuesQuery(ctx.db);
  const of = (kind: (typeof KINDS)[number]) => rows.filter((r) => r.kind === kind);
  return {
    paises: of('pais').map((r) => r.value).sort(byName),
    ciudades: mergeSpellings(of('ciudad')),
    estados: mergeSpellings(of('estado')),
    rubros: of('rubro').map((r) => r.value).sort(byName),
    segmentos: of('segmento').map((r) => r.value).sort(byName),
  };
}
