import type { User } from '@visadesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useMessages } from '../../lib/locale-context';
import { setUser } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { useTitle } from '../../lib/use-title';
import { currentUser } from './account-api';
import { PasswordSection, SignOutSection } from './account-sections';
import { ProfileForm } from './profile-form';

export default function AccountPage() {
  const { common, account: t } = useMessages();
  useTitle(common.pages.account);
  const session = useSession();
  // The stored user shows at once; the server's copy replaces it when it arrives.
  const [user, setLoaded] = useState<User | null>(session?.user ?? null);
  const [error, setError] = useState<unknown>(null);
  const live = useRef(true);

  const load = useCallback(() => {
    setError(null);
    currentUser().then(
      (fresh) => {
        if (!live.current) return;
        setUser(fresh);
        setLoaded(fresh);
      },
      (failure: unknown) => {
        if (live.current) setError(failure);
      },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    load();
    return () => {
      live.current = false;
    };
  }, [load]);

  return (
    <div className="acct-wide stack">
      <div>
        <h1>{common.pages.account}</h1>
        {user ? (
          <p className="lead">
            {t.profile.signedInAs} <bdi dir="ltr">{user.email}</bdi>
          </p>
        ) : null}
        <p className="acct-links">
          <Link to="/applications">{t.profile.myApplications}</Link>
        </p>
      </div>
      {error ? (
        <div className="stack">
          <FormAlert error={error} />
          <button type="button" className="secondary" onClick={load}>
            {common.retry}
          </button>
        </div>
      ) : null}
      {user ? (
        <>
          <ProfileForm key={user.id} user={user} onSaved={setLoaded} />
          <PasswordSection email={user.email} />
          <SignOutSection />
        </>
      ) : !error ? (
        <p className="hint" role="status">
          {common.loading}
        </p>
      ) : null}
    </div>
  );
}
