import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { TextField } from '../../components/field';
import { FormAlert } from '../../components/form-alert';
import { useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { forgotPassword } from './account-api';
import { ResultCard, SubmitButton, useSingleSubmit } from './account-ui';
import { fieldText } from './field-text';

export default function ForgotPasswordPage() {
  const { common, account: t } = useMessages();
  useTitle(common.pages.forgotPassword);
  // The sign-in page hands over what was typed there (in history state, never in the URL).
  const handed = (useLocation().state as { email?: unknown } | null)?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: typeof handed === 'string' ? handed : '' },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ email }) => {
      setError(null);
      try {
        await forgotPassword(email);
        setSentTo(email);
      } catch (failure) {
        setError(failure);
      }
    }),
  );

  return (
    <div className="acct">
      <h1>{common.pages.forgotPassword}</h1>
      {sentTo ? (
        <ResultCard title={t.forgot.sentTitle}>
          <p>{t.forgot.sent(sentTo)}</p>
          <p className="hint">{t.forgot.sentHelp}</p>
        </ResultCard>
      ) : (
        <>
          <p className="lead">{t.forgot.lead}</p>
          <form className="card" method="post" noValidate onSubmit={onSubmit}>
            <FormAlert error={error} />
            <TextField
              {...register('email')}
              label={t.fields.email}
              type="email"
              autoComplete="email"
              dir="ltr"
              error={fieldText(errors, 'email', getValues('email'), t.errors.email)}
            />
            <SubmitButton busy={isSubmitting} label={t.forgot.submit} busyLabel={t.forgot.busy} />
          </form>
        </>
      )}
      <ul className="acct-links">
        <li>
          <Link to="/sign-in">{t.forgot.backToSignIn}</Link>
        </li>
      </ul>
    </div>
  );
}
