import { ApiError, type ResultOf } from '@visadesk/client';
import type { ApplicantGroup, RequestStatus } from '@visadesk/contract';
import { paymentPaths } from '@visadesk/contract/paths';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/http/api';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useSession } from '../../lib/session/use-session';
import { useTitle } from '../../lib/use-title';
import { signInPath } from '../../shared/app-routes';
import { formatMoney } from '../../shared/i18n/format';
import { localePath } from '../../shared/i18n/locale';
import { clearDraft, findDraftByGroup, takePayLocale } from './draft-storage';
import { paymentProblem, startPayment } from './payment';
import { loadGroup } from './use-group-data';

type Outcome = 'paid' | 'failed' | 'pending';

type PaymentDetails = ResultOf<typeof paymentPaths.details>;

const OUTCOME: Record<string, Outcome> = {
  succeeded: 'paid',
  refunded: 'paid',
  pending: 'pending',
  failed: 'failed',
  expired: 'failed',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /payment/result — where the API sends the payer after checking the provider's answer
 * (?group=&status=&transaction=). The outcome is confirmed with the payer's token before the
 * details are shown; a failed payment is retried for the same group.
 */
export default function PaymentResultPage() {
  const { apply, common } = useMessages();
  const m = apply.result;
  const locale = useLocale();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const reference = params.get('group');
  const transaction = params.get('transaction');
  const said = params.get('status');
  const claimed: Outcome = said === 'paid' || said === 'pending' ? said : 'failed';

  const [details, setDetails] = useState<PaymentDetails | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<unknown>(null);

  // The API guessed the language from the account; the one the applicant paid in wins.
  useEffect(() => {
    const wanted = takePayLocale();
    if (wanted && wanted !== locale)
      window.location.replace(localePath(wanted, `/payment/result${window.location.search}`));
  }, [locale]);

  const userId = session?.user.id;
  const load = useCallback(async () => {
    if (!userId || !transaction || !UUID.test(transaction)) return;
    setLoading(true);
    setError(null);
    try {
      setDetails(await api.call(paymentPaths.details, { body: { transactionId: transaction } }));
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }, [userId, transaction]);
  useEffect(() => {
    void load();
  }, [load]);

  const outcome: Outcome = details ? (OUTCOME[details.status] ?? 'failed') : claimed;
  useTitle(m.heading[outcome]);

  // Paid: the application on this device is finished.
  useEffect(() => {
    if (outcome !== 'paid' || !details || !userId) return;
    const found = findDraftByGroup(userId, details.groupReference);
    if (found) clearDraft(userId, found.visaId);
  }, [outcome, details, userId]);

  const groupReference = details?.groupReference ?? reference;
  const draft = userId && groupReference ? findDraftByGroup(userId, groupReference) : null;

  // Not paid: the group (from any device) for paying again, here or on its payment step.
  const [group, setGroup] = useState<ApplicantGroup | null>(null);
  useEffect(() => {
    if (outcome !== 'failed' || !userId || !groupReference) return;
    const controller = new AbortController();
    loadGroup(groupReference, controller.signal).then(setGroup, () => setGroup(null));
    return () => controller.abort();
  }, [outcome, userId, groupReference]);

  async function retry() {
    if (retrying || !userId || !groupReference) return;
    setRetrying(true);
    setRetryError(null);
    try {
      const id = group?.id ?? draft?.draft.created?.groupId ?? (await loadGroup(groupReference)).id;
      const gateway = details?.gateway === 'qi-card' ? 'qi-card' : (draft?.draft.gateway ?? 'zain-cash');
      await startPayment(id, gateway, locale);
    } catch (e) {
      setRetryError(e);
      setRetrying(false);
    }
  }
  // This device's draft goes back to its payment step; without one, the group's own.
  const otherMethod = draft
    ? `/apply/${draft.visaId}`
    : group
      ? `/apply/${group.visa.id}?group=${encodeURIComponent(group.reference)}`
      : null;

  const notice = outcome === 'paid' ? 'notice ok' : outcome === 'failed' ? 'notice error' : 'notice warn';
  const unknown = !groupReference || (error instanceof ApiError && error.status === 404);
  const problem = paymentProblem(retryError);
  return (
    <div className="stack apply">
      <h1>{m.heading[outcome]}</h1>
      <p className={notice}>{unknown ? m.unknown : m.body[outcome]}</p>
      {!session ? (
        <p>
          <Link className="button" to={signInPath(location.pathname + location.search)}>
            {m.signIn}
          </Link>
        </p>
      ) : null}
      {loading && !details ? <p className="hint">{common.loading}</p> : null}
      {error && !unknown ? <FormAlert error={error} /> : null}
      {groupReference && !unknown ? (
        <dl className="apply-summary card">
          <div>
            <dt>{m.group}</dt>
            <dd>
              <bdi className="apply-ref" dir="ltr" translate="no">
                {groupReference}
              </bdi>
            </dd>
          </div>
          {details ? (
            <div>
              <dt>{m.amount}</dt>
              <dd>{formatMoney(locale, details.amount)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {details && details.requests.length > 0 ? (
        <section aria-labelledby="apply-result-requests">
          <h2 id="apply-result-requests">{m.requests}</h2>
          <ul className="apply-requests">
            {details.requests.map((r) => (
              <li key={r.reference} className="card">
                <span className="apply-request-name">
                  <bdi>{r.fullName ?? '—'}</bdi>
                </span>
                <Link to={`/applications/${encodeURIComponent(r.reference)}`}>
                  <span className="sr-only">{m.reference} </span>
                  <bdi dir="ltr" translate="no">
                    {r.reference}
                  </bdi>
                </Link>
                <span className={`status ${r.status}`}>
                  {common.statuses[r.status as RequestStatus] ?? r.status}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {problem === 'alreadyPaid' || problem === 'nothingDue' ? (
        <p className="notice warn" role="alert">
          {problem === 'alreadyPaid' ? apply.pay.alreadyPaid : apply.pay.nothingDue}
        </p>
      ) : problem ? (
        <p className="notice error" role="alert">
          {problem === 'minimum' ? apply.pay.minimum : apply.pay.provider}
        </p>
      ) : (
        <FormAlert error={retryError} />
      )}
      {retrying ? (
        <p className="hint" aria-live="polite">
          {m.retrying}
        </p>
      ) : null}
      <div className="row apply-actions">
        {outcome === 'failed' && session && groupReference && !unknown ? (
          <button type="button" onClick={retry} disabled={retrying} aria-busy={retrying || undefined}>
            {m.retry}
          </button>
        ) : null}
        {outcome === 'failed' && otherMethod ? (
          <Link className="button secondary" to={otherMethod}>
            {m.otherMethod}
          </Link>
        ) : null}
        {outcome === 'pending' && session && transaction ? (
          <button type="button" className="secondary" onClick={load} disabled={loading}>
            {m.checkAgain}
          </button>
        ) : null}
        <Link className={outcome === 'paid' ? 'button' : 'button secondary'} to="/applications">
          {m.applications}
        </Link>
      </div>
    </div>
  );
}
