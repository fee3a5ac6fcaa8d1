import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TableController } from '../../../components/data-table/use-table-state';
import { useTableState } from '../../../components/data-table/use-table-state';
import { type RequestFilter, requestTableConfig } from '../table-config';

export type DateBound = 'from' | 'to';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_KEYS: readonly DateBound[] = ['from', 'to'];

function readDates(search: string): Partial<Record<DateBound, string>> {
  const params = new URLSearchParams(search);
  const dates: Partial<Record<DateBound, string>> = {};
  for (const key of DATE_KEYS) {
    const value = params.get(key);
    if (value && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))) dates[key] = value;
  }
  return dates;
}

export interface RequestTable {
  table: TableController<RequestFilter>;
  dates: Partial<Record<DateBound, string>>;
  setDate(bound: DateBound, value: string | undefined): void;
  /** The assignment filter: 'none' (unassigned), an admin's id, or undefined (anyone). */
  assigned: string | undefined;
  setAssigned(value: string | undefined): void;
  /** The API query (list and export): the table's, plus the date range and "unassigned" as `none`. */
  query: Record<string, string | number | undefined>;
}

/**
 * The shared URL table state, plus what its filter types do not cover: the submitted-date range
 * (`from`/`to`, days) and "unassigned". Dates live in the same query string, so clearing filters
 * and the "filtered" empty state account for them too.
 */
export function useRequestTable(): RequestTable {
  const base = useTableState(requestTableConfig);
  const { search } = useLocation();
  const navigate = useNavigate();
  const dates = useMemo(() => readDates(search), [search]);

  const rewrite = useCallback(
    (edit: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(window.location.search);
      edit(params);
      params.delete('page');
      const next = params.toString();
      navigate({ search: next ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const setDate = useCallback(
    (bound: DateBound, value: string | undefined) =>
      rewrite((params) => {
        if (value && ISO_DAY.test(value)) params.set(bound, value);
        else params.delete(bound);
      }),
    [rewrite],
  );

  // One URL write for both parameters: two setFilter calls in a row would each start from the old URL.
  const setAssigned = useCallback(
    (value: string | undefined) =>
      rewrite((params) => {
        params.delete('unassigned');
        params.delete('assignedAdminId');
        if (value === 'none') params.set('unassigned', 'true');
        else if (value) params.set('assignedAdminId', value);
      }),
    [rewrite],
  );

  return useMemo(() => {
    const { unassigned, assignedAdminId, ...filters } = base.state.filters;
    const table: TableController<RequestFilter> = {
      ...base,
      // The grid's "no matches" state and its reset button see the dates as filters too.
      state: { ...base.state, filters: { ...base.state.filters, ...dates } },
      clearFilters: () =>
        rewrite((params) => {
          for (const key of ['search', ...Object.keys(requestTableConfig.filters), ...DATE_KEYS]) {
            params.delete(key);
          }
        }),
    };
    const query = {
      ...base.query,
      ...filters,
      assignedAdminId: unassigned === 'true' ? 'none' : assignedAdminId,
      unassigned: undefined,
      ...dates,
    };
    const assigned = unassigned === 'true' ? 'none' : assignedAdminId;
    return { table, dates, setDate, assigned, setAssigned, query };
  }, [base, dates, rewrite, setDate, setAssigned]);
}
