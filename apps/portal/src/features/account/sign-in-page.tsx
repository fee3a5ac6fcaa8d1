import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import { type LoginBody, loginBodySchema } from '@visadesk/contract';
import { ErrorCode } from '@visadesk/contract/errors';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../components/field';
import { useMessages } from '../../lib/locale-context';
import { getSession, startSession } from '../../lib/session/session';
import { useTitle } from '../../lib/use-title';
import { signIn } from './account-api';
import { AccountAlert, SubmitButton, useSingleSubmit } from './account-ui';
import { CaptchaStatus } from './captcha/captcha-status';
import { useCaptcha } from './captcha/use-captcha';
import { fieldText } from './field-text';
import { ShowPassword } from './show-password';
import { useGoNext } from './use-go-next';

/** Answers that mean the next attempt needs a fresh solved captcha. */
const CAPTCHA_CODES: string[] = [
  ErrorCode.CAPTCHA_REQUIRED,
  ErrorCode.CAPTCHA_INVALID,
  ErrorCode.ACCOUNT_LOCKED,
];
/** Refused before the password was looked at: the same attempt goes again once the check is done. */
const RESEND_CODES: string[] = [ErrorCode.CAPTCHA_REQUIRED, ErrorCode.ACCOUNT_LOCKED];

export default function SignInPage() {
  const { common, account: t } = useMessages();
  useTitle(common.pages.signIn);
  const goNext = useGoNext();
  const captcha = useCaptcha();
  const [error, setError] = useState<unknown>(null);
  // ACCOUNT_LOCKED to an attempt that carried a solved captcha: the lock's attempts are used up.
  const [spent, setSpent] = useState(false);
  const [shown, setShown] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });

  // Already signed in (another tab, the back button): nothing to do here.
  useEffect(() => {
    if (getSession()) goNext();
  }, [goNext]);

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ email, password }) => {
      setError(null);
      let solved = await captcha.take();
      if (solved === null) return; // the check failed; its status offers a retry
      for (let resent = false; ; resent = true) {
        const body: LoginBody = solved ? { email, password, captcha: solved } : { email, password };
        try {
          startSession(await signIn(body));
          goNext();
          return;
        } catch (failure) {
          const code = failure instanceof ApiError ? failure.code : '';
          // A captcha is single-use: once they are on, every failed attempt needs a new one.
          if (solved || CAPTCHA_CODES.includes(code)) captcha.start();
          const resend = !solved && !resent && RESEND_CODES.includes(code);
          if (!resend) {
            setSpent(Boolean(solved) && code === ErrorCode.ACCOUNT_LOCKED);
            setError(failure);
            return;
          }
          solved = await captcha.take();
          if (!solved) return;
        }
      }
    }),
  );

  const byCode: Record<string, string> = {
    [ErrorCode.BAD_CREDENTIALS]: t.errors.badCredentials,
    [ErrorCode.FORBIDDEN]: t.errors.blocked,
    [ErrorCode.ACCOUNT_LOCKED]: spent ? t.errors.lockedSpent : t.errors.locked,
    [ErrorCode.CAPTCHA_REQUIRED]: t.errors.captchaRequired,
    [ErrorCode.CAPTCHA_INVALID]: t.errors.captchaInvalid,
  };
  const email = watch('email');

  return (
    <div className="acct">
      <h1>{common.pages.signIn}</h1>
      <p className="lead">{t.signIn.lead}</p>
      <form className="card" method="post" noValidate onSubmit={onSubmit}>
        <AccountAlert error={error} byCode={byCode} />
        <TextField
          {...register('email')}
          label={t.fields.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={fieldText(errors, 'email', getValues('email'), t.errors.email)}
        />
        <TextField
          {...register('password')}
          label={t.fields.password}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          dir="ltr"
          error={fieldText(errors, 'password', getValues('password'), t.errors.password)}
        />
        <ShowPassword shown={shown} onChange={setShown} />
        {captcha.status ? <CaptchaStatus status={captcha.status} onRetry={captcha.start} /> : null}
        <SubmitButton busy={isSubmitting} label={t.signIn.submit} busyLabel={t.signIn.busy} />
      </form>
      <ul className="acct-links">
        <li>
          <Link to="/account/forgot-password" state={{ email }}>
            {t.signIn.forgot}
          </Link>
        </li>
        <li>
          {t.signIn.noAccount} <Link to="/register">{t.signIn.register}</Link>
        </li>
      </ul>
    </div>
  );
}
