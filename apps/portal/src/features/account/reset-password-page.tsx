import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { tokenFromHash } from '../../lib/link-token';
import { useMessages } from '../../lib/locale-context';
import { clearSession } from '../../lib/session/session';
import { useTitle } from '../../lib/use-title';
import { resetPassword } from './account-api';
import { ResultCard, SubmitButton, useSingleSubmit } from './account-ui';
import { setServerErrors } from './field-text';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordFormSchema } from './schemas';

export default function ResetPasswordPage() {
  const { common, account: t } = useMessages();
  useTitle(common.pages.resetPassword);
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
        await resetPassword(token, password);
        // Every session of the account ended on the server, this browser's too.
        clearSession();
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setDone(true);
      } catch (failure) {
        // The server's password rule refusal goes next to the field; anything else above the form.
        if (!(failure instanceof ApiError && setServerErrors(failure, ['password'], setFieldError)))
          setError(failure);
      }
    }),
  );

  const linkProblem = !token || (error instanceof ApiError && error.code === ErrorCode.TOKEN_INVALID);
  return (
    <div className="acct">
      <h1>{common.pages.resetPassword}</h1>
      {done ? (
        <ResultCard title={t.reset.doneTitle}>
          <p>{t.reset.done}</p>
          <Link className="button" to="/sign-in">
            {t.reset.signIn}
          </Link>
        </ResultCard>
      ) : linkProblem ? (
        <div className="notice error" role="alert">
          <p>{token ? t.errors.linkInvalid : t.errors.linkMissing}</p>
          <Link to="/account/forgot-password">{t.reset.askAgain}</Link>
        </div>
      ) : (
        <>
          <p className="lead">{t.reset.lead}</p>
          <form className="card" method="post" noValidate onSubmit={onSubmit}>
            <FormAlert error={error} />
            <NewPasswordFields form={form} label={t.fields.newPassword} />
            <SubmitButton busy={isSubmitting} label={t.reset.submit} busyLabel={t.reset.busy} />
          </form>
        </>
      )}
    </div>
  );
}
