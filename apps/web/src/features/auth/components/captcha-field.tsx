import { IconRefresh } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaChallenge } from '../api/get-captcha';
import { TextField } from './text-field';

interface CaptchaFieldProps {
  captcha: CaptchaChallenge;
  field: UseFormRegisterReturn<'captchaText'>;
  errorText?: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The SVG is shown through an <img> data URL, never injected as markup, so a hostile SVG cannot
 * run script in the page.
 */
export function CaptchaField({ captcha, field, errorText, refreshing, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="login-captcha">
        <img src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`} alt={t('auth.captchaAlt')} />
        <button
          type="button"
          className="vd-icon-btn"
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
          onClick={onRefresh}
          disabled={refreshing}
        >
          <IconRefresh size={20} stroke={1.75} />
        </button>
      </div>
      <TextField
        id="login-captcha"
        field={field}
        label={t('auth.captchaLabel')}
        autoComplete="off"
        dir="ltr"
        error={errorText}
        helperText={t('auth.captchaHint')}
      />
    </div>
  );
}
