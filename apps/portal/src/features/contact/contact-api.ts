import type { ApplicantGroup } from '@visadesk/contract/applicant';
import type { Paged } from '@visadesk/contract/list';
import { api } from '../../lib/http/api';

/** A ticket as POST /api/ticket answers (the contract's Ticket). */
export interface OpenedTicket {
  id: string;
  subject: string;
  status: TicketStatus;
  createdAt: string;
}

export type TicketStatus = 'open' | 'in-progress' | 'closed';

/** A ticket in the applicant's own list; `lastReplyBy: 'staff'` is an answer to read. */
export interface ApplicantTicket {
  id: string;
  subject: string;
  message: string;
  requestReference: string | null;
  status: TicketStatus;
  lastReplyBy: 'staff' | 'applicant' | null;
  createdAt: string;
  updatedAt: string;
}

/** One message under a ticket: the team's answer or the applicant's own follow-up. */
export interface TicketMessage {
  id: string;
  author: 'staff' | 'applicant';
  body: string;
  createdAt: string;
}

export interface ApplicantTicketDetail extends ApplicantTicket {
  replies: TicketMessage[];
}

export interface TicketBody {
  name: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  requestReference?: string | undefined;
  /** The language staff answer in: the page's. */
  locale: 'en' | 'ar';
}

// Sent with the applicant's token when signed in, so the ticket is theirs (and in their list).
export const openTicket = (body: TicketBody) => api<OpenedTicket>('/api/ticket', { method: 'POST', body });

export function loadTickets(after: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '10' });
  if (after) query.set('after', after);
  return api<Paged<ApplicantTicket>>(`/api/applicant/tickets?${query}`, signal ? { signal } : {});
}

export const loadTicket = (id: string, signal?: AbortSignal) =>
  api<ApplicantTicketDetail>(`/api/applicant/tickets/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const replyToTicket = (id: string, body: string) =>
  api<ApplicantTicketDetail>(`/api/applicant/tickets/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    body: { body },
  });

/** The applicant's recent groups, for the "about an application" choice. */
export const loadRecentGroups = (signal?: AbortSignal) =>
  api<Paged<ApplicantGroup>>('/api/applicant/groups?limit=50', signal ? { signal } : {});
