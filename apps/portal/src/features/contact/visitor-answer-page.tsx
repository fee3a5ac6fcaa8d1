import { ApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { tokenFromHash } from '../../lib/link-token';
import { useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { type ApplicantTicketDetail, loadVisitorAnswer } from './contact-api';
import { ConversationList } from './conversation-list';

type State =
  | { phase: 'loading' }
  | { phase: 'bad-link' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; ticket: ApplicantTicketDetail };

/**
 * A visitor's message and our answers, opened from the notice mailed to the address they gave:
 * the notice carries none of the text, this page shows it to whoever holds that mailbox.
 */
export default function VisitorAnswerPage() {
  const { common, contact } = useMessages();
  const t = contact.answer;
  useTitle(common.pages.ticketAnswer);
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(token ? { phase: 'loading' } : { phase: 'bad-link' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!token) return;
      setState({ phase: 'loading' });
      try {
        setState({ phase: 'ready', ticket: await loadVisitorAnswer(token, signal) });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (error instanceof ApiError && (error.code === ErrorCode.TOKEN_INVALID || error.status === 400))
          return setState({ phase: 'bad-link' });
        setState({ phase: 'failed', error });
      }
    },
    [token],
  );

  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const writeAgain = (
    <p>
      <Link to="/contact">{t.writeAgain}</Link>
    </p>
  );
  if (state.phase !== 'ready')
    return (
      <div className="stack">
        <h1>{common.pages.ticketAnswer}</h1>
        {state.phase === 'loading' ? (
          <p className="hint" role="status">
            {contact.conversation.loading}
          </p>
        ) : null}
        {state.phase === 'bad-link' ? (
          <div className="notice error" role="alert">
            <p>{token ? t.linkInvalid : t.linkMissing}</p>
            {writeAgain}
          </div>
        ) : null}
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
      <h1 dir="auto">{ticket.subject}</h1>
      <p className="lead">{t.lead}</p>
      <p className="hint">
        {contact.conversation.status} <span className="status">{contact.tickets.status[ticket.status]}</span>
      </p>
      <ConversationList ticket={ticket} />
      {writeAgain}
    </div>
  );
}
