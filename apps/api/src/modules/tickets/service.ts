import type { Locale } from '@visadesk/contract';
import { and, eq, inArray, requests, tickets, users } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { recordEvent } from '../../lib/sql/record-event';

type TicketRow = typeof tickets.$inferSelect;

export const toTicket = (row: TicketRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  requestReference: row.requestReference,
  status: row.status,
  locale: row.locale,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export interface TicketBody {
  name: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  requestReference?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * The ticket and the bell's event are written together. Answers go in the language asked for,
 * else the signed-in applicant's own, else English.
 *
 * Signed in, the ticket speaks for the account: its name, email and phone are the account's (what
 * the body says is ignored), and a request reference must be one of the account's requests, so
 * one applicant cannot open a ticket that staff read as another's and then read the answer.
 */
export function openTicket(app: FastifyInstance, body: TicketBody, userId: string | null) {
  return app.db.transaction(async (tx) => {
    let contact = { name: body.name, email: body.email, phone: body.phone ?? null, locale: body.locale };
    if (userId) {
      const [account] = await tx
        .select({ name: users.fullName, email: users.email, phone: users.phone, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) throw notFound('User');
      contact = { ...account, locale: body.locale ?? account.locale };
      if (body.requestReference) {
        const [own] = await tx
          .select({ id: requests.id })
          .from(requests)
          .where(and(eq(requests.reference, body.requestReference), eq(requests.userId, userId)));
        if (!own) throw badRequest(['body.requestReference: is not one of your requests']);
      }
    }
    const [row] = await tx
      .insert(tickets)
      .values({
        subject: body.subject,
        message: body.message,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        locale: contact.locale ?? 'en',
        requestReference: body.requestReference ?? null,
        userId,
      })
      .returning();
    await recordEvent(tx, {
      type: 'ticket.opened',
      ticketId: row!.id,
      params: { subject: row!.subject, name: row!.name },
    });
    return toTicket(row!);
  });
}

const ticketFilters = new ListFilterSet<{ status?: (typeof tickets.$inferSelect)['status'] | undefined }>({
  status: { where: (v) => eq(tickets.status, v) },
});

export async function listTickets(
  app: FastifyInstance,
  query: {
    page: number;
    limit: number;
    sort: string;
    search?: string | undefined;
    status?: TicketRow['status'] | undefined;
  },
) {
  const page = await runList({
    name: 'tickets',
    db: app.db,
    table: tickets,
    query,
    searchColumn: tickets.searchText,
    idColumn: tickets.id,
    sortColumns: { createdAt: tickets.createdAt, status: tickets.status },
    filters: ticketFilters,
    values: query,
    rows: { byIds: (ids) => app.db.select().from(tickets).where(inArray(tickets.id, ids)) },
  });
  return { ...page, items: page.items.map(toTicket) };
}

export async function setTicketStatus(app: FastifyInstance, id: string, status: TicketRow['status']) {
  const [row] = await app.db
    .update(tickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(tickets.id, id))
    .returning();
  if (!row) throw notFound('Ticket');
  return toTicket(row);
}
