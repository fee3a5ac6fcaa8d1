/** The conversation under a ticket: its messages, and how the one who wrote the ticket reads it. */
import type { ApplicantTicketDetail } from '@visadesk/contract';
import { admins, asc, type Db, eq, type Tx, ticketReplies, type tickets } from '@visadesk/db';

type TicketRow = typeof tickets.$inferSelect;

/** A ticket's messages in the order they were written, with the staff author's name. */
export function repliesOf(db: Db | Tx, ticketId: string) {
  return db
    .select({
      id: ticketReplies.id,
      author: ticketReplies.author,
      staffName: admins.name,
      body: ticketReplies.body,
      createdAt: ticketReplies.createdAt,
    })
    .from(ticketReplies)
    .leftJoin(admins, eq(admins.id, ticketReplies.adminId))
    .where(eq(ticketReplies.ticketId, ticketId))
    .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
}

export type LastReplyBy = 'staff' | 'applicant' | null;

/** A ticket as the one who wrote it sees it: what they wrote and where it stands, no contact details. */
export const toReaderTicket = (row: TicketRow, lastReplyBy: LastReplyBy) => ({
  id: row.id,
  subject: row.subject,
  message: row.message,
  requestReference: row.requestReference,
  status: row.status,
  lastReplyBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The conversation as its writer reads it (a signed-in applicant, or a visitor by the mailed link). */
export async function readerDetail(db: Db, row: TicketRow): Promise<ApplicantTicketDetail> {
  const replies = await repliesOf(db, row.id);
  return {
    ...toReaderTicket(row, replies.at(-1)?.author ?? null),
    // Staff stay "the VisaDesk team" to applicants: no names go out.
    replies: replies.map(({ staffName: _, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
