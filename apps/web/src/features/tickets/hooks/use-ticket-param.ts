import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The query parameter that opens a ticket on the list (the bell's links use it too). */
export const TICKET_PARAM = 'ticket';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The open ticket, as `?ticket=<id>` on the list route: a shared link or a notification opens
 * it over the list, and the list's own filters stay around it.
 */
export function useTicketParam() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The router's query string, not window.location: the same in the browser, and right under a
  // memory router too.
  const latest = useRef(search);
  latest.current = search;
  const id = useMemo(() => {
    const value = new URLSearchParams(search).get(TICKET_PARAM);
    return value && UUID.test(value) ? value : undefined;
  }, [search]);

  const go = useCallback(
    (value: string | undefined, replace: boolean) => {
      const params = new URLSearchParams(latest.current);
      if (value) params.set(TICKET_PARAM, value);
      else params.delete(TICKET_PARAM);
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
