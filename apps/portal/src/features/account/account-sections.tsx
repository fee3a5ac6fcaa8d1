import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { clearSession, getSession } from '../../lib/session/session';
import { localePath } from '../../shared/i18n/locale';
import { forgotPassword, signOut } from './account-api';
import { PasswordChangeForm } from './password-change-form';

/**
 * The password: changed here with the current one, or, for an applicant who forgot it, through
 * the forgot-password flow with its link mailed to their own address.
 */
export function PasswordSection({ email }: { email: string }) {
  const { account: t } = useMessages();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const send = async () => {
    if (state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await forgotPassword(email);
      setState('sent');
    } catch (failure) {
      setError(failure);
      setState('idle');
    }
  };
  return (
    <section className="card stack" aria-labelledby="acct-password">
      <h2 id="acct-password" className="acct-h2">
        {t.profile.password}
      </h2>
      <p>{t.profile.passwordHow}</p>
      <PasswordChangeForm />
      <h3>{t.profile.forgotCurrent}</h3>
      <FormAlert error={error} />
      {state === 'sent' ? (
        <p className="notice ok" role="status">
          {t.profile.linkSent(email)}
        </p>
      ) : (
        <div className="row">
          <button
            type="button"
            className="secondary"
            onClick={send}
            disabled={state === 'sending'}
            aria-busy={state === 'sending' || undefined}
          >
            {state === 'sending' ? t.profile.sendingLink : t.profile.sendLink}
          </button>
        </div>
      )}
    </section>
  );
}

/** Ends this device's session on the server, then leaves for the home page with a full load. */
export function SignOutSection() {
  const { account: t } = useMessages();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    if (busy) return;
    setBusy(true);
    const refreshToken = getSession()?.refreshToken;
    // Signing out locally must not wait on, or fail with, the network.
    if (refreshToken) await signOut(refreshToken).catch(() => undefined);
    clearSession();
    window.location.assign(localePath(locale, '/'));
  };
  return (
    <section className="card stack" aria-labelledby="acct-signout">
      <h2 id="acct-signout" className="acct-h2">
        {t.profile.signOutTitle}
      </h2>
      <p>{t.profile.signOutHow}</p>
      <div className="row">
        <button
          type="button"
          className="danger"
          onClick={leave}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t.profile.signingOut : t.profile.signOut}
        </button>
      </div>
    </section>
  );
}
