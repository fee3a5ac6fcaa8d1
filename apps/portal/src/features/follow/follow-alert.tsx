import { ApiError } from '@visadesk/client';
import { FormAlert } from '../../components/form-alert';
import { useMessages } from '../../lib/locale-context';

/**
 * A refusal these screens can explain (stale version, a move no longer allowed, a file too
 * large…) in the page's words; anything else goes to the app's general alert.
 */
export function FollowAlert({ error }: { error: unknown }) {
  const { follow, common } = useMessages();
  if (!error) return null;
  const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const text = known ? follow.errors.byCode[error.code] : undefined;
  if (!text) return <FormAlert error={error} />;
  return (
    <div className="notice error" role="alert">
      <p className="follow-flush">{text}</p>
      {error instanceof ApiError && error.requestId ? (
        <p className="hint follow-flush">
          {common.errors.reference}{' '}
          <span dir="ltr" translate="no">
            {error.requestId}
          </span>
        </p>
      ) : null}
    </div>
  );
}
