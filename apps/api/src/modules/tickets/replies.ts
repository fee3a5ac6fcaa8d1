import type { TicketDetail, TicketReplyCreate } from '@visadesk/contract';
import { eq, type Tx, ticketReplies, tickets } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http/errors';
import { repliesOf } from './conversation';
import { notifyTicketReply } from './reply-mail';
import { toTicket } from './service';

type Db = FastifyInstance['db'] | Tx;

async function detail(db: Db, row: typeof tickets.$inferSelect): Promise<TicketDetail> {
  const replies = await repliesOf(db, row.id);
  return {
    ...toTicket(row),
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function ticketDetail(app: FastifyInstance, id: string): Promise<TicketDetail> {
  const [row] = await app.db.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw notFound('Ticket');
  return detail(app.db, row);
}

/**
 * A staff answer: written, the ticket moved (an open ticket becomes in-progress unless a status
 * is given) and the answer queued to the ticket's address in its language, in one transaction.
 */
export function replyAsStaff(
  app: FastifyInstance,
  ticketId: string,
  adminId: string,
  reply: TicketReplyCreate,
): Promise<TicketDetail> {
  return app.db.transaction(async (tx) => {
    // Locked: two staff answering at once both land, in order, each with its own mail.
    const [current] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!current) throw notFound('Ticket');
    const [written] = await tx
      .insert(ticketReplies)
      .values({ ticketId, author: 'staff', adminId, body: reply.body })
      .returning();
    const status = reply.status ?? (current.status === 'open' ? 'in-progress' : current.status);
    const [row] = await tx
      .update(tickets)
      .set({ status, updatedAt: written!.createdAt })
      .where(eq(tickets.id, ticketId))
      .returning();
    await notifyTicketReply(app, tx, row!, written!.body);
    return detail(tx, row!);
  });
}
