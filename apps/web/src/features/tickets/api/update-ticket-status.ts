import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketPaths } from '@visadesk/contract/paths';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { api } from '../../../lib/http/http';
import type { TicketStatus } from '../status';
import { ticketQueryKey } from './get-ticket';
import { type Ticket, ticketsListKey } from './get-tickets';

/** PATCH /api/tickets/{id} {status}: moves the ticket without writing to the applicant. */
export function setTicketStatus(id: string, status: TicketStatus): Promise<Ticket> {
  return api.call(ticketPaths.setStatus, { params: { id }, body: { status } });
}

export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TicketStatus }) => setTicketStatus(id, status),
    onSuccess: (ticket) => {
      // The answer has no replies: keep the conversation already shown, then re-read both.
      queryClient.setQueryData<TicketDetail>(ticketQueryKey(ticket.id), (old) =>
        old ? { ...old, ...ticket } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticket.id) }),
        queryClient.invalidateQueries({ queryKey: ticketsListKey }),
      ]);
    },
  });
}
