import { LIST_WINDOW } from '@visadesk/contract/list';
import { isCalendarDay } from '../../lib/days';

/**
 * The URL <-> table state mapping behind every server-side list: `page`, `limit`, `sort`, `search`
 * and the page's typed filters live in the query string, so a reload or a shared link restores
 * the view. Anything invalid falls back to its default instead of reaching the API as a 400.
 */

export type FilterSpec =
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  /** An entity id, e.g. a destination country. */
  | { type: 'uuid' }
  /** A calendar day, YYYY-MM-DD (a date-range bound). */
  | { type: 'day' }
  /** A whole number within bounds (an amount-range bound). */
  | { type: 'integer'; min: number; max: number };

export interface TableConfig<F extends string = string> {
  /** The endpoint's whitelisted sort fields (the contract's *_SORT_FIELDS). */
  sortFields: readonly string[];
  defaultSort: string;
  filters: Record<F, FilterSpec>;
  /** Page sizes offered; the first one is the default. */
  pageSizes?: readonly number[];
}

export interface TableState<F extends string = string> {
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** A sort field, `-` prefixed for descending. */
  sort: string;
  search: string;
  /** Filter values exactly as the API's query string takes them ('true', 'tourist', a uuid). */
  filters: Partial<Record<F, string>>;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
const MAX_PAGE = 100_000;
const MAX_SEARCH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TABLE_KEYS = ['page', 'limit', 'sort', 'search'] as const;

export function pageSizesOf(config: TableConfig): readonly number[] {
  return config.pageSizes?.length ? config.pageSizes : DEFAULT_PAGE_SIZES;
}

export function defaultTableState<F extends string>(config: TableConfig<F>): TableState<F> {
  return { page: 1, limit: pageSizesOf(config)[0]!, sort: config.defaultSort, search: '', filters: {} };
}

function parsePositiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

export function isValidSort(sort: string, config: TableConfig): boolean {
  const field = sort.startsWith('-') ? sort.slice(1) : sort;
  return config.sortFields.includes(field);
}

export function isValidFilter(spec: FilterSpec, value: string): boolean {
  switch (spec.type) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'enum':
      return spec.values.includes(value);
    case 'uuid':
      return UUID.test(value);
    case 'day':
      return isCalendarDay(value);
    case 'integer': {
      if (!/^\d{1,15}$/.test(value)) return false;
      const number = Number(value);
      return number >= spec.min && number <= spec.max;
    }
  }
}

export function parseTableState<F extends string>(
  params: URLSearchParams,
  config: TableConfig<F>,
): TableState<F> {
  const defaults = defaultTableState(config);
  const page = parsePositiveInt(params.get('page'));
  const limit = parsePositiveInt(params.get('limit'));
  const sort = params.get('sort') ?? '';
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const filters: Partial<Record<F, string>> = {};
  for (const [name, spec] of Object.entries(config.filters) as [F, FilterSpec][]) {
    const value = params.get(name);
    if (value !== null && isValidFilter(spec, value)) filters[name] = value;
  }
  const pageSize = limit !== undefined && pageSizesOf(config).includes(limit) ? limit : defaults.limit;
  // The API lists at most LIST_WINDOW rows deep (docs/decisions/0005); a page past that is a 400.
  const pageOk = page !== undefined && page <= MAX_PAGE && (page - 1) * pageSize < LIST_WINDOW;
  return {
    page: pageOk ? page : defaults.page,
    limit: pageSize,
    sort: isValidSort(sort, config) ? sort : defaults.sort,
    search,
    filters,
  };
}

/**
 * Writes `state` over `current`, keeping parameters that are not the table's (e.g. an open
 * dialog's), and leaving defaults out so the plain URL stays the default view.
 */
export function writeTableState<F extends string>(
  current: URLSearchParams,
  state: TableState<F>,
  config: TableConfig<F>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...TABLE_KEYS, ...Object.keys(config.filters)]) next.delete(key);
  const defaults = defaultTableState(config);
  if (state.page !== defaults.page) next.set('page', String(state.page));
  if (state.limit !== defaults.limit) next.set('limit', String(state.limit));
  if (state.sort !== defaults.sort) next.set('sort', state.sort);
  const search = state.search.trim();
  if (search) next.set('search', search);
  for (const [name, spec] of Object.entries(config.filters) as [F, FilterSpec][]) {
    const value = state.filters[name];
    if (value !== undefined && value !== '' && isValidFilter(spec, value)) next.set(name, value);
  }
  return next;
}

/** The API query for a state: the list convention's parameters plus the set filters. */
export function toListQuery(state: TableState): Record<string, string | number | undefined> {
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    search: state.search || undefined,
    ...state.filters,
  };
}

export function hasActiveFilters(state: TableState): boolean {
  return Boolean(state.search) || countActiveFilters(state) > 0;
}

/**
 * How many filters are set — one per filter value, the search box not counted (it stays in
 * view on phones; the filters go into a sheet whose button shows this number).
 */
export function countActiveFilters(state: Pick<TableState, 'filters'>): number {
  return Object.values(state.filters).filter((v) => v !== undefined && v !== '').length;
}

/**
 * `params` without the given filters (and back on page 1), the search and anything else kept:
 * the phone filter sheet's "Clear filters". `names` are query-string names, as the filters' are.
 */
export function withoutFilters(params: URLSearchParams, names: Iterable<string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  next.delete('page');
  return next;
}
