import type { TicketDetail, TicketReply } from '@visadesk/contract/ticket-replies';

export interface ConversationMessage extends TicketReply {
  /** The ticket's own message, which opens the conversation. */
  opening: boolean;
}

/**
 * The whole conversation, oldest first: the ticket's message, then every reply. The API sends
 * replies in order already; sorting again (stable, by time) keeps the thread right if it ever does not.
 */
export function conversationOf(ticket: TicketDetail): ConversationMessage[] {
  const opening: ConversationMessage = {
    id: `${ticket.id}-message`,
    author: 'applicant',
    staffName: null,
    body: ticket.message,
    createdAt: ticket.createdAt,
    opening: true,
  };
  const replies = [...ticket.replies]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((reply) => ({ ...reply, opening: false }));
  return [opening, ...replies];
}
