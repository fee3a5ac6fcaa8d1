import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketPaths } from '@visadesk/contract/paths';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { api } from '../../../lib/http/http';

/** GET /api/tickets/{id}: the ticket with its conversation, oldest message first. */
export function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return api.call(ticketPaths.one, { params: { id }, signal });
}

export const ticketQueryKey = (id: string) => ['tickets', 'one', id] as const;

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketQueryKey(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    // The applicant may write back at any moment: read it fresh each time it is opened.
    staleTime: 0,
  });

export function useTicket(id: string | undefined) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: Boolean(id) });
}
