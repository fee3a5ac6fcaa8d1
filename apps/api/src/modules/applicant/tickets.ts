import { and, type Db, eq, inArray, sql, ticketReplies, tickets } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { recordEvent } from '../../lib/sql/record-event';
import { readerDetail as detail, toReaderTicket as toApplicantTicket } from '../tickets/conversation';
import { NEWEST_FIRST, type PageQuery } from './groups';

/** Who wrote last under each ticket of a page (one query for the page, by the replies' index). */
function lastAuthors(app: FastifyInstance, ids: string[]) {
  return app.db
    .selectDistinctOn([ticketReplies.ticketId], {
      ticketId: ticketReplies.ticketId,
      author: ticketReplies.author,
    })
    .from(ticketReplies)
    .where(inArray(ticketReplies.ticketId, ids))
    .orderBy(ticketReplies.ticketId, sql`${ticketReplies.createdAt} desc`, sql`${ticketReplies.id} desc`);
}

/** The applicant's own tickets: the one filter, always set. */
const applicantTicketFilters = new ListFilterSet<{ userId: string }>({
  userId: { where: (v) => eq(tickets.userId, v) },
});

/** Tickets opened while signed in (POST /api/ticket records the user), newest first. */
export async function listApplicantTickets(app: FastifyInstance, userId: string, query: PageQuery) {
  const page = await runList({
    name: 'applicant-tickets',
    db: app.db,
    table: tickets,
    query: { ...query, sort: NEWEST_FIRST },
    searchColumn: tickets.searchText,
    sortColumns: { createdAt: tickets.createdAt },
    idColumn: tickets.id,
    filters: applicantTicketFilters,
    values: { userId },
    rows: { byIds: (ids) => app.db.select().from(tickets).where(inArray(tickets.id, ids)) },
  });
  const ids = page.items.map((row) => row.id);
  const last = new Map(ids.length ? (await lastAuthors(app, ids)).map((r) => [r.ticketId, r.author]) : []);
  return { ...page, items: page.items.map((row) => toApplicantTicket(row, last.get(row.id) ?? null)) };
}

/** Another applicant's ticket or a visitor's is the same 404 as an unknown id. */
async function ownTicket(db: Db, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Ticket');
  return row;
}

export async function applicantTicketDetail({ db }: { db: Db }, userId: string, id: string) {
  return detail(db, await ownTicket(db, userId, id));
}

/**
 * The applicant writes back: the message, the ticket back to "open" so staff see it again, and
 * the bell's event, in one transaction.
 */
export function replyAsApplicant({ db }: { db: Db }, userId: string, id: string, body: string) {
  return db.transaction(async (tx) => {
    const current = await ownTicket(tx, userId, id, true);
    const [written] = await tx
      .insert(ticketReplies)
      .values({ ticketId: id, author: 'applicant', body })
      .returning();
    const [row] = await tx
      .update(tickets)
      .set({ status: 'open', updatedAt: written!.createdAt })
      .where(eq(tickets.id, id))
      .returning();
    await recordEvent(tx, {
      type: 'ticket.replied',
      ticketId: id,
      params: { subject: current.subject, name: current.name },
    });
    return detail(tx, row!);
  });
}
