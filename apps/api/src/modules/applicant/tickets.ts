import { eq, inArray, tickets } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { runList } from '../../lib/list';
import { NEWEST_FIRST, type PageQuery } from './groups';

type TicketRow = typeof tickets.$inferSelect;

/** What the applicant wrote and where it stands; their own contact details are left out. */
const toApplicantTicket = (row: TicketRow) => ({
  id: row.id,
  subject: row.subject,
  message: row.message,
  requestReference: row.requestReference,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Tickets opened while signed in (POST /api/ticket records the user), newest first. Tickets have
 * no replies in this system: staff answer by the email or phone given, and move the status.
 */
export async function listApplicantTickets(app: FastifyInstance, userId: string, query: PageQuery) {
  const page = await runList({
    db: app.db,
    table: tickets,
    query: { ...query, sort: NEWEST_FIRST },
    searchColumn: tickets.searchText,
    sortColumns: { createdAt: tickets.createdAt },
    idColumn: tickets.id,
    filters: [eq(tickets.userId, userId)],
    fetchRows: (ids) => app.db.select().from(tickets).where(inArray(tickets.id, ids)),
  });
  return { ...page, items: page.items.map(toApplicantTicket) };
}
