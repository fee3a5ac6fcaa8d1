import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { tokenFromHash } from '../../lib/link-token';
import { useLocale, useMessages } from '../../lib/locale-context';
import { startSession } from '../../lib/session/session';
import { useTitle } from '../../lib/use-title';
import { localePath } from '../../shared/i18n/locale';
import { verifyEmail } from './account-api';
import { ResultCard, SubmitButton, useSingleSubmit } from './account-ui';
import { setServerErrors } from './field-text';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordFormSchema } from './schemas';

/**
 * The registration link's page: whoever opens it from the mailbox chooses the account's password
 * here, and only then is the account created. Nothing is sent until they do.
 */
export default function VerifyEmailPage() {
  const { common, account: t } = useMessages();
  const locale = useLocale();
  useTitle(common.pages.verifyEmail);
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    setError: setFieldError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ password }) => {
      if (!token) return;
      setError(null);
      try {
        startSession(await verifyEmail(token, password));
        // The token is spent: keep it out of the history and of a shared screen.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setDone(true);
      } catch (failure) {
        // The server's password rule refusal goes next to the field; anything else below.
        if (!(failure instanceof ApiError && setServerErrors(failure, ['password'], setFieldError)))
          setError(failure);
      }
    }),
  );

  const code = error instanceof ApiError ? error.code : '';
  if (done) {
    return (
      <div className="acct">
        <h1>{common.pages.verifyEmail}</h1>
        <ResultCard title={t.verify.doneTitle}>
          <p>{t.verify.done}</p>
          <div className="row">
            <a className="button" href={localePath(locale, '/')}>
              {t.verify.findVisa}
            </a>
            <Link className="button secondary" to="/account">
              {t.verify.toAccount}
            </Link>
          </div>
        </ResultCard>
      </div>
    );
  }
  return (
    <div className="acct">
      <h1>{common.pages.verifyEmail}</h1>
      {!token || code === ErrorCode.TOKEN_INVALID ? (
        <div className="notice error" role="alert">
          <p>{token ? t.errors.linkInvalid : t.errors.linkMissing}</p>
          <Link to="/register">{t.verify.registerAgain}</Link>
        </div>
      ) : code === ErrorCode.ALREADY_VERIFIED ? (
        <div className="notice" role="alert">
          <p>{t.errors.alreadyVerified}</p>
          <Link className="button" to="/sign-in">
            {t.verify.signIn}
          </Link>
        </div>
      ) : (
        <>
          <p className="lead">{t.verify.lead}</p>
          <form className="card" method="post" noValidate onSubmit={onSubmit}>
            <FormAlert error={error} />
            <NewPasswordFields form={form} label={t.fields.password} />
            <SubmitButton busy={isSubmitting} label={t.verify.submit} busyLabel={t.verify.busy} />
          </form>
        </>
      )}
    </div>
  );
}
