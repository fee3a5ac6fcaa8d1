import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketPaths } from '@visadesk/contract/paths';
import type { TicketDetail, TicketReplyCreate } from '@visadesk/contract/ticket-replies';
import { api } from '../../../lib/http/http';
import { ticketQueryKey } from './get-ticket';
import { ticketsListKey } from './get-tickets';

/**
 * POST /api/tickets/{id}/replies: a staff answer, mailed to the ticket's address. Without a
 * status an open ticket becomes in-progress; the answer comes back with the whole conversation.
 */
export function replyToTicket(id: string, body: TicketReplyCreate): Promise<TicketDetail> {
  return api.call(ticketPaths.reply, { params: { id }, body });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TicketReplyCreate }) => replyToTicket(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(ticketQueryKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: ticketsListKey });
    },
  });
}
