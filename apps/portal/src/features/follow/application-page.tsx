import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { nameIn, titleIn } from '../../render/names';
import { formatDate, formatMoney } from '../../shared/i18n/format';
import { type ApplicantGroup, type ApplicantRequestDetail, findGroup, loadRequest } from './follow-api';
import { payLink } from './pay-link';
import { TravellerSection } from './traveller-section';

type State =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; group: ApplicantGroup; details: ApplicantRequestDetail[] };

/**
 * One application by reference: the group's (the applicant's mails link to it) or a traveller's
 * (then the page opens at that traveller). Every traveller of the group is shown in full.
 */
export default function ApplicationPage() {
  const { common, follow } = useMessages();
  const locale = useLocale();
  const t = follow.detail;
  const { reference = '' } = useParams();
  const [state, setState] = useState<State>({ phase: 'loading' });
  useTitle(
    state.phase === 'ready'
      ? `${common.pages.application} ${state.group.reference}`
      : common.pages.application,
  );

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ phase: 'loading' });
      try {
        const group = await findGroup(reference, signal);
        if (!group) return setState({ phase: 'missing' });
        const details = await Promise.all(group.requests.map((r) => loadRequest(r.id, signal)));
        setState({ phase: 'ready', group, details });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({ phase: 'failed', error });
      }
    },
    [reference],
  );

  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const ready = state.phase === 'ready';
  useEffect(() => {
    // A traveller's reference opens the page at that traveller.
    if (!ready) return;
    document.getElementById(reference.toUpperCase())?.scrollIntoView?.({ block: 'start' });
  }, [ready, reference]);

  const back = (
    <p>
      <Link to="/applications">{t.back}</Link>
    </p>
  );
  if (state.phase === 'loading')
    return (
      <div className="stack">
        {back}
        <h1>{common.pages.application}</h1>
        <p className="hint" role="status">
          {t.loading}
        </p>
      </div>
    );
  if (state.phase === 'missing')
    return (
      <div className="stack">
        <h1>{t.notFoundTitle}</h1>
        <p className="notice warn">{t.notFound}</p>
        {back}
      </div>
    );
  if (state.phase === 'failed')
    return (
      <div className="stack">
        {back}
        <h1>{common.pages.application}</h1>
        <FormAlert error={state.error} />
        <button type="button" className="secondary" onClick={() => load()}>
          {common.retry}
        </button>
      </div>
    );

  const { group, details } = state;
  const replace = (next: ApplicantRequestDetail) =>
    setState((s) =>
      s.phase === 'ready' ? { ...s, details: s.details.map((d) => (d.id === next.id ? next : d)) } : s,
    );
  const pay = payLink(group);
  return (
    <div className="stack">
      {back}
      <div>
        <h1>{titleIn(locale, group.visa)}</h1>
        <p className="lead">{nameIn(locale, group.visa.destination)}</p>
      </div>
      <dl className="facts follow-facts">
        <div className="follow-ref">
          <dt>{follow.group.reference}</dt>
          <dd dir="ltr" translate="no">
            {group.reference}
          </dd>
        </div>
        <div>
          <dt>{follow.group.created}</dt>
          <dd>{formatDate(locale, group.createdAt)}</dd>
        </div>
        <div>
          <dt>{follow.group.total}</dt>
          <dd>{formatMoney(locale, group.totalAmount)}</dd>
        </div>
        <div>
          <dt>{follow.group.payment}</dt>
          <dd>
            {group.payment.paid
              ? follow.group.paid
              : group.payment.amountDue > 0
                ? follow.group.due(formatMoney(locale, group.payment.amountDue))
                : follow.group.unpaid}
          </dd>
        </div>
      </dl>
      {pay ? (
        <p>
          <Link className="button" to={pay}>
            {follow.group.payNow}
          </Link>
        </p>
      ) : null}
      {details.map((d) => (
        <TravellerSection key={d.id} detail={d} onChange={replace} />
      ))}
    </div>
  );
}
