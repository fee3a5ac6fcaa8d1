import { ApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { startSession } from '../../lib/session/session';
import { useTitle } from '../../lib/use-title';
import { localePath } from '../../shared/i18n/locale';
import { type SignedIn, verifyEmail } from './account-api';
import { ResultCard, tokenFromHash } from './account-ui';

type State =
  | { step: 'checking' }
  | { step: 'done' }
  | { step: 'missing' }
  | { step: 'failed'; error: unknown };

// A link works once: the page's two effect runs (React's strict mode) share the one call.
const calls = new Map<string, Promise<SignedIn>>();
function verifyOnce(token: string): Promise<SignedIn> {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmail(token);
    calls.set(token, call);
    // A failure may be retried (network); a success is never repeated.
    call.catch(() => calls.delete(token));
  }
  return call;
}

export default function VerifyEmailPage() {
  const { common, account: t } = useMessages();
  const locale = useLocale();
  useTitle(common.pages.verifyEmail);
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(token ? { step: 'checking' } : { step: 'missing' });
  const live = useRef(true);

  const run = useCallback(() => {
    if (!token) return;
    setState({ step: 'checking' });
    verifyOnce(token).then(
      (signedIn) => {
        startSession(signedIn);
        // The token is spent: keep it out of the history and of a shared screen.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        if (live.current) setState({ step: 'done' });
      },
      (error: unknown) => {
        if (live.current) setState({ step: 'failed', error });
      },
    );
  }, [token]);

  useEffect(() => {
    live.current = true;
    run();
    return () => {
      live.current = false;
    };
  }, [run]);

  const code = state.step === 'failed' && state.error instanceof ApiError ? state.error.code : '';
  return (
    <div className="acct">
      <h1>{common.pages.verifyEmail}</h1>
      {state.step === 'checking' ? (
        <p className="hint" role="status">
          {t.verify.checking}
        </p>
      ) : null}
      {state.step === 'done' ? (
        <ResultCard title={t.verify.doneTitle}>
          <p>{t.verify.done}</p>
          <div className="row">
            <a className="button" href={localePath(locale, '/')}>
              {t.verify.findVisa}
            </a>
            <Link className="button secondary" to="/account">
              {t.verify.toAccount}
            </Link>
          </div>
        </ResultCard>
      ) : null}
      {state.step === 'missing' || code === ErrorCode.TOKEN_INVALID ? (
        <div className="notice error" role="alert">
          <p>{state.step === 'missing' ? t.errors.linkMissing : t.errors.linkInvalid}</p>
          <Link to="/register">{t.verify.registerAgain}</Link>
        </div>
      ) : null}
      {code === ErrorCode.ALREADY_VERIFIED ? (
        <div className="notice" role="alert">
          <p>{t.errors.alreadyVerified}</p>
          <Link className="button" to="/sign-in">
            {t.verify.signIn}
          </Link>
        </div>
      ) : null}
      {state.step === 'failed' && code !== ErrorCode.TOKEN_INVALID && code !== ErrorCode.ALREADY_VERIFIED ? (
        <div className="stack">
          <FormAlert error={state.error} />
          <button type="button" onClick={run}>
            {common.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
