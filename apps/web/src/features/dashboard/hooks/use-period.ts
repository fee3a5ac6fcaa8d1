import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { agencyToday, type DayRange, type Period, parsePeriod, periodRange, writePeriod } from '../period';

/**
 * The period in the URL, so a reload or a shared link shows the same dashboard. Changing it
 * replaces the history entry: the period is a view setting, not a place to go back to.
 */
export function usePeriod(): { period: Period; range: DayRange; setPeriod(period: Period): void } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const period = useMemo(() => parsePeriod(new URLSearchParams(search)), [search]);
  // Recomputed with the URL: "last 7 days" moves on when the page is reopened the next day.
  const range = useMemo(() => periodRange(period, agencyToday()), [period]);

  const setPeriod = useCallback(
    (next: Period) => {
      const params = writePeriod(new URLSearchParams(window.location.search), next).toString();
      navigate({ search: params ? `?${params}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  return { period, range, setPeriod };
}
