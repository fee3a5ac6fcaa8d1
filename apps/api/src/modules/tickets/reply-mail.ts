import type { Tx, tickets } from '@visadesk/db';
import type { Config } from '../../config';
import { ticketReplyMail } from '../../lib/mail/applicant-mails';
import type { MailQueue } from '../../lib/mail/outgoing-mail';

/** A page of the portal in the reader's language (Arabic pages live under /ar). */
const portalPage = (portalUrl: string, locale: string, path: string) =>
  `${portalUrl.replace(/\/+$/, '')}${locale === 'ar' ? '/ar' : ''}${path}`;

/**
 * After a staff answer was written under a ticket: the answer, mailed to the address the ticket
 * gave, in its language, queued in the same transaction (ADR 0020). A signed-in applicant's
 * ticket links to its conversation on the portal; a visitor's to the contact page.
 */
export async function notifyTicketReply(
  deps: { mailer: MailQueue; config: Pick<Config, 'PORTAL_URL'> },
  tx: Tx,
  ticket: typeof tickets.$inferSelect,
  answer: string,
) {
  const locale = ticket.locale === 'ar' ? 'ar' : 'en';
  const signedIn = ticket.userId !== null;
  const path = signedIn ? `/contact/tickets/${ticket.id}` : '/contact';
  await deps.mailer.sendIn(
    tx,
    ticketReplyMail(
      { email: ticket.email, name: ticket.name, locale },
      {
        ticketSubject: ticket.subject,
        answer,
        signedIn,
        url: portalPage(deps.config.PORTAL_URL, locale, path),
      },
    ),
  );
}
