import { IconCircleCheck, IconLoader2, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type CaptchaStatus = 'solving' | 'solved' | 'failed';

interface CaptchaFieldProps {
  status: CaptchaStatus;
  onRetry: () => void;
}

/**
 * The proof of work runs by itself: nothing to read or type, so it works the same with a screen
 * reader. The status is announced politely as it changes.
 */
export function CaptchaField({ status, onRetry }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`login-captcha login-captcha-${status}`}>
      <span role="status" aria-live="polite" className="login-captcha-status">
        {status === 'solved' ? (
          <IconCircleCheck size={20} stroke={1.75} aria-hidden="true" />
        ) : status === 'solving' ? (
          <IconLoader2 size={20} stroke={1.75} aria-hidden="true" className="login-captcha-spin" />
        ) : null}
        {t(
          status === 'solved'
            ? 'auth.captchaDone'
            : status === 'solving'
              ? 'auth.captchaChecking'
              : 'auth.captchaFailed',
        )}
      </span>
      {status === 'failed' && (
        <button type="button" className="vd-btn login-captcha-retry" onClick={onRetry}>
          <IconRefresh size={18} stroke={1.75} aria-hidden="true" />
          {t('auth.captchaRetry')}
        </button>
      )}
    </div>
  );
}
