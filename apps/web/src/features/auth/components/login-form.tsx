import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { isApiError } from '@visadesk/client';
import type { AdminLoginResponse, LoginBody } from '@visadesk/contract';
import { localizedPath } from '@visadesk/contract/app-routes';
import { ErrorCode } from '@visadesk/contract/errors';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notifyApiError } from '../../../lib/http/http';
import { localeFromPath } from '../../../lib/i18n/locale';
import { startSession } from '../../../lib/session/session';
import { loginAdmin } from '../api/login-admin';
import { useCaptcha } from '../captcha/use-captcha';
import { prefetchDashboardData, preloadOtherScreensLater, warmUpDashboard, whenIdle } from '../warm-up';
import { CaptchaField } from './captcha-field';
import { TextField } from './text-field';
import { TwoFactorStep } from './two-factor-step';

type SignedIn = AdminLoginResponse & { twoFactorSetupRequired?: true | undefined };

// zod + the contract schema load in their own chunk, fetched on the first interaction with the form.
const loadValidation = () => import('../login-validation');
const lazyResolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadValidation()).loginResolver(values, context, options);

const CAPTCHA_CODES: string[] = [
  ErrorCode.CAPTCHA_REQUIRED,
  ErrorCode.CAPTCHA_INVALID,
  ErrorCode.ACCOUNT_LOCKED,
];
/** Answers that mean "this attempt needs a solved captcha" rather than "wrong password". */
const RESEND_CODES: string[] = [ErrorCode.CAPTCHA_REQUIRED, ErrorCode.ACCOUNT_LOCKED];

/** The toast the HTTP client would have shown (sign-in calls it silently to choose). */
function notifyLoginError(error: unknown) {
  if (isApiError(error))
    for (const message of error.messages) notifyApiError(message, error.code, error.reference);
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  const [showPassword, setShowPassword] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    // loginBodySchema via zodResolver; its error map yields i18n keys the fields translate below.
    resolver: lazyResolver,
    defaultValues: { email: '', password: '' },
  });

  // Get the form's checks and the dashboard ready before the click: on the first key press or
  // pointer over the form, or once the page has painted and the main thread is idle. A password
  // manager fills the form and the click follows at once: the checks' chunk, loaded only then, held
  // the sign-in request back by ~50 ms. After the next frame, not before: evaluating the
  // dashboard's chunks takes the main thread for 60-100 ms, which the first paint should not wait on.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() =>
      whenIdle(() => {
        void loadValidation();
        warmUpDashboard(locale);
      }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [locale]);
  const onFirstInteraction = () => {
    void loadValidation();
    warmUpDashboard(locale);
  };

  const signedIn = (response: SignedIn) => {
    startSession(response);
    // ADMIN_2FA_REQUIRED: an admin without two-factor sign-in enrols on the profile page first.
    const next = response.twoFactorSetupRequired ? '/admin' : '/dashboard';
    if (next === '/dashboard') prefetchDashboardData();
    preloadOtherScreensLater();
    navigate(localizedPath(next, locale), { replace: true });
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    let solved = await captcha.take();
    if (solved === null) return; // the check failed; its field offers a retry
    for (let resent = false; ; resent = true) {
      const body: LoginBody = solved ? { email, password, captcha: solved } : { email, password };
      try {
        const response = await loginAdmin(body, { silent: true });
        if ('challengeToken' in response) setChallenge(response.challengeToken);
        else signedIn(response);
        return;
      } catch (error) {
        const code = isApiError(error) ? error.code : '';
        // A captcha is single-use: solve a fresh one after any failed attempt once captchas are on.
        if (solved || CAPTCHA_CODES.includes(code)) captcha.start();
        // Refused before the password was looked at: send the same attempt again, once, as soon as
        // the check is done, so the owner does not have to press Sign in twice.
        const resend = !solved && !resent && RESEND_CODES.includes(code);
        if (code !== ErrorCode.CAPTCHA_REQUIRED || !resend) notifyLoginError(error);
        if (!resend) return;
        solved = await captcha.take();
        if (!solved) return;
      }
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
      // Before hydration (or without JS) the browser would submit natively: never with the
      // password in the URL, which a GET to this page would do.
      method="post"
      noValidate
      onSubmit={onSubmit}
      // Not on focus: the autofocused field would pull zod in during the first paint.
      onKeyDown={onFirstInteraction}
      onPointerEnter={onFirstInteraction}
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
      {captcha.status && <CaptchaField status={captcha.status} onRetry={captcha.start} />}
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
