import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../lib/locale-context';
import { useSession } from '../../lib/session/use-session';
import { useTitle } from '../../lib/use-title';
import { APP_PAGES, signInPath } from '../../shared/app-routes';
import type { OpenedTicket } from './contact-api';
import { ContactForm } from './contact-form';
import { MyTickets } from './my-tickets';

/** Open a support ticket, signed in or with contact details; signed in, follow your tickets. */
export default function ContactPage() {
  const { common, contact: t } = useMessages();
  useTitle(common.pages.contact);
  const session = useSession();
  const [sent, setSent] = useState<OpenedTicket | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const formKey = useRef(0);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  return (
    <div className="stack">
      <h1>{common.pages.contact}</h1>
      <p className="lead">{t.lead}</p>
      {sent ? (
        <section className="card stack notice ok contact-card" aria-labelledby="contact-sent">
          <h2 id="contact-sent" ref={sentRef} tabIndex={-1}>
            {t.sent}
          </h2>
          <p>
            {t.ticketId}{' '}
            <strong dir="ltr" className="contact-ticket">
              {sent.id}
            </strong>
          </p>
          <p>{session ? t.sentSignedIn : t.sentNext}</p>
          {session ? (
            <p>
              <Link to={`/contact/tickets/${sent.id}`}>{t.openSent}</Link>
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                formKey.current += 1;
                setSent(null);
              }}
            >
              {t.another}
            </button>
          </div>
        </section>
      ) : (
        <ContactForm
          // Keys remount the form (a blank one after "send another") and the list (after a send).
          // They share a parent, so each is prefixed: two bare counters both start at 0.
          key={`form-${formKey.current}`}
          onSent={(ticket) => {
            setSent(ticket);
            setSentCount((n) => n + 1);
          }}
        />
      )}
      {session ? (
        <MyTickets key={`tickets-${sentCount}`} />
      ) : (
        <p className="hint">
          {t.signInHint} <Link to={signInPath(APP_PAGES.contact)}>{t.signIn}</Link>
        </p>
      )}
    </div>
  );
}
