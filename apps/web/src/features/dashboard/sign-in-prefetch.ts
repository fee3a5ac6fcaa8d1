import { queryClient } from '../../lib/query/query-client';
import { canOpen } from '../../lib/session/screen-access';
import { getUser } from '../../lib/session/session';
import { dashboardQueryOptions } from './api/get-dashboard';
import { agencyToday, parsePeriod, periodRange } from './period';

/**
 * Right after sign-in, ask for the dashboard's figures while the router is still switching to the
 * signed-in shell: the page then finds them in the shell's query cache (same key, same default
 * period as a URL without a query). Skipped for admins who may not see the dashboard.
 */
export function prefetchDashboardData(): void {
  if (!canOpen('dashboard', getUser()?.permissions ?? [])) return;
  void queryClient.prefetchQuery(
    dashboardQueryOptions(periodRange(parsePeriod(new URLSearchParams()), agencyToday())),
  );
}
