import { TICKET_STATUSES } from '@visadesk/contract/events';
import type { SoftColor } from '../../components/soft-chip';

export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The order statuses are offered in (filter, status select): the ticket's life. */
export const TICKET_STATUS_ORDER: readonly TicketStatus[] = TICKET_STATUSES;

/** Open tickets wait for staff: they stand out; closed ones step back. */
export const TICKET_STATUS_COLOR: Record<TicketStatus, SoftColor> = {
  open: 'info',
  'in-progress': 'warning',
  closed: 'default',
};

export const ticketStatusKey = (status: TicketStatus) => `tickets.status.${status}`;
