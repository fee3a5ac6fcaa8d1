import {
  decodeCursor,
  encodeCursor,
  isStorableText,
  LIST_WINDOW,
  type ListCursor,
  type Paged,
  parseSort,
  SEARCH_COUNT_WINDOW,
} from '@visadesk/contract';
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
import { badRequest } from '../http/errors';
import { literalInt, rowsOf } from './frozen-sql';

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

interface ListBase {
  db: Db;
  table: PgTable;
  query: ListQuery;
  searchColumn: AnyPgColumn;
  sortColumns: Record<string, AnyPgColumn>;
  /** The primary key: the tie-breaker that keeps paging stable when sort values repeat. */
  idColumn: AnyPgColumn;
}

/** A list whose statements are built on every call. */
interface BuiltPerCall<Row> extends ListBase {
  filters: (SQL | undefined)[];
  /** Loads the page's rows by id (in any order); joins and per-row extras go here. */
  fetchRows: (ids: string[]) => Promise<(Row & { id: string })[]>;
  /**
   * Optional, instead of a second round trip: loads the rows of `page` (a subquery with `id`,
   * `key` and `ord`) joined in one query, returning each row with its page's `key` and `ord`.
   */
  fetchPage?: (page: ListPage) => Promise<{ row: Row & { id: string }; key: string | null; ord: number }[]>;
  /**
   * Optional: how many rows match, from somewhere cheaper than counting (e.g. a counts table).
   * Runs concurrently with the page. Without it the rows are counted up to LIST_WINDOW.
   */
  count?: (where: SQL | undefined) => Promise<{ total: number; totalCapped: boolean }>;
  shape?: undefined;
}

/** A hot list: its statement built once per shape (ADR 0025) instead of on every call. */
interface BuiltPerShape<Row> extends ListBase {
  shape: ListShape<Row>;
}

export type ListSpec<Row> = BuiltPerCall<Row> | BuiltPerShape<Row>;

export interface ListShape<Row> {
  /** What of the filters decides the text (which are set, and how): runList adds sort, size and paging. */
  key: string;
  /** The filters' values by the names `filters` binds them to. */
  values: Record<string, unknown>;
  filters: (bind: Bind) => (SQL | undefined)[];
  /** The page's statement around the subquery choosing it: the same text for the same subquery. */
  pageSql: (page: ListPage) => SQL;
  /** One raw row of `pageSql`'s result. */
  pageRow: (raw: never) => { row: Row & { id: string }; key: string | null; ord: number | string };
  /** Optional, as `count` above; without it the rows are counted up to their window, shaped too. */
  count?: () => Promise<{ total: number; totalCapped: boolean }>;
  /**
   * Run this shape's statements unnamed, so PostgreSQL plans them for their values on every call
   * instead of keeping a generic plan (ADR 0023). For filters whose index depends on the value,
   * such as a prefix `LIKE $1 || '%'`: a generic plan cannot turn the pattern into an index range.
   */
  planEachCall?: boolean;
}

const listStatements = new ShapedStatements();

/** SQL types a cursor value may hold, checked before PostgreSQL sees them (a bad cast would be a 500). */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(y: string, m: string, d: string) {
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(m) - 1 &&
    day.getUTCDate() === Number(d)
  );
}

function valueFits(sqlType: string, value: string): boolean {
  if (sqlType.startsWith('timestamp')) {
    const m = TIMESTAMP.exec(value);
    return (
      !!m && validDay(m[1]!, m[2]!, m[3]!) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60
    );
  }
  if (sqlType === 'date') {
    const m = DATE.exec(value);
    return !!m && validDay(m[1]!, m[2]!, m[3]!);
  }
  if (sqlType === 'integer' || sqlType === 'smallint') {
    return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2_147_483_647;
  }
  if (sqlType === 'bigint') return /^-?\d{1,18}$/.test(value);
  if (sqlType.startsWith('numeric')) return /^-?\d{1,30}(\.\d{1,30})?$/.test(value);
  if (sqlType === 'boolean') return value === 'true' || value === 'false';
  if (sqlType === 'uuid')
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  if (sqlType === 'text' || sqlType.startsWith('varchar')) return isStorableText(value);
  return false;
}

/**
 * The rows after the cursor's row in the list's order. PostgreSQL sorts NULLs last going up and
 * first going down, so a nullable column needs the NULL side spelled out; otherwise the row
 * comparison `(column, id) > (value, id)` is one index range.
 */
function keysetCondition(
  column: AnyPgColumn,
  idColumn: AnyPgColumn,
  descending: boolean,
  cursor: ListCursor,
  bind: Bind,
): SQL {
  const type = sql.raw(column.getSQLType());
  const idType = sql.raw(idColumn.getSQLType());
  const id = sql`${bind('vd_after_id', cursor.i)}::${idType}`;
  const beyond = descending ? sql`<` : sql`>`;
  if (cursor.v === null) {
    // Going up the NULLs come last: only later ids among them. Going down they came first:
    // later ids among them, then every non-NULL value.
    return descending
      ? sql`((${column} IS NULL AND ${idColumn} < ${id}) OR ${column} IS NOT NULL)`
      : sql`(${column} IS NULL AND ${idColumn} > ${id})`;
  }
  const after = sql`(${column}, ${idColumn}) ${beyond} (${bind('vd_after_value', cursor.v)}::${type}, ${id})`;
  return !column.notNull && !descending ? sql`(${after} OR ${column} IS NULL)` : after;
}

function readCursor(after: string, sort: string, column: AnyPgColumn, idColumn: AnyPgColumn): ListCursor {
  const cursor = decodeCursor(after);
  const fits =
    cursor &&
    cursor.s === sort &&
    valueFits(idColumn.getSQLType(), cursor.i) &&
    (cursor.v === null ? !column.notNull : valueFits(column.getSQLType(), cursor.v));
  if (!fits) {
    throw badRequest([
      'querystring.after: is not a cursor from this list and sort (use nextCursor as given, with the same sort)',
    ]);
  }
  return cursor;
}

/**
 * Counts matching rows, stopping past `cap` so a huge match costs what `cap` rows cost: LIST_WINDOW
 * for filters (index entries), SEARCH_COUNT_WINDOW for a search (each row read and rechecked).
 */
export async function windowCount(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const [row] = await rowsOf<{ n: number }>(db, windowCountSql(table, where, cap), { prepared: true });
  return windowCounted(row, cap);
}

// A template rather than the query builder: the same SQL for a tenth of the CPU per call.
const windowCountSql = (table: PgTable, where: SQL | undefined, cap: number) =>
  sql`select count(*)::int as n from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${literalInt(cap + 1)}) w`;

function windowCounted(row: { n: number } | undefined, cap: number) {
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * The list convention on the server. The page is chosen on the table alone (an index walk over
 * ids, from `after` when given), then its rows are loaded with their joins — in the same query
 * when the list supplies `fetchPage`. The count runs concurrently and stops at its window.
 */
export async function runList<Row>(spec: ListSpec<Row>): Promise<Paged<Row>> {
  const { query, db, table, idColumn } = spec;
  const { field, descending } = parseSort(query.sort);
  const column = spec.sortColumns[field];
  if (!column) throw new Error(`sort field ${field} has no column`);
  const cursor = query.after ? readCursor(query.after, query.sort, column, idColumn) : undefined;
  const offset = cursor ? 0 : (query.page - 1) * query.limit;

  /** The statement choosing the page, with every value through `bind`. */
  const pageOf = (bind: Bind, filters: (SQL | undefined)[]) => {
    const direction = descending ? desc : asc;
    const order = [direction(column), direction(idColumn)];
    const where = and(searchCondition(spec.searchColumn, query.search, bind), ...filters);
    const pageWhere = cursor
      ? and(where, keysetCondition(column, idColumn, descending, cursor, bind))
      : where;
    // One row past the page tells whether there is a next one. The limit is written into the text
    // (an integer the contract bounds to 1-100): a plan made for "LIMIT $1" assumes a tenth of the
    // table. The offset stays a parameter, so a page's text has one shape per filter set and page
    // size and can be a prepared statement (ADR 0023 caps how many are named); PostgreSQL plans
    // it with the offset's value. A first page has none (drizzle leaves out `offset 0`): its
    // generic plan is the cheap one.
    const page = pageSubquery(db, table, idColumn, sql`${column}::text`, pageWhere, order)
      .limit(literalInt(query.limit + 1) as unknown as number)
      .offset(offset > 0 ? bind('vd_offset', offset) : 0);
    return { where, page };
  };

  type Loaded = { rows: { row: Row & { id: string }; key: string | null }[]; more: boolean };
  const fromPage = (loaded: { row: Row & { id: string }; key: string | null; ord: number | string }[]) => {
    const sorted = loaded.sort((a, b) => Number(a.ord) - Number(b.ord));
    return { rows: sorted.slice(0, query.limit), more: sorted.length > query.limit };
  };

  let loading: Promise<Loaded>;
  let counting: Promise<{ total: number; totalCapped: boolean }>;
  if (spec.shape) {
    const { shape } = spec;
    // Everything of the text but the filters' values: sort, page size, paging kind, search.
    const key = [
      shape.key,
      query.sort,
      query.limit,
      cursor ? (cursor.v === null ? 'after-null' : 'after') : offset > 0 ? 'offset' : 'first',
      searchShape(query.search),
    ].join('|');
    const named = shape.planEachCall ? (statement: SQL) => statement : prepared;
    const values: Record<string, unknown> = { ...shape.values };
    if (offset > 0) values.vd_offset = offset;
    Object.assign(values, searchValues(query.search));
    if (cursor) {
      values.vd_after_id = cursor.i;
      if (cursor.v !== null) values.vd_after_value = cursor.v;
    }
    const statement = listStatements.statement(
      key,
      (bind) => named(shape.pageSql(pageOf(bind, shape.filters(bind)).page.as('vd_page'))),
      values,
    );
    loading = rowsOf<never>(db, statement).then((raw) => fromPage(raw.map(shape.pageRow)));
    if (shape.count) counting = shape.count();
    else {
      const cap = query.search ? SEARCH_COUNT_WINDOW : LIST_WINDOW;
      const countKey = [shape.key, 'count', searchShape(query.search)].join('|');
      const where = (bind: Bind) =>
        and(searchCondition(spec.searchColumn, query.search, bind), ...shape.filters(bind));
      counting = rowsOf<{ n: number }>(
        db,
        listStatements.statement(countKey, (bind) => named(windowCountSql(table, where(bind), cap)), values),
      ).then(([row]) => windowCounted(row, cap));
    }
  } else {
    const { where, page } = pageOf(inline, spec.filters);
    loading = (async (): Promise<Loaded> => {
      if (spec.fetchPage) return fromPage(await spec.fetchPage(page.as('vd_page')));
      // A list without fetchPage: the page's ids, then its rows (a second round trip).
      const picked = await page;
      const ids = picked.slice(0, query.limit).map((r) => r.id);
      const rows = ids.length > 0 ? await spec.fetchRows(ids) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        rows: ids.flatMap((id, i) => {
          const row = byId.get(id);
          return row ? [{ row, key: picked[i]!.key }] : [];
        }),
        more: picked.length > query.limit,
      };
    })();
    counting = spec.count
      ? spec.count(where)
      : windowCount(db, table, where, query.search ? SEARCH_COUNT_WINDOW : LIST_WINDOW);
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
