import { useLocale, useMessages } from '../../lib/locale-context';
import { agencyZoneLabel } from '../../shared/i18n/agency-time';
import { formatDate } from '../../shared/i18n/format';
import type { ApplicantTicketDetail } from './contact-api';

/** What the writer sent first, then the team's answers and their follow-ups, oldest first. */
export function ConversationList({ ticket }: { ticket: ApplicantTicketDetail }) {
  const { common, contact } = useMessages();
  const t = contact.conversation;
  const locale = useLocale();
  const messages = [
    { id: ticket.id, author: 'applicant' as const, body: ticket.message, createdAt: ticket.createdAt },
    ...ticket.replies,
  ];
  return (
    <>
      <p className="hint">{common.timesIn(agencyZoneLabel(locale))}</p>
      <ol className="conversation" aria-label={common.pages.ticket}>
        {messages.map((m) => (
          <li key={m.id} className={`card message ${m.author === 'staff' ? 'from-team' : 'from-you'}`}>
            <p className="hint message-head">
              <strong>{m.author === 'staff' ? t.team : t.you}</strong>{' '}
              {t.wrote(formatDate(locale, m.createdAt, true))}
            </p>
            <p dir="auto" className="contact-message">
              {m.body}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
