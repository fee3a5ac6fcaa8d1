import { type Paged, parseSort } from '@visadesk/contract';
import { and, asc, count, type Db, desc, type SQL, sql } from '@visadesk/db';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches the folded search column of a table (see migration 0001: vd_normalize). */
export function searchCondition(column: AnyPgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return sql`${column} LIKE '%' || vd_normalize(${escapeLike(term)}) || '%'`;
}

export interface PageArgs {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export interface ListSpec<Row> {
  db: Db;
  table: PgTable;
  query: { page: number; limit: number; sort: string; search?: string | undefined };
  searchColumn: AnyPgColumn;
  sortColumns: Record<string, AnyPgColumn>;
  /** The primary key: the tie-breaker that keeps paging stable when sort values repeat. */
  idColumn: AnyPgColumn;
  filters: (SQL | undefined)[];
  fetch: (args: PageArgs) => Promise<Row[]>;
}

/** The list convention on the server: filtered, searched, sorted, one page, with the total. */
export async function runList<Row>(spec: ListSpec<Row>): Promise<Paged<Row>> {
  const { query } = spec;
  const where = and(searchCondition(spec.searchColumn, query.search), ...spec.filters);
  const { field, descending } = parseSort(query.sort);
  const column = spec.sortColumns[field];
  if (!column) throw new Error(`sort field ${field} has no column`);
  const direction = descending ? desc : asc;
  const items = await spec.fetch({
    where,
    orderBy: [direction(column), direction(spec.idColumn)],
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const [row] = await spec.db.select({ total: count() }).from(spec.table).where(where);
  return { items, total: row?.total ?? 0, page: query.page, limit: query.limit };
}
