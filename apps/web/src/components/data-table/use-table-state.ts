import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  parseTableState,
  type TableConfig,
  type TableState,
  toListQuery,
  writeTableState,
} from './table-state';

export interface TableController<F extends string = string> {
  config: TableConfig<F>;
  state: TableState<F>;
  /** The API query for the current state. */
  query: Record<string, string | number | undefined>;
  /** Pushes a history entry unless `replace` (a correction, not a move). */
  setPage(page: number, options?: { replace?: boolean }): void;
  setLimit(limit: number): void;
  setSort(sort: string): void;
  setSearch(search: string): void;
  setFilter(name: F, value: string | undefined): void;
  clearFilters(): void;
}

/**
 * The table's state, read from and written to the URL. Page moves push a history entry (Back
 * returns to the previous page); everything else replaces it and goes back to page 1, since the
 * old page number means nothing for a new sort, search or filter.
 * `config` must be a stable (module-level) object.
 */
export function useTableState<F extends string>(config: TableConfig<F>): TableController<F> {
  // The query string through useLocation/useNavigate rather than useSearchParams: same URL, but
  // useSearchParams is code the router chunk would then carry onto the sign-in page as well.
  const { search } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(search);
  latest.current = search;
  const state = useMemo(() => parseTableState(new URLSearchParams(search), config), [search, config]);

  const update = useCallback(
    (patch: (prev: TableState<F>) => Partial<TableState<F>>, push = false) => {
      const prev = new URLSearchParams(latest.current);
      const current = parseTableState(prev, config);
      const next = writeTableState(prev, { ...current, page: 1, ...patch(current) }, config).toString();
      navigate({ search: next ? `?${next}` : '' }, { replace: !push, preventScrollReset: true });
    },
    [navigate, config],
  );

  return useMemo(
    () => ({
      config,
      state,
      query: toListQuery(state),
      setPage: (page, options) => update(() => ({ page }), !options?.replace),
      setLimit: (limit) => update(() => ({ limit })),
      setSort: (sort) => update(() => ({ sort })),
      setSearch: (search) => update(() => ({ search })),
      setFilter: (name, value) => update((prev) => ({ filters: { ...prev.filters, [name]: value } })),
      clearFilters: () => update(() => ({ search: '', filters: {} })),
    }),
    [config, state, update],
  );
}
