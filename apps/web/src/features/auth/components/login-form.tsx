import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { AdminLoginResponse, LoginBody } from '@visadesk/contract';
import { localizedPath } from '@visadesk/contract/app-routes';
import { ErrorCode } from '@visadesk/contract/errors';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { localeFromPath } from '../../../lib/i18n/locale';
import { preloadAllRoutes } from '../../../lib/navigation/preload';
import { startSession } from '../../../lib/session/session';
import { type CaptchaChallenge, getCaptcha } from '../api/get-captcha';
import { loginAdmin } from '../api/login-admin';
import { CaptchaField } from './captcha-field';
import { TextField } from './text-field';
import { TwoFactorStep } from './two-factor-step';

type SignedIn = AdminLoginResponse & { twoFactorSetupRequired?: true | undefined };

// zod + the contract schema load in their own chunk, fetched on the first interaction with the form.
const loadValidation = () => import('../login-validation');
const lazyResolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadValidation()).loginResolver(values, context, options);

const CAPTCHA_CODES: string[] = [ErrorCode.CAPTCHA_REQUIRED, ErrorCode.CAPTCHA_INVALID];

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  const [showPassword, setShowPassword] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [loadingCaptcha, setLoadingCaptcha] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    // loginBodySchema via zodResolver; its error map yields i18n keys the fields translate below.
    resolver: lazyResolver,
    defaultValues: { email: '', password: '' },
  });

  const signedIn = (response: SignedIn) => {
    startSession(response);
    void preloadAllRoutes();
    // ADMIN_2FA_REQUIRED: an admin without two-factor sign-in enrols on the profile page first.
    const next = response.twoFactorSetupRequired ? '/admin' : '/dashboard';
    navigate(localizedPath(next, locale), { replace: true });
  };

  const loadCaptcha = async () => {
    setLoadingCaptcha(true);
    try {
      setCaptcha(await getCaptcha());
      resetField('captchaText');
    } catch {
      // the HTTP client already showed a toast
    } finally {
      setLoadingCaptcha(false);
    }
  };

  const onSubmit = handleSubmit(async ({ email, password, captchaText }) => {
    if (captcha && !captchaText) {
      setError('captchaText', { message: 'validation.required' });
      return;
    }
    const body: LoginBody = captcha
      ? { email, password, captchaId: captcha.captchaId, captchaText }
      : { email, password };
    try {
      const response = await loginAdmin(body);
      if ('challengeToken' in response) setChallenge(response.challengeToken);
      else signedIn(response);
    } catch (error) {
      // A captcha is single-use: show a fresh one after any failed attempt once captchas are on.
      if (captcha || (isApiError(error) && CAPTCHA_CODES.includes(error.code))) await loadCaptcha();
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);

  // Two-factor sign-in: the password opened a challenge; the code step takes over the card.
  if (challenge) {
    return (
      <TwoFactorStep challengeToken={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />
    );
  }

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={onSubmit}
      // Not on focus: the autofocused field would pull zod in during the first paint.
      onKeyDown={() => void loadValidation()}
      onPointerEnter={() => void loadValidation()}
    >
      <TextField
        id="login-email"
        field={register('email')}
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        autoFocus
        dir="ltr"
        error={message(errors.email?.message)}
      />
      <TextField
        id="login-password"
        field={register('password')}
        type={showPassword ? 'text' : 'password'}
        label={t('auth.password')}
        autoComplete="current-password"
        dir="ltr"
        error={message(errors.password?.message)}
        endAdornment={
          <button
            type="button"
            className="vd-icon-btn"
            aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? <IconEyeOff size={20} stroke={1.75} /> : <IconEye size={20} stroke={1.75} />}
          </button>
        }
      />
      {captcha && (
        <CaptchaField
          captcha={captcha}
          field={register('captchaText')}
          errorText={message(errors.captchaText?.message)}
          refreshing={loadingCaptcha}
          onRefresh={loadCaptcha}
        />
      )}
      <button
        type="submit"
        className="vd-btn vd-btn-primary login-submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {t('auth.signIn')}
      </button>
    </form>
  );
}
