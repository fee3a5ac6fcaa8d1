import type { Gateway } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { formatMoney } from '../../shared/i18n/format';
import type { CreatedGroup } from './draft-storage';
import { paymentProblem, startPayment } from './payment';

interface Props {
  created: CreatedGroup;
  gateway: Gateway | undefined;
  onGateway: (gateway: Gateway) => void;
  /** Absent when the visa asks for no documents. */
  onBack?: (() => void) | undefined;
  /** The group needs no payment any more: forget it and start afresh. */
  onStartNew: () => void;
}

const GATEWAYS: Gateway[] = ['zain-cash', 'qi-card'];

/** Step 4: choose ZainCash or Qi Card and go to the provider's page. */
export function PayStep({ created, gateway, onGateway, onBack, onStartNew }: Props) {
  const { apply, common } = useMessages();
  const m = apply.pay;
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const chosen = gateway ?? 'zain-cash';

  // Back from the provider with the browser's back button: the page may come from the cache.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  async function pay() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await startPayment(created.groupId, chosen, locale);
      // The browser is leaving: stay busy so nothing is pressed twice.
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  const problem = paymentProblem(error);
  const settled = problem === 'alreadyPaid' || problem === 'nothingDue';
  return (
    <div className="stack">
      <p className="lead">{m.lead}</p>
      <fieldset className="apply-choices" disabled={busy || settled}>
        <legend className="label">{m.method}</legend>
        {GATEWAYS.map((g) => {
          const name = g === 'zain-cash' ? m.zainCash : m.qiCard;
          const hint = g === 'zain-cash' ? m.zainCashHint : m.qiCardHint;
          return (
            <label key={g} className="apply-choice">
              <input
                type="radio"
                name="gateway"
                value={g}
                checked={chosen === g}
                onChange={() => onGateway(g)}
                aria-describedby={`apply-gw-${g}`}
              />
              <span>
                <strong>{name}</strong>
                <span className="hint" id={`apply-gw-${g}`}>
                  {hint}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {problem && problem !== 'minimum' && problem !== 'provider' ? (
        <div className="notice warn" role="alert">
          <p className="apply-tight">{problem === 'alreadyPaid' ? m.alreadyPaid : m.nothingDue}</p>
          <div className="row">
            <Link className="button secondary" to="/applications">
              {common.nav.applications}
            </Link>
            <button type="button" className="secondary" onClick={onStartNew}>
              {m.startNew}
            </button>
          </div>
        </div>
      ) : problem ? (
        <p className="notice error" role="alert">
          {problem === 'minimum' ? m.minimum : m.provider}
        </p>
      ) : (
        <FormAlert error={error} />
      )}
      {busy ? (
        <p className="hint" aria-live="polite">
          {m.redirecting}
        </p>
      ) : null}
      <div className="row apply-actions">
        {onBack ? (
          <button type="button" className="secondary" onClick={onBack} disabled={busy}>
            {m.back}
          </button>
        ) : null}
        <button type="button" onClick={pay} disabled={busy || settled} aria-busy={busy || undefined}>
          {m.submit(formatMoney(locale, created.totalAmount))}
        </button>
      </div>
    </div>
  );
}
