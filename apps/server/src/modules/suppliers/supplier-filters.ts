import { foldText } from '@abasto/domain/supplier';
import { RUBROS } from '@abasto/domain/supplier-enums';
import type { SupplierFilterOptions } from '@abasto/domain/supplier-list';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The distinct values of one indexed column, one index probe per value (a "loose index scan"):
 * a few hundred cities cost a few hundred probes, not a pass over every supplier.
 */
export function distinctValuesQuery(column: 'pais' | 'segmento' | 'estado' | 'ciudad'): SQL {
  const c = sql.identifier(column);
  return sql`
    with recursive t(v) as (
      (select ${c} from suppliers where ${c} is not null order by ${c} limit 1)
      union all
      select (select s.${c} from suppliers s where s.${c} > t.v order by s.${c} limit 1) from t where t.v is not null
    )
    select v from t where v is not null`;
}

/** The rubros in use: one probe of the rubro index per value of the list. */
export function rubrosInUseQuery(): SQL {
  return sql`
    select r as v from unnest(${sql.param([...RUBROS])}::text[]) as r
    where exists (select 1 from suppliers where rubro @> array[r])`;
}

async function values(db: Db, query: SQL): Promise<string[]> {
  return (await queryRows<{ v: string }>(db, query)).map((r) => r.v);
}

const byName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

/**
 * Free-text places typed in several ways ('Asunción', 'ASUNCION') are one option, since the
 * filter matches without regard to case or accents. The spelling shown is the most careful one:
 * with accents, and neither all upper- nor all lower-case.
 */
export function mergeSpellings(list: string[]): string[] {
  const groups = new Map<string, string>();
  const score = (s: string) =>
    (s !== s.toUpperCase() && s !== s.toLowerCase() ? 100 : 0) + (s.normalize('NFD').length - s.length);
  for (const value of list) {
    const key = foldText(value).trim();
    if (key === '') continue;
    const current = groups.get(key);
    if (current === undefined || score(value) > score(current)) groups.set(key, value);
  }
  return [...groups.values()].sort(byName);
}

/** GET /api/filters/all: the options of the list filters, from the values present. */
export async function getSupplierFilters({ ctx }: { ctx: AppContext }): Promise<SupplierFilterOptions> {
  const [paises, segmentos, estados, ciudades, rubros] = await Promise.all([
    values(ctx.db, distinctValuesQuery('pais')),
    values(ctx.db, distinctValuesQuery('segmento')),
    values(ctx.db, distinctValuesQuery('estado')),
    values(ctx.db, distinctValuesQuery('ciudad')),
    values(ctx.db, rubrosInUseQuery()),
  ]);
  return {
    paises: paises.sort(byName),
    ciudades: mergeSpellings(ciudades),
    estados: mergeSpellings(estados),
    rubros: rubros.sort(byName),
    segmentos: segmentos.sort(byName),
  };
}
