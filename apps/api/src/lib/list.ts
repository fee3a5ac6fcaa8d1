import { LIST_WINDOW, type Paged, parseSort } from '@visadesk/contract';
import { and, asc, count, type Db, desc, type SQL, sql } from '@visadesk/db';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches the folded search column of a table (see migration 0001: vd_normalize). */
export function searchCondition(column: AnyPgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return sql`${column} LIKE '%' || vd_normalize(${escapeLike(term)}) || '%'`;
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
  /** Loads the page's rows by id (in any order); joins and per-row extras go here. */
  fetchRows: (ids: string[]) => Promise<(Row & { id: string })[]>;
}

/**
 * The list convention on the server. The page is chosen on the table alone (an index walk over
 * ids), then only those rows are loaded with their joins; the count stops at LIST_WINDOW.
 */
export async function runList<Row>(spec: ListSpec<Row>): Promise<Paged<Row>> {
  const { query, db, table } = spec;
  const where = and(searchCondition(spec.searchColumn, query.search), ...spec.filters);
  const { field, descending } = parseSort(query.sort);
  const column = spec.sortColumns[field];
  if (!column) throw new Error(`sort field ${field} has no column`);
  const direction = descending ? desc : asc;

  // On a server the page and the count run side by side on two pooled connections.
  const window = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_WINDOW + 1)
    .as('w');
  const [page, [counted]] = await Promise.all([
    db
      .select({ id: spec.idColumn })
      .from(table)
      .where(where)
      .orderBy(direction(column), direction(spec.idColumn))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(window),
  ]);
  const ids = page.map((r) => r.id as string);
  const rows = ids.length > 0 ? await spec.fetchRows(ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.map((id) => byId.get(id)).filter((r): r is Row & { id: string } => r !== undefined);
  const n = counted?.n ?? 0;
  return {
    items,
    total: Math.min(n, LIST_WINDOW),
    totalCapped: n > LIST_WINDOW,
    page: query.page,
    limit: query.limit,
  };
}
