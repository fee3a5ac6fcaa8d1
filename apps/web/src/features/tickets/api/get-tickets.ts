import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ticketSchema } from '@visadesk/contract/events';
import type { Paged } from '@visadesk/contract/list';
import type { z } from 'zod';
import { http } from '../../../lib/http/http';

export type Ticket = z.infer<typeof ticketSchema>;
type ListQuery = Record<string, string | number | undefined>;

/** GET /api/tickets/list: one page of tickets, newest first unless sorted otherwise. */
export function getTickets(query: ListQuery, signal?: AbortSignal): Promise<Paged<Ticket>> {
  return http.get<Paged<Ticket>>('/tickets/list', { query, signal });
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
