import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

const PARAM = 'request';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The open request, as `?request=<id>` on the list route: the route table has no path
 * parameters, and a query parameter keeps the list's own filters around it deep-linkable.
 */
export function useRequestParam() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = useMemo(() => {
    const value = new URLSearchParams(search).get(PARAM);
    return value && UUID.test(value) ? value : undefined;
  }, [search]);

  const go = useCallback(
    (value: string | undefined, replace: boolean) => {
      const params = new URLSearchParams(window.location.search);
      if (value) params.set(PARAM, value);
      else params.delete(PARAM);
      const next = params.toString();
      navigate({ search: next ? `?${next}` : '' }, { replace, preventScrollReset: true });
    },
    [navigate],
  );

  return {
    id,
    // Opening pushes history (Back closes it); closing replaces, so Forward does not reopen it.
    open: useCallback((value: string) => go(value, false), [go]),
    close: useCallback(() => go(undefined, true), [go]),
  };
}
