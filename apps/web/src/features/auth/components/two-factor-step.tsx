import { isApiError } from '@visadesk/client';
import type { AdminLoginResponse } from '@visadesk/contract';
import { ErrorCode } from '@visadesk/contract/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { type SecondFactorMode, secondFactorBody } from '../../../lib/session/second-factor';
import { loginTwoFactor } from '../api/login-two-factor';
import { TextField } from './text-field';
import './two-factor-step.css';

interface TwoFactorStepProps {
  challengeToken: string;
  onSignedIn: (response: AdminLoginResponse) => void;
  /** Back to the password (the challenge expired, or the guard now wants a captcha). */
  onRestart: () => void;
}

/** The second sign-in step of an admin with two-factor sign-in: an app code or a recovery code. */
export function TwoFactorStep({ challengeToken, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ value: string }>({ defaultValues: { value: '' } });

  const switchMode = () => {
    setMode((m) => (m === 'code' ? 'recovery' : 'code'));
    reset({ value: '' });
    setTimeout(() => setFocus('value'), 0);
  };

  const onSubmit = handleSubmit(async ({ value }) => {
    const factor = secondFactorBody(mode, value);
    if (!factor) {
      setError('value', { message: mode === 'code' ? 'auth.twoFactor.codeFormat' : 'validation.required' });
      return;
    }
    try {
      onSignedIn(await loginTwoFactor({ challengeToken, ...factor }));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.TWO_FACTOR_CODE_INVALID) {
        setError('value', { message: 'auth.twoFactor.invalid' }, { shouldFocus: true });
      } else if (isApiError(error) && error.status !== 0 && error.status !== 429) {
        // Expired or spent challenge, or the failure guard wants a captcha: start again.
        onRestart();
      } else {
        setError('value', { message: isApiError(error) ? error.message : 'errors.network' });
      }
    }
  });

  const isCode = mode === 'code';
  return (
    <form className="login-form" noValidate onSubmit={onSubmit} aria-labelledby="two-factor-heading">
      <div>
        <h2 id="two-factor-heading" className="two-factor-heading">
          {t('auth.twoFactor.title')}
        </h2>
        <p>{t(isCode ? 'auth.twoFactor.codeHint' : 'auth.twoFactor.recoveryHint', { n: formatNumber(6) })}</p>
      </div>
      <TextField
        key={mode}
        id="login-second-factor"
        field={register('value')}
        label={t(isCode ? 'auth.twoFactor.code' : 'auth.twoFactor.recoveryCode')}
        inputMode={isCode ? 'numeric' : 'text'}
        autoComplete={isCode ? 'one-time-code' : 'off'}
        maxLength={isCode ? 7 : 40}
        autoFocus
        dir="ltr"
        error={errors.value?.message ? t(errors.value.message) : undefined}
      />
      <button
        type="submit"
        className="vd-btn vd-btn-primary login-submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {t('auth.twoFactor.verify')}
      </button>
      <div className="two-factor-links">
        <button type="button" className="two-factor-link" onClick={switchMode}>
          {t(isCode ? 'auth.twoFactor.useRecovery' : 'auth.twoFactor.useCode')}
        </button>
        <button type="button" className="two-factor-link" onClick={onRestart}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
