import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { formatDate } from '../../shared/i18n/format';
import { type ApplicantTicket, loadTickets } from './contact-api';

/** The signed-in applicant's tickets with their status, each opening its conversation. */
export function MyTickets() {
  const { contact, common } = useMessages();
  const t = contact.tickets;
  const locale = useLocale();
  const [items, setItems] = useState<ApplicantTicket[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async (after: string | null, signal?: AbortSignal) => {
    setBusy(true);
    setError(null);
    try {
      const page = await loadTickets(after, signal);
      setItems((prev) => (after && prev ? [...prev, ...page.items] : page.items));
      setNext(page.nextCursor);
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setError(e);
    }
    setBusy(false);
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void load(null, abort.signal);
    return () => abort.abort();
  }, [load]);

  return (
    <section className="stack" aria-labelledby="my-tickets">
      <h2 id="my-tickets">{t.title}</h2>
      <p className="hint">{t.hint}</p>
      {items === null && busy ? <p className="hint">{common.loading}</p> : null}
      {items?.length === 0 ? <p>{t.empty}</p> : null}
      {items && items.length > 0 ? (
        <ul className="follow-list">
          {items.map((ticket) => (
            <li key={ticket.id} className="card">
              <div className="row follow-head">
                <h3 dir="auto">
                  <Link to={`/contact/tickets/${ticket.id}`}>{ticket.subject}</Link>
                </h3>
                <span className="status">{t.status[ticket.status]}</span>
                {ticket.lastReplyBy === 'staff' ? <span className="new-answer">{t.newAnswer}</span> : null}
              </div>
              <p className="hint">
                {t.sentOn(formatDate(locale, ticket.createdAt))}
                {ticket.updatedAt !== ticket.createdAt
                  ? ` · ${t.updatedOn(formatDate(locale, ticket.updatedAt))}`
                  : ''}
                {ticket.requestReference ? (
                  <>
                    {` · ${t.about} `}
                    <span dir="ltr" translate="no">
                      {ticket.requestReference}
                    </span>
                  </>
                ) : null}
              </p>
              <p dir="auto" className="contact-message">
                {ticket.message}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert error={error} />
      {error ? (
        <button type="button" className="secondary" onClick={() => load(items ? next : null)}>
          {common.retry}
        </button>
      ) : null}
      {next && !error ? (
        <button type="button" className="secondary" disabled={busy} onClick={() => load(next)}>
          {busy ? common.loading : t.loadMore}
        </button>
      ) : null}
    </section>
  );
}
