import type { Tx, tickets } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { ticketReplyMail } from '../../lib/mail/applicant-mails';

/** A page of the portal in the reader's language (Arabic pages live under /ar). */
const portalPage = (portalUrl: string, locale: string, path: string) =>
  `${portalUrl.replace(/\/+$/, '')}${locale === 'ar' ? '/ar' : ''}${path}`;

/**
 * After a staff answer was written under a ticket: the answer, mailed to the address the ticket
 * gave, in its language, queued in the same transaction (ADR 0020). A signed-in applicant's
 * ticket links to its conversation on the portal; a visitor's to the contact page.
 */
export async function notifyTicketReply(
  app: FastifyInstance,
  tx: Tx,
  ticket: typeof tickets.$inferSelect,
  answer: string,
) {
  const locale = ticket.locale === 'ar' ? 'ar' : 'en';
  const signedIn = ticket.userId !== null;
  const path = signedIn ? `/contact/tickets/${ticket.id}` : '/contact';
  await app.mailer.sendIn(
    tx,
    ticketReplyMail(
      { email: ticket.email, name: ticket.name, locale },
      {
        ticketSubject: ticket.subject,
        answer,
        signedIn,
        url: portalPage(app.config.PORTAL_URL, locale, path),
      },
    ),
  );
}
