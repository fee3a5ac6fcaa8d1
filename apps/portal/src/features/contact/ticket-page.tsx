import { ApiError } from '@visadesk/client';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { type ApplicantTicketDetail, loadTicket } from './contact-api';
import { ConversationList } from './conversation-list';
import { TicketReplyForm } from './ticket-reply-form';

type State =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; ticket: ApplicantTicketDetail };

/**
 * One of the applicant's tickets as a conversation: what they wrote, the team's answers and their
 * own follow-ups in order, and a form to write back. A staff answer's mail links here.
 */
export default function TicketPage() {
  const { common, contact } = useMessages();
  const t = contact.conversation;
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ phase: 'loading' });
  useTitle(
    state.phase === 'ready' ? `${state.ticket.subject} · ${common.pages.ticket}` : common.pages.ticket,
  );

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ phase: 'loading' });
      try {
        setState({ phase: 'ready', ticket: await loadTicket(id, signal) });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Another account's ticket is the same 404 as an unknown one; a malformed id is a 400.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return setState({ phase: 'missing' });
        setState({ phase: 'failed', error });
      }
    },
    [id],
  );

  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const back = (
    <p>
      <Link to="/contact">{t.back}</Link>
    </p>
  );
  if (state.phase !== 'ready')
    return (
      <div className="stack">
        {back}
        <h1>{common.pages.ticket}</h1>
        {state.phase === 'loading' ? (
          <p className="hint" role="status">
            {t.loading}
          </p>
        ) : null}
        {state.phase === 'missing' ? <p className="notice">{t.missing}</p> : null}
        {state.phase === 'failed' ? (
          <>
            <FormAlert error={state.error} />
            <div>
              <button type="button" className="secondary" onClick={() => load()}>
                {common.retry}
              </button>
            </div>
          </>
        ) : null}
      </div>
    );

  const { ticket } = state;
  return (
    <div className="stack">
      {back}
      <h1 dir="auto">{ticket.subject}</h1>
      <p className="hint">
        {t.status} <span className="status">{contact.tickets.status[ticket.status]}</span>
        {ticket.requestReference ? (
          <>
            {` · ${contact.tickets.about} `}
            <span dir="ltr" translate="no">
              {ticket.requestReference}
            </span>
          </>
        ) : null}
      </p>
      <ConversationList ticket={ticket} />
      <TicketReplyForm ticket={ticket} onSent={(next) => setState({ phase: 'ready', ticket: next })} />
    </div>
  );
}
