import type { SupplierListQuery, SupplierPage } from '@abasto/domain/supplier-list';
import {
  addDays,
  companyToday,
  type DocumentStatus,
  EXPIRING_WITHIN_DAYS,
  MANDATORY_DOCUMENT_TYPES,
} from '@abasto/domain/supplier-qualification';
import { and, arrayContains, type Column, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { plainRows, type Written, writeOut } from '../../db/plain-statements.ts';
import { keptPerDatabase } from '../../lib/kept-promises.ts';
import { SUPPLIER_ID_SLICE_BITS, supplierCounts, suppliers } from '../../db/schema/suppliers.ts';
import { selectSuppliersWith, supplierSelection, toProveedorOf } from './supplier-select.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same folding the search text trigger applies, so both sides compare alike. */
const folded = (value: unknown) => sql`lower(immutable_unaccent(${value}))`;

/**
 * What the planner knows of the search texts: the sample of them in its statistics (pg_stats'
 * histogram and most common values of suppliers.search_text, some hundred texts at most; empty
 * before the table was first analysed). It only steers which trigrams of a word the index is asked
 * for (supplierListWhere), never what a search finds, so it is kept for ten minutes.
 */
export type SearchTextSample = readonly string[];

const samples = keptPerDatabase<Db, SearchTextSample>(600_000);

export function searchTextSample(db: Db): Promise<SearchTextSample> {
  return samples(db).get('', async () => {
    const [row] = await queryRows<{ sample: string[] | null }>(
      db,
      sql`select coalesce(histogram_bounds::text::text[], '{}') || coalesce(most_common_vals::text::text[], '{}') as sample
        from pg_stats where schemaname = current_schema() and tablename = 'suppliers' and attname = 'search_text'`,
    ).catch(() => []);
    // Without it (statistics not readable) every word is looked up whole: slower, the same answer.
    return row?.sample ?? [];
  });
}

/**
 * The two trigrams of a search word to look up in the trigram index, as their positions in the
 * word (folded as the search text is: lower case, no accents), first one first: of the pairs that
 * do not overlap, the one whose rarer trigram is found in the fewest texts of the sample, then whose
 * other one is. Undefined (the word is looked up whole) without a sample, for a word shorter than
 * six characters (no two trigrams without overlap) and for one with anything but letters and digits
 * (`%`, `_`, `\`, punctuation): folded, no letter or digit becomes a LIKE wildcard, so a piece of
 * such a word, put in a pattern, matches only texts that hold that piece.
 */
export function selectiveTrigrams(word: string, sample: SearchTextSample): [number, number] | undefined {
  if (sample.length === 0 || !/^[\p{L}\p{N}]+$/u.test(word)) return undefined;
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (plain.length < 6) return undefined;
  const texts = Array.from({ length: plain.length - 2 }, (_, at) => {
    const trigram = plain.slice(at, at + 3);
    return sample.reduce((n, text) => n + (text.includes(trigram) ? 1 : 0), 0);
  });
  let best: [number, number] | undefined;
  const rank = ([a, b]: [number, number]) => [Math.min(texts[a]!, texts[b]!), Math.max(texts[a]!, texts[b]!)] as const;
  for (let a = 0; a < texts.length; a++) {
    for (let b = a + 3; b < texts.length; b++) {
      const [low, high] = rank([a, b]);
      const kept = best && rank(best);
      if (!kept || low < kept[0] || (low === kept[0] && high < kept[1])) best = [a, b];
    }
  }
  return best;
}

/** The record's folded search text holds the word, as the plain LIKE the trigram index answers. */
const wholeWord = (word: string) => sql`${suppliers.searchText} like ${sql`'%' || ${folded(escapeLike(word))} || '%'`}`;

/**
 * One word of the quick search: the record's search text holds it (folded as the trigger folds
 * the text). Looked up whole, the trigram index ANDs the posting lists of every trigram of the
 * word ("cementos": cem, eme, men, ent, nto, tos), and the common ones ("ent", or "ara" of every
 * "paraguay") are long: most of a search's time at a million suppliers. With a sample
 * (searchTextSample) the index is asked only for the word's two rarest trigrams without overlap,
 * as one pattern in their order ('%cem%tos%', which every text holding the word matches), and the
 * whole word is then checked on each candidate, inside a coalesce that the planner cannot take to
 * the index. It finds the very same suppliers: the whole word's LIKE is still there, the pattern
 * only narrows what the index hands to it. The planner counts the coalesce as half the rows
 * (docs/benchmarks.md, "A million suppliers"); estimatedMatches is asked about the plain form.
 */
function wordCondition(word: string, sample: SearchTextSample | undefined): SQL {
  const whole = wholeWord(word);
  const narrowed = sample && selectiveTrigrams(word, sample);
  if (!narrowed) return whole;
  // substr of the word folded in the database: whatever the folding, a piece of the folded word.
  const piece = (at: number) => sql`substr(${folded(word)}, ${sql.raw(String(at + 1))}, 3)`;
  const pattern = sql`'%' || ${piece(narrowed[0])} || '%' || ${piece(narrowed[1])} || '%'`;
  return sql`${suppliers.searchText} like ${pattern} and ${onRows(whole)}`;
}

/**
 * How the list's WHERE is written (it never changes what it finds): `sample` steers the trigrams a
 * search word is looked up by (wordCondition); `cityLed`, for a search with a city or department
 * the statistics call rare (supplierSearchWhere), keeps the words, the country, the segment and the
 * lines of business out of the indexes, inside a coalesce, so the planner reads that filter's own
 * index alone and checks the rest on its few thousand rows.
 */
export interface WhereShape {
  sample?: SearchTextSample;
  cityLed?: boolean;
}

/** A condition the planner cannot take to an index: checked on the rows another index found. */
const onRows = (condition: SQL) => sql`coalesce(${condition}, false)`;

/**
 * The WHERE of the list: every word of the quick search must appear somewhere in the record
 * (trigram index on search_text; with a sample, from a word's rarest trigrams, wordCondition),
 * and each filter must match (indexes on rubro, segmento, pais, and the folded estado and ciudad).
 */
export function supplierListWhere(query: Omit<SupplierListQuery, 'page' | 'pageSize'>, { sample, cityLed = false }: WhereShape = {}): SQL | undefined {
  const indexed = (condition: SQL) => (cityLed ? onRows(condition) : condition);
  const conditions: SQL[] = [];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(cityLed ? onRows(wholeWord(word)) : wordCondition(word, sample));
  }
  if (query.rubro) conditions.push(indexed(arrayContains(suppliers.rubro, [query.rubro])));
  if (query.segmento) conditions.push(indexed(eq(suppliers.segmento, query.segmento)));
  if (query.pais) conditions.push(indexed(eq(suppliers.pais, query.pais)));
  if (query.estado) conditions.push(sql`${folded(suppliers.estado)} = ${folded(query.estado)}`);
  if (query.ciudad) conditions.push(sql`${folded(suppliers.ciudad)} = ${folded(query.ciudad)}`);
  if (query.calificacion) conditions.push(calificacionCondition(query.calificacion));
  if (query.documentos) conditions.push(documentStatusCondition(query.documentos as DocumentStatus));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The most suppliers a city or department filter may match, by the planner's estimate, for a
 * search to be read from that filter's index alone (WhereShape.cityLed). Checking a row costs
 * about 2 µs; the trigram index's lists of a common word ANDed with "Paraguay" cost 40 to 60 ms
 * at a million suppliers (docs/benchmarks.md, "A search led by its city").
 */
export const CITY_LED_MAX_ROWS = 5000;

/** supplierListWhere with the sample when there is a quick search, led by a rare city or department. */
export async function supplierSearchWhere(
  db: Db,
  query: Omit<SupplierListQuery, 'page' | 'pageSize'>,
): Promise<SQL | undefined> {
  return (await supplierSearch(db, query)).where;
}

/** supplierSearchWhere, with the shape it was written in. */
async function supplierSearch(
  db: Db,
  query: Omit<SupplierListQuery, 'page' | 'pageSize'>,
): Promise<{ where: SQL | undefined; shape: WhereShape }> {
  if (!query.q?.trim()) return { where: supplierListWhere(query), shape: {} };
  const [sample, cityLed] = await Promise.all([searchTextSample(db), rareCityOrDepartment(db, query)]);
  const shape = { sample, cityLed };
  return { where: supplierListWhere(query, shape), shape };
}

/**
 * Whether the query's city or department filter matches at most CITY_LED_MAX_ROWS suppliers, by
 * the planner's estimate (kept with the others, keptEstimatedMatches).
 */
async function rareCityOrDepartment(db: Db, query: Omit<SupplierListQuery, 'page' | 'pageSize'>): Promise<boolean> {
  const rare = (filter: { ciudad: string } | { estado: string }) =>
    estimates(db)
      .get(JSON.stringify(['lead', filter]), () => estimatedMatches(db, supplierListWhere(filter)))
      .then((rows) => rows <= CITY_LED_MAX_ROWS);
  return Boolean((query.ciudad && (await rare({ ciudad: query.ciudad }))) || (query.estado && (await rare({ estado: query.estado }))));
}

/** The rating in force: a supplier never rated is No evaluado. */
function calificacionCondition(calificacion: string): SQL {
  if (calificacion === 'No evaluado') return sql`(${suppliers.calificacion} is null or ${suppliers.calificacion} = 'No evaluado')`;
  return eq(suppliers.calificacion, calificacion);
}

/**
 * The current documents of a supplier: per type, the one that expires last (no expiry counts as
 * never). 'Vencido' and 'Por vencer' find suppliers with such a current document; 'Vigente' those
 * with documents, all current ones valid beyond 30 days.
 */
function documentStatusCondition(status: DocumentStatus, today: string = companyToday()): SQL {
  const current = (having: SQL) => sql`exists (
    select 1 from supplier_documents d where d.supplier_id = ${suppliers.id}
    group by d.tipo having ${having})`;
  const lastExpiry = sql`max(coalesce(d.vence, 'infinity'::date))`;
  const soon = addDays(today, EXPIRING_WITHIN_DAYS);
  if (status === 'Vencido') return current(sql`${lastExpiry} < ${today}::date`);
  if (status === 'Por vencer') return current(sql`${lastExpiry} between ${today}::date and ${soon}::date`);
  return sql`${current(sql`true`)} and not ${current(sql`${lastExpiry} <= ${soon}::date`)}`;
}

/**
 * Of these suppliers, those whose current document of a mandatory type has expired: the confirm
 * screen flags them before a request is sent (docs/product.md#qualification).
 */
export async function withExpiredMandatoryDocument(db: Db, ids: number[], today: string = companyToday()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(inArray(suppliers.id, ids), expiredMandatoryDocument(today)));
  return new Set(rows.map((r) => r.id));
}

const newestFirst = [desc(suppliers.createdAt), desc(suppliers.id)];
const offsetOf = (q: SupplierListQuery) => (q.page - 1) * q.pageSize;

/**
 * Whether the supplier's current document of a mandatory type has expired (docs/product.md#qualification):
 * the one rule, a column of the list's own read (no statement of its own) and the condition of
 * withExpiredMandatoryDocument.
 */
function expiredMandatoryDocument(today: string | Placeholder) {
  return sql<boolean>`exists (
    select 1 from supplier_documents d
    where d.supplier_id = ${suppliers.id} and d.tipo in ${[...MANDATORY_DOCUMENT_TYPES]}
    group by d.tipo having max(coalesce(d.vence, 'infinity'::date)) < ${today}::date)`;
}

/** A row of the list: the supplier, its creator, and the expired-document flag. */
export type ListRow = Awaited<ReturnType<typeof pageQuery>>[number];

/** One page of whole records, newest first. */
export function pageQuery(db: Db, query: SupplierListQuery, where: SQL | undefined, today: string = companyToday()) {
  return selectSuppliersWith(db, { documentosVencidos: expiredMandatoryDocument(today) })
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset(offsetOf(query));
}

/** The kept number of suppliers (supplier_counts), instead of counting every row. */
export function totalSuppliersQuery(db: Db) {
  return db
    .select({ total: supplierCounts.n })
    .from(supplierCounts)
    .where(and(eq(supplierCounts.kind, 'total'), eq(supplierCounts.value, '')));
}

/**
 * The number of matches, counted no further than `cap` + 1: a broad search or filter stops
 * counting there instead of visiting every match (docs/product.md#supplier-list).
 */
export function cappedCountQuery(where: SQL | undefined, cap: number, sliced = false): SQL {
  return sql`select count(*)::int as total from (
      ${bySlices(sql`1`, where, sliced)} limit ${cap + 1}
    ) matches`;
}

/**
 * The rows of a search with `columns`, read slice by slice of ids (SUPPLIER_ID_SLICE_BITS), newest
 * first: for each slice, from the one of the highest id down to the one of the lowest (two probes
 * of the primary key, so every row is in one), the search index is asked for the slice as well as
 * for the search, and reads only that part of each list. Under a LIMIT, PostgreSQL reads the slices
 * in turn and stops once it has enough: a search with thousands of matches is counted to the cap in
 * the newest slice alone (`cementos` + Paraguay + MATERIA PRIMA at a million suppliers: 5,264
 * candidates instead of 24,835); one with few reads every slice, about as much as the whole.
 * `sliced` false (a table of one slice) gives the plain read.
 */
function bySlices(columns: SQL, where: SQL | undefined, sliced: boolean): SQL {
  const condition = where ?? sql`true`;
  if (!sliced) return sql`select ${columns} from ${suppliers} where ${condition}`;
  const bits = sql.raw(String(SUPPLIER_ID_SLICE_BITS));
  const bound = (edge: SQL) => sql`(select ${edge}(${suppliers.id}) >> ${bits} from ${suppliers})`;
  return sql`select ${columns} from generate_series(${bound(sql`max`)}, ${bound(sql`min`)}, -1) as slices(slice)
    cross join lateral (select * from ${suppliers} where ${condition} and (${suppliers.id} >> ${bits}) = slices.slice offset 0) ${suppliers}`;
}

/**
 * A search at least this share of all suppliers is expected to match is counted in table order,
 * not by slices: a sequential read meets cap + 1 matches within 1 / share × (cap + 1) rows, fewer
 * than one slice of the search index holds for a word that common (`del`, a third of all).
 */
const BROAD_SEARCH_SHARE = 1 / 20;

/**
 * Whether a search the planner expects `estimate` suppliers to match is read by slices of ids
 * (bySlices): when the span's ids reach past the first slice, and unless it is broad.
 */
function readBySlices(span: Span, estimate: number): boolean {
  if (span?.lastId == null || Number(span.lastId) >> SUPPLIER_ID_SLICE_BITS === 0) return false;
  return estimate < Number(span.rows ?? 0) * BROAD_SEARCH_SHARE;
}

/**
 * A search in one pass over its matches: the trigram index yields the candidates, each is checked
 * once, and the same pass gives the page's ids and the number of matches. The inner query is
 * fenced (its LIMIT) so the planner collects the matches through the indexes first: left to itself
 * it walks the createdAt index for the LIMIT, not seeing that the count needs every match anyway.
 * It collects at most `cap` + 1 matches: more, and the search is a broad one, paged by the
 * createdAt index instead (listSuppliers).
 */
export function searchPageQuery(query: SupplierListQuery, where: SQL | undefined, cap: number, sliced = false): SQL {
  const columns = sql`${suppliers.id} as id, ${suppliers.createdAt} as created_at`;
  return sql`
    select id, (count(*) over ())::int as total, matches.created_at::text as created
    from (
      ${bySlices(columns, where, sliced)} limit ${cap + 1}
    ) matches
    order by created_at desc, id desc
    limit ${query.pageSize} offset ${offsetOf(query)}`;
}

/**
 * The planner's estimate of a search, kept 30 s, for 500 searches at most. Only the
 * strategy follows from it (listSuppliers: every shape gives the same page and count), so a kept
 * one changes no answer; the next page of a search, or the same search again, skips a statement.
 */
const estimates = keptPerDatabase<Db, number>(30_000, 500);

/**
 * estimatedMatches, kept for a while per search: its WHERE follows from the query's search and
 * filters (not its page), and from today for a document filter. It is asked about the plain WHERE
 * (each word looked up whole, supplierListWhere without a sample): the planner counts the narrowed
 * form's coalesce as half the rows, and the strategy stays the one the plain estimate picks.
 */
export function keptEstimatedMatches(db: Db, query: SupplierListQuery): Promise<number> {
  // The key is built from the query, not the statement: writing out the SQL is drizzle's work again.
  const key = JSON.stringify([{ ...query, page: undefined, pageSize: undefined }, query.documentos ? companyToday() : '']);
  return estimates(db).get(key, () => estimatedMatches(db, supplierListWhere(query)));
}

/** The planner's estimate of the matches of a WHERE: no row is read (EXPLAIN without ANALYZE). */
export async function estimatedMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) select 1 from ${suppliers} where ${where ?? sql`true`}`);
  const plan = Object.values(row ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The records of a page's ids, with the expired-document flag: one statement of a fixed shape
 * (the ids as one array), so it is prepared once per connection and PostgreSQL neither parses nor
 * plans it again (docs/benchmarks.md, "Reading the load figures").
 */
export function suppliersByIdQuery(db: Db) {
  return selectSuppliersWith(db, { documentosVencidos: expiredMandatoryDocument(sql.placeholder('today')) })
    .where(sql`${suppliers.id} = any(${sql.placeholder('ids')}::int[])`);
}

/**
 * The by-id read written out once, sent as it is (db/plain-statements.ts) and its rows read by
 * position: the supplier's columns, then the creator's, then the flag, in the order drizzle
 * selects them (the selection's keys in order), each column through its own decoder as drizzle
 * would. The creator is null when the join found nobody (its first column, a required one, is null).
 */
let byIdRead: { statement: Written; read: (row: unknown[]) => ListRow } | undefined;

function suppliersByIdRead(db: Db) {
  if (byIdRead) return byIdRead;
  const { supplier, inviter } = supplierSelection;
  const supplierKeys = Object.keys(supplier);
  const supplierColumns: Column[] = Object.values(supplier);
  const inviterKeys = Object.keys(inviter);
  const inviterColumns: Column[] = Object.values(inviter);
  const decode = (column: Column, value: unknown) => (value === null ? null : column.mapFromDriverValue(value));
  const read = (row: unknown[]): ListRow => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < supplierKeys.length; i++) record[supplierKeys[i]!] = decode(supplierColumns[i]!, row[i]);
    const at = supplierKeys.length;
    let creator: Record<string, unknown> | null = null;
    if (row[at] !== null) {
      creator = {};
      for (let i = 0; i < inviterKeys.length; i++) creator[inviterKeys[i]!] = decode(inviterColumns[i]!, row[at + i]);
    }
    return { supplier: record, inviter: creator, documentosVencidos: row[at + inviterKeys.length] } as ListRow;
  };
  const { sql: text, params } = suppliersByIdQuery(db).toSQL();
  byIdRead = { statement: { sql: text, params }, read };
  return byIdRead;
}

/** The records of these ids, in the order of the ids. */
async function suppliersInOrder(ctx: AppContext, ids: number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const { statement, read } = suppliersByIdRead(ctx.db);
  const rows = await plainRows<unknown[]>(ctx.database, statement, {
    name: 'supplier_list_by_id',
    rowMode: 'array',
    values: { ids, today: companyToday() },
  });
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.map(read).sort((a, b) => position.get(a.supplier.id)! - position.get(b.supplier.id)!);
}

/** The first and last createdAt (two probes of the createdAt index), as epoch milliseconds. */
export function createdSpanQuery(): SQL {
  return sql`select (extract(epoch from min(${suppliers.createdAt})) * 1000)::float8 as first,
    (extract(epoch from max(${suppliers.createdAt})) * 1000)::float8 as last,
    (select ${supplierCounts.n} from ${supplierCounts}
      where ${supplierCounts.kind} = 'total' and ${supplierCounts.value} = '') as rows,
    (select max(${suppliers.id}) from ${suppliers}) as "lastId" from ${suppliers}`;
}

type Span = { first: number | null; last: number | null; rows: number | null; lastId: number | null } | undefined;

/**
 * How long the first and last createdAt (and the number of suppliers, and the last id) are kept. A
 * range worked out from an older span is still right: it is open above, so suppliers created since
 * are in it, and one older than the kept first only makes the search fall back to the plain page.
 * The span only sets a range's size and how it is read, and whether a search is read by slices of
 * ids (the slices themselves are read from the table by each statement, bySlices).
 */
const spans = keptPerDatabase<Db, Span>(10_000);

function createdSpan(db: Db): Promise<Span> {
  return spans(db).get('', () => queryRows<NonNullable<Span>>(db, createdSpanQuery()).then(([row]) => row));
}

/**
 * A range of at most this many suppliers (by the span's average rate) is read through the createdAt
 * index and each of its rows checked against the search; a larger one is read through the search's
 * own indexes, ANDed with the range. Reading a range costs about its rows, whatever the search; the
 * other way costs what the planner expects, and it takes a search's words, country and lines of
 * business as independent: it may expect 2 matches where there are 15,000 (`ferreteria` + Paraguay
 * + Ferretería at a million) and read all of them for a range of 12,000 suppliers: 500 to 800 ms,
 * against 21 to 24 ms for the range read first. Past about this size the range costs more than a
 * well-planned search (`martinez` + Brasil + MATERIA PRIMA, 19,000 suppliers: 106 to 145 against 46
 * to 71 ms; docs/benchmarks.md, "A million suppliers").
 */
export const RANGE_FIRST_MAX_ROWS = 15_000;

/**
 * The newest `limit` matches among the suppliers created at or after `since` (and before `before`,
 * when given: the part of a wider range not read yet, newestPageIds). The inner query is
 * fenced (OFFSET 0) so the planner collects the range's matches the cheapest way: it ANDs the
 * createdAt range with the trigram index and reads only the candidates inside the range, instead
 * of walking the createdAt index row by row for the LIMIT. With `rangeFirst` the range is fenced
 * too, under the table's own name, so its rows are read first and the search is checked on each
 * (RANGE_FIRST_MAX_ROWS).
 */
export function newestMatchesQuery(where: SQL | undefined, since: string, limit: number, rangeFirst = false, before?: string): SQL {
  const atOrAfter = sql`${suppliers.createdAt} >= ${since}::timestamptz`;
  const range = before ? sql`${atOrAfter} and ${suppliers.createdAt} < ${before}::timestamptz` : atOrAfter;
  const from = rangeFirst ? sql`(select * from ${suppliers} where ${range} offset 0) ${suppliers}` : suppliers;
  return sql`select id from (
      select ${suppliers.id} as id, ${suppliers.createdAt} as created_at from ${from}
      where ${where ?? sql`true`}${rangeFirst ? sql`` : sql` and ${range}`} offset 0
    ) matches
    order by created_at desc, id desc
    limit ${limit}`;
}

/**
 * The page's ids of a search with many matches, newest first, without reading every match: its
 * matches among the suppliers created since some moment. Once that range holds the page's last
 * match it holds the whole page, as every match outside it is older than all inside (any range is
 * right; its size only sets the cost). The first range is the last `first.share` of the time span
 * of all suppliers, or starts at `first.since` (the page's last createdAt among some of the
 * matches: that range holds the page for sure). Short of the page, the range grows by what it
 * found: by twice the share that would hold the missing matches at the rate found so far (to at
 * least 1.25 and at most 8 times; 8 times when it found none), and only the part not read yet is
 * read, for the matches still missing: ranges do not overlap, and each is older than the one
 * before, so the matches add up in order. Undefined once the range would be the whole span: then
 * the plain page (pageQuery).
 */
export async function newestPageIds(
  db: Db,
  query: SupplierListQuery,
  where: SQL | undefined,
  first: { share: number } | { since: string },
  rounds = Number.POSITIVE_INFINITY,
  rangeFirstMaxRows = RANGE_FIRST_MAX_ROWS,
): Promise<number[] | undefined> {
  const wanted = offsetOf(query) + query.pageSize;
  let left = rounds;
  const span = await createdSpan(db);
  const known = span?.first != null && span.last != null;
  const [oldest, newest] = known ? [Number(span.first), Number(span.last)] : [0, 0];
  const shareSince = (since: string) => Math.min(1, Math.max(0, newest - Date.parse(since)) / Math.max(newest - oldest, 1));
  // The suppliers in a range, at the span's average rate; unknown without a span.
  const rowsBetween = (since: string, before: string | undefined) =>
    known && span.rows != null
      ? Number(span.rows) * (shareSince(since) - (before ? shareSince(before) : 0))
      : Number.POSITIVE_INFINITY;
  const collected: number[] = [];
  /** The older end of the ranges read so far: the next one ends there. */
  let readSince: string | undefined;
  const read = async (since: string) => {
    left -= 1;
    const rangeFirst = rowsBetween(since, readSince) <= rangeFirstMaxRows;
    const statement = newestMatchesQuery(where, since, wanted - collected.length, rangeFirst, readSince);
    for (const row of await queryRows<{ id: number }>(db, statement)) collected.push(Number(row.id));
    readSince = since;
    return collected.length >= wanted ? collected.slice(offsetOf(query)) : undefined;
  };
  // At the rate found so far, the missing matches need (wanted - found) / found of the share read.
  const grown = (part: number) => {
    const found = collected.length;
    return part * (found > 0 ? Math.min(8, Math.max(1.25, 1 + (2 * (wanted - found)) / found)) : 8);
  };
  let part: number;
  if ('since' in first) {
    const ids = await read(first.since);
    if (ids || left <= 0 || !known) return ids;
    part = Math.max(1 / 64, grown(shareSince(first.since)));
  } else {
    if (!known) return undefined;
    part = first.share;
  }
  for (; part < 1 && left > 0; part = grown(part)) {
    const ids = await read(new Date(Math.floor(newest - (newest - oldest) * part)).toISOString());
    if (ids) return ids;
  }
  return undefined;
}

/**
 * Which share of the time span to look in first for a page of a search with about `matches`
 * matches: three times the share that holds the page's matches when they are spread evenly.
 */
export function newestShareFor(query: SupplierListQuery, matches: number): number {
  return (3 * (offsetOf(query) + query.pageSize)) / Math.max(matches, 1);
}

/**
 * The search's one pass written out, kept for the last 500 searches asked (a page of one, the same
 * one again): its text and parameters follow from the query, its page, the cap, whether it is read
 * by slices and, for a document filter, today, so a kept one is the statement drizzle would write now.
 */
const writtenSearches = new Map<string, Written>();

function searchPageWritten(query: SupplierListQuery, where: SQL | undefined, cap: number, sliced: boolean): Written {
  const key = JSON.stringify([query, cap, sliced, query.documentos ? companyToday() : '']);
  let written = writtenSearches.get(key);
  if (!written) {
    if (writtenSearches.size >= 500) writtenSearches.delete(writtenSearches.keys().next().value!);
    written = writeOut(searchPageQuery(query, where, cap, sliced));
    writtenSearches.set(key, written);
  }
  return written;
}

/**
 * One page of suppliers, newest first, with the number of matches: exact up to the count cap
 * (SUPPLIER_COUNT_CAP; for a quick search SUPPLIER_SEARCH_COUNT_CAP), past it the cap with
 * totalCapped (docs/product.md#supplier-list). By what is asked:
 * - nothing: the newest page by the createdAt index, and the kept total (always exact);
 * - filters only: the page and a capped count side by side (the planner walks the createdAt index
 *   for a broad filter and the filter's index for a narrow one);
 * - a search the planner expects to pass the cap: its capped count beside its page, taken from
 *   the newest suppliers first (newestPageIds), so neither reads more than about cap + 1 matches;
 * - any other search: one pass over at most cap + 1 matches, then the page's records by id; if it
 *   does pass the cap after all, the page comes from the newest suppliers first as above.
 * Every shape gives the same page and count; the estimate only picks the cheaper one.
 */
export async function listSuppliers({ ctx, query }: { ctx: AppContext; query: SupplierListQuery }): Promise<SupplierPage> {
  const { db } = ctx;
  const cap = query.q ? ctx.config.SUPPLIER_SEARCH_COUNT_CAP : ctx.config.SUPPLIER_COUNT_CAP;
  const { where, shape } = await supplierSearch(db, query);
  const answer = (rows: ListRow[], counted: number, limit = cap): SupplierPage => ({
    // The flag is added to the record toProveedor built (not a copy of it): one object per row.
    data: rows.map((r) => Object.assign(toProveedorOf(r), { documentosVencidos: r.documentosVencidos })),
    total: Math.min(counted, limit),
    totalCapped: counted > limit,
    page: query.page,
    pageSize: query.pageSize,
  });
  const cappedCount = async (sliced = false) =>
    Number((await queryRows<{ total: number }>(db, cappedCountQuery(where, cap, sliced)))[0]?.total ?? 0);
  const keptTotal = async () => Number((await totalSuppliersQuery(db))[0]?.total ?? 0);

  if (!query.q) {
    if (!where) {
      const [rows, total] = await Promise.all([pageQuery(db, query, where), keptTotal()]);
      return answer(rows, total, Number.POSITIVE_INFINITY);
    }
    return answer(...(await Promise.all([pageQuery(db, query, where), cappedCount()])));
  }

  // The span (kept 10 s) is asked beside the estimate: the slices and the newest page both use it.
  const [estimate, span] = await Promise.all([keptEstimatedMatches(db, query), createdSpan(db)]);
  // A search is read by slices of ids, but not one led by a rare city or department: that
  // filter's own index is read alone.
  const sliced = !shape.cityLed && readBySlices(span, estimate);
  const newestPage = async (first: { share: number } | { since: string }) => {
    const ids = await newestPageIds(db, query, where, first);
    return ids ? suppliersInOrder(ctx, ids) : pageQuery(db, query, where);
  };
  if (estimate > cap) {
    return answer(...(await Promise.all([newestPage({ share: newestShareFor(query, estimate) }), cappedCount(sliced)])));
  }

  // A search the planner expects near the cap may pass it: its page is looked for among the newest
  // suppliers beside the count (one range, no second try), so such a search does not wait for a
  // second pass. Unused when the count stays under the cap.
  const early = estimate > cap / 4
    ? newestPageIds(db, query, where, { share: newestShareFor(query, cap + 1) }, 1).catch(() => undefined)
    : undefined;
  const written = searchPageWritten(query, where, cap, sliced);
  const matches = await plainRows<{ id: number; total: number; created: string }>(ctx.database, written);
  const counted = matches[0]?.total;
  if (counted === undefined) {
    // Past the last page no row carries the count; a page past the cap of a broad search has rows.
    if (offsetOf(query) === 0) return answer([], 0);
    const counted = await cappedCount(sliced);
    return counted > cap ? answer(await newestPage({ share: newestShareFor(query, counted) }), counted) : answer([], counted);
  }
  // Past the cap, the page's last match among those collected bounds the range that holds the page.
  const last = matches.at(-1)!;
  if (counted > cap) {
    const ids = await early;
    if (ids) return answer(await suppliersInOrder(ctx, ids), counted);
    const first = matches.length === query.pageSize ? { since: last.created } : { share: newestShareFor(query, counted) };
    return answer(await newestPage(first), counted);
  }
  return answer(await suppliersInOrder(ctx, matches.map((m) => Number(m.id))), counted);
}
