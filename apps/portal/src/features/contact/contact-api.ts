import type { BodyOf, ResultOf } from '@visadesk/client';
import type { ApplicantTicketDetail } from '@visadesk/contract';
import { applicantPaths, ticketPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';

export type { ApplicantTicketDetail };
/** A ticket as opening one answers. */
export type OpenedTicket = ResultOf<typeof ticketPaths.open>;
/** A ticket in the applicant's own list; `lastReplyBy: 'staff'` is an answer to read. */
export type ApplicantTicket = ResultOf<typeof applicantPaths.tickets>['items'][number];
export type TicketBody = BodyOf<typeof ticketPaths.open>;

// Sent with the applicant's token when signed in, so the ticket is theirs (and in their list).
export const openTicket = (body: TicketBody) => api.call(ticketPaths.open, { body });

export function loadTickets(after: string | null, signal?: AbortSignal) {
  return api.call(applicantPaths.tickets, { query: { limit: 10, ...(after ? { after } : {}) }, signal });
}

export const loadTicket = (id: string, signal?: AbortSignal) =>
  api.call(applicantPaths.ticket, { params: { id }, signal });

/** A visitor's ticket and its answers, by the token of the link mailed to the ticket's address. */
export const loadVisitorAnswer = (token: string, signal?: AbortSignal) =>
  api.call(ticketPaths.visitorAnswer, { body: { token }, anonymous: true, signal });

export const replyToTicket = (id: string, body: string) =>
  api.call(applicantPaths.reply, { params: { id }, body: { body } });

/** The applicant's recent groups, for the "about an application" choice. */
export const loadRecentGroups = (signal?: AbortSignal) =>
  api.call(applicantPaths.groups, { query: { limit: 50 }, signal });
