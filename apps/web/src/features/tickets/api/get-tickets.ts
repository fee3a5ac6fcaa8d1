import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResultOf } from '@visadesk/client';
import { ticketPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

export type Ticket = ResultOf<typeof ticketPaths.setStatus>;
type ListQuery = Record<string, string | number | undefined>;

/** GET /api/tickets/list: one page of tickets, newest first unless sorted otherwise. */
export function getTickets(query: ListQuery, signal?: AbortSignal) {
  // The list's URL state; the API checks it.
  return api.call(ticketPaths.list, { query: query as QueryOf<typeof ticketPaths.list>, signal });
}

export const ticketsListKey = ['tickets', 'list'] as const;

export const ticketsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...ticketsListKey, query],
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTickets(query: ListQuery) {
  return useQuery(ticketsQueryOptions(query));
}

/**
 * How many tickets wait for their first answer (status open): the sidebar's badge. One row is
 * read for its page's total. Under the list's key, so whatever refreshes the list refreshes it,
 * and the live stream's ticket events (`['tickets']`) too.
 */
export const openTicketCountQueryOptions = () =>
  queryOptions({
    queryKey: [...ticketsListKey, 'open-count'],
    queryFn: ({ signal }) => getTickets({ status: 'open', limit: 1 }, signal),
    select: (page) => page.total,
    staleTime: 60_000,
  });

export function useOpenTicketCount(enabled: boolean) {
  return useQuery({ ...openTicketCountQueryOptions(), enabled });
}
