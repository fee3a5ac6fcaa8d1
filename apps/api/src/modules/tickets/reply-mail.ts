import type { Tx, tickets } from '@visadesk/db';
import type { Config } from '../../config';
import { ticketAnsweredNoticeMail, ticketReplyMail } from '../../lib/mail/applicant-mails';
import type { MailQueue } from '../../lib/mail/outgoing-mail';
import { visitorAnswerLink } from './visitor-answer';

/** A page of the portal in the reader's language (Arabic pages live under /ar). */
const portalPage = (portalUrl: string, locale: string, path: string) =>
  `${portalUrl.replace(/\/+$/, '')}${locale === 'ar' ? '/ar' : ''}${path}`;

/**
 * After a staff answer was written under a ticket, queued in the same transaction (ADR 0020), in
 * the ticket's language. A signed-in applicant's ticket came from an account whose address was
 * proved: the answer goes in the mail, with a link to the conversation. A visitor's address was
 * only typed, by anyone: its mail is a notice in our words (no name, subject, message or answer)
 * with a link that shows the answer to whoever holds that mailbox.
 */
export async function notifyTicketReply(
  deps: { mailer: MailQueue; config: Pick<Config, 'PORTAL_URL' | 'JWT_SECRET'> },
  tx: Tx,
  ticket: typeof tickets.$inferSelect,
  answer: string,
) {
  const locale = ticket.locale === 'ar' ? 'ar' : 'en';
  if (ticket.userId === null) {
    const url = await visitorAnswerLink(deps, ticket.id, locale);
    await deps.mailer.sendIn(tx, ticketAnsweredNoticeMail({ email: ticket.email, locale }, url));
    return;
  }
  await deps.mailer.sendIn(
    tx,
    ticketReplyMail(
      { email: ticket.email, name: ticket.name, locale },
      {
        ticketSubject: ticket.subject,
        answer,
        url: portalPage(deps.config.PORTAL_URL, locale, `/contact/tickets/${ticket.id}`),
      },
    ),
  );
}
