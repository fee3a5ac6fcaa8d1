import { useMessages } from '../../../lib/locale-context';
import type { CaptchaStatus as Status } from './use-captcha';

/** The proof of work runs by itself: nothing to read or type; its progress is announced politely. */
export function CaptchaStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { account } = useMessages();
  const t = account.captcha;
  const text = status === 'solved' ? t.done : status === 'solving' ? t.checking : t.failed;
  return (
    <div className={`notice acct-captcha ${status === 'failed' ? 'warn' : status === 'solved' ? 'ok' : ''}`}>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {text}
      </p>
      {status === 'failed' ? (
        <button type="button" className="secondary" onClick={onRetry}>
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}
