import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { dashboardPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import type { DayRange } from '../period';

/** GET /api/dashboard: the period's figures, the work waiting now and the latest requests. */
export function getDashboard(range: DayRange, signal?: AbortSignal): Promise<Dashboard> {
  return api.call(dashboardPaths.get, { query: { from: range.from, to: range.to }, signal });
}

export const dashboardQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: ['dashboard', range.from, range.to],
    queryFn: ({ signal }) => getDashboard(range, signal),
    // The previous period stays on screen while the next one loads, instead of a blank page.
    placeholderData: keepPreviousData,
  });

export function useDashboard(range: DayRange) {
  return useQuery(dashboardQueryOptions(range));
}
