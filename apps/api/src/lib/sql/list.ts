import { encodeCursor, LIST_WINDOW, type Paged, parseSort, SEARCH_COUNT_WINDOW } from '@visadesk/contract';
import {
  and,
  asc,
  type Bind,
  type Db,
  desc,
  inline,
  prepared,
  ShapedStatements,
  type SQL,
  sql,
} from '@visadesk/db';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { literalInt, rowsOf } from './frozen-sql';
import { keysetCondition, readCursor } from './list-cursor';
import type { ListFilterSet } from './list-filters';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The word of a search of several words that the trigram index is asked for alone, when one looks
 * rare: the longest word with a digit in it (a reference, a number), of 3 characters or more.
 * Asked for the whole phrase, the index reads the list of every trigram in it, the common ones
 * too: "مميزة رقم 4242" over a million visas read 1 700 index pages (14 ms warm, 62 cold), as
 * every Arabic title has "رقم". The phrase is then checked on the rows the word finds.
 */
export function rareSearchWord(term: string | undefined): string | undefined {
  const words = term?.trim().split(/\s+/) ?? [];
  if (words.length < 2) return undefined;
  return words.filter((w) => w.length >= 3 && /\d/.test(w)).sort((a, b) => b.length - a.length)[0];
}

/** What a search adds to a shaped statement's key (ADR 0025): none, the phrase, or a word and the phrase. */
export const searchShape = (term: string | undefined) =>
  !term ? '' : rareSearchWord(term) ? 'search-word' : 'search';

/** The values searchCondition binds, for a shaped statement. */
export function searchValues(term: string | undefined): Record<string, string> {
  if (!term) return {};
  const word = rareSearchWord(term);
  return { vd_search: escapeLike(term), ...(word ? { vd_search_word: escapeLike(word) } : {}) };
}

/** Matches the folded search column of a table (see migration 0001: vd_normalize). */
export function searchCondition(
  column: AnyPgColumn,
  term: string | undefined,
  bind: Bind = inline,
): SQL | undefined {
  if (!term) return undefined;
  const phrase = sql`'%' || vd_normalize(${bind('vd_search', escapeLike(term))}) || '%'`;
  const word = rareSearchWord(term);
  if (!word) return sql`${column} LIKE ${phrase}`;
  // vd_normalize folds character by character, so a row with the phrase has the word too. The
  // phrase is tested on `column || ''`, which the trigram index does not cover: only the word
  // is looked up in it.
  return sql`(${column} LIKE '%' || vd_normalize(${bind('vd_search_word', escapeLike(word))}) || '%' and (${column} || '') LIKE ${phrase})`;
}

/**
 * How a list reads its search box: the condition, what of the term decides the statement's text
 * (its shape, ADR 0025) and the values it binds. By default the trigram search of one column.
 */
export interface ListSearch {
  condition: (term: string | undefined, bind: Bind) => SQL | undefined;
  shape: (term: string | undefined) => string;
  values: (term: string | undefined) => Record<string, unknown>;
}

/** The search of a folded search column (searchCondition), as a ListSearch. */
export const columnSearch = (column: AnyPgColumn): ListSearch => ({
  condition: (term, bind) => searchCondition(column, term, bind),
  shape: searchShape,
  values: searchValues,
});

export interface ListQuery {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
  /** A `nextCursor` from an earlier page (keyset paging); `page` is then 1. */
  after?: string | undefined;
}

/** The page chosen on the table alone: its ids, each row's cursor value, and the order. */
function pageSubquery(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  key: SQL,
  where: SQL | undefined,
  order: SQL[],
) {
  return db
    .select({
      id: sql<string>`${id}`.as('vd_page_id'),
      key: sql<string | null>`${key}`.as('vd_page_key'),
      // Computed over the same order as the LIMIT, so it streams and the outer query can sort by it.
      ord: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('vd_page_ord'),
    })
    .from(table)
    .where(where)
    .orderBy(...order);
}
export type ListPage = ReturnType<ReturnType<typeof pageSubquery>['as']>;

/** A page's rows joined to the subquery choosing it, in one named statement (ADR 0014, 0023). */
export interface JoinedRows<Row> {
  /** The page's statement around the subquery choosing it: the same text for the same subquery. */
  pageSql: (page: ListPage) => SQL;
  /** One raw row of `pageSql`'s result. */
  pageRow: (raw: never) => { row: Row & { id: string }; key: string | null; ord: number | string };
}

/** A page's ids first, then their rows (a second round trip; the ids' statement runs unnamed). */
export interface RowsById<Row> {
  /** Loads the page's rows by id (in any order); joins and per-row extras go here. */
  byIds: (ids: string[]) => Promise<(Row & { id: string })[]>;
}

/**
 * A list. Its statements are built once per shape (ADR 0025): the shape is what decides the text —
 * which filters are set (from their declaration), the sort, the page size, the paging kind and the
 * kind of search — and later calls of a shape only bind their values.
 */
export interface ListSpec<Row, F> {
  /** Names the list's statement cache: one per list. */
  name: string;
  db: Db;
  table: PgTable;
  query: ListQuery;
  searchColumn: AnyPgColumn;
  /** A search other than the trigram search of `searchColumn` (the requests' group references). */
  search?: ListSearch;
  sortColumns: Record<string, AnyPgColumn>;
  /** The primary key: the tie-breaker that keeps paging stable when sort values repeat. */
  idColumn: AnyPgColumn;
  /** The list's filters, declared once, and this call's values. */
  filters: ListFilterSet<F>;
  values: F;
  rows: JoinedRows<Row> | RowsById<Row>;
  /**
   * Optional: how many rows match, from somewhere cheaper or richer than counting (a counts table,
   * totals beside). Called as the page starts loading, so it runs beside it; it may instead wait
   * for the page (its rows, and whether more follow). Without it the rows are counted up to their
   * window, shaped too.
   */
  count?: (page: Promise<{ rows: Row[]; more: boolean }>) => Promise<{ total: number; totalCapped: boolean }>;
  /**
   * Run this list's statements unnamed, so PostgreSQL plans them for their values on every call
   * instead of keeping a generic plan (ADR 0023). For filters whose index depends on the value,
   * such as a prefix `LIKE $1 || '%'`: a generic plan cannot turn the pattern into an index range.
   */
  planEachCall?: boolean;
}

/** Each list's shaped statements (at most 512 shapes a list; past that, built on every call). */
const statementsByList = new Map<string, ShapedStatements>();
const statementsOf = (name: string) => {
  const known = statementsByList.get(name);
  if (known) return known;
  const statements = new ShapedStatements();
  statementsByList.set(name, statements);
  return statements;
};

/**
 * The count of a list without its own: matching rows, stopping past `cap` so a huge match costs
 * what `cap` rows cost: LIST_WINDOW for filters (index entries), SEARCH_COUNT_WINDOW for a search
 * (each row read and rechecked). A template rather than the query builder: the same SQL for a
 * tenth of the CPU per call.
 */
const windowCountSql = (table: PgTable, where: SQL | undefined, cap: number) =>
  sql`select count(*)::int as n from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${literalInt(cap + 1)}) w`;

function windowCounted(row: { n: number } | undefined, cap: number) {
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * The list convention on the server. The page is chosen on the table alone (an index walk over
 * ids, from `after` when given), then its rows are loaded with their joins — in the same statement
 * for `JoinedRows`. The count runs concurrently and stops at its window.
 */
export async function runList<Row, F>(spec: ListSpec<Row, F>): Promise<Paged<Row>> {
  const { query, db, table, idColumn } = spec;
  const { field, descending } = parseSort(query.sort);
  const column = spec.sortColumns[field];
  if (!column) throw new Error(`sort field ${field} has no column`);
  const cursor = query.after ? readCursor(query.after, query.sort, column, idColumn) : undefined;
  const offset = cursor ? 0 : (query.page - 1) * query.limit;
  const statements = statementsOf(spec.name);
  const filters = spec.filters.shape(spec.values);
  const search = spec.search ?? columnSearch(spec.searchColumn);
  const where = (bind: Bind) =>
    and(search.condition(query.search, bind), ...spec.filters.conditions(spec.values, bind));

  /** The statement choosing the page, with every value through `bind`. */
  const pageOf = (bind: Bind) => {
    const direction = descending ? desc : asc;
    const order = [direction(column), direction(idColumn)];
    const pageWhere = cursor
      ? and(where(bind), keysetCondition(column, idColumn, descending, cursor, bind))
      : where(bind);
    // One row past the page tells whether there is a next one. The limit is written into the text
    // (an integer the contract bounds to 1-100): a plan made for "LIMIT $1" assumes a tenth of the
    // table. The offset stays a parameter, so a page's text has one shape per filter set and page
    // size and can be a prepared statement (ADR 0023 caps how many are named); PostgreSQL plans
    // it with the offset's value. A first page has none (drizzle leaves out `offset 0`): its
    // generic plan is the cheap one.
    return pageSubquery(db, table, idColumn, sql`${column}::text`, pageWhere, order)
      .limit(literalInt(query.limit + 1) as unknown as number)
      .offset(offset > 0 ? bind('vd_offset', offset) : 0);
  };

  // Everything of the text but the filters' values: sort, page size, paging kind, search.
  const key = [
    filters.key,
    query.sort,
    query.limit,
    cursor ? (cursor.v === null ? 'after-null' : 'after') : offset > 0 ? 'offset' : 'first',
    search.shape(query.search),
  ].join('|');
  const named = spec.planEachCall ? (statement: SQL) => statement : prepared;
  const values: Record<string, unknown> = { ...filters.values };
  if (offset > 0) values.vd_offset = offset;
  Object.assign(values, search.values(query.search));
  if (cursor) {
    values.vd_after_id = cursor.i;
    if (cursor.v !== null) values.vd_after_value = cursor.v;
  }

  type Loaded = { rows: { row: Row & { id: string }; key: string | null }[]; more: boolean };
  const { rows } = spec;
  let loading: Promise<Loaded>;
  if ('pageSql' in rows) {
    const statement = statements.statement(
      key,
      (bind) => named(rows.pageSql(pageOf(bind).as('vd_page'))),
      values,
    );
    loading = rowsOf<never>(db, statement).then((raw) => {
      const sorted = raw.map(rows.pageRow).sort((a, b) => Number(a.ord) - Number(b.ord));
      return { rows: sorted.slice(0, query.limit), more: sorted.length > query.limit };
    });
  } else {
    // The page's ids, then its rows (a second round trip).
    loading = (async (): Promise<Loaded> => {
      const statement = statements.statement(`ids|${key}`, (bind) => pageOf(bind).getSQL(), values);
      const picked = await rowsOf<{ vd_page_id: string; vd_page_key: string | null }>(db, statement);
      const ids = picked.slice(0, query.limit).map((r) => r.vd_page_id);
      const loaded = ids.length > 0 ? await rows.byIds(ids) : [];
      const byId = new Map(loaded.map((r) => [r.id, r]));
      return {
        rows: ids.flatMap((id, i) => {
          const row = byId.get(id);
          return row ? [{ row, key: picked[i]!.vd_page_key }] : [];
        }),
        more: picked.length > query.limit,
      };
    })();
  }

  let counting: Promise<{ total: number; totalCapped: boolean }>;
  if (spec.count) {
    const page = loading.then((l) => ({ rows: l.rows.map((r) => r.row), more: l.more }));
    page.catch(() => {}); // awaited below through `loading` when the count does not
    counting = spec.count(page);
  } else {
    const cap = query.search ? SEARCH_COUNT_WINDOW : LIST_WINDOW;
    const countKey = [filters.key, 'count', search.shape(query.search)].join('|');
    counting = rowsOf<{ n: number }>(
      db,
      statements.statement(countKey, (bind) => named(windowCountSql(table, where(bind), cap)), values),
    ).then(([row]) => windowCounted(row, cap));
  }

  // On a server the page and the count run side by side on two pooled connections.
  const [loaded, counted] = await Promise.all([loading, counting]);
  const last = loaded.rows.at(-1);
  return {
    items: loaded.rows.map((r) => r.row),
    ...counted,
    page: query.page,
    limit: query.limit,
    nextCursor: loaded.more && last ? encodeCursor({ s: query.sort, v: last.key, i: last.row.id }) : null,
  };
}
