import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../components/field';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { register as registerAccount } from './account-api';
import { ResultCard, SubmitButton, useSingleSubmit } from './account-ui';
import { fieldText, normalizePhone, setServerErrors, withAsciiDigits } from './field-text';
import { registerFormSchema } from './schemas';

const FIELDS = ['fullName', 'email', 'phone'] as const;

export default function RegisterPage() {
  const { common, account: t } = useMessages();
  const locale = useLocale();
  useTitle(common.pages.register);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: '', email: '', phone: undefined },
  });
  const {
    register,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = useSingleSubmit(
    handleSubmit(async (body) => {
      setError(null);
      try {
        // The answer is the same for a new and a taken address: what happens next is in the mail.
        await registerAccount({ ...body, locale });
        setSentTo(body.email);
      } catch (failure) {
        if (!(failure instanceof ApiError && setServerErrors(failure, FIELDS, setFieldError)))
          setError(failure);
      }
    }),
  );

  if (sentTo) {
    return (
      <div className="acct">
        <h1>{common.pages.register}</h1>
        <ResultCard title={t.register.sentTitle}>
          <p>{t.register.sent(sentTo)}</p>
          <p className="hint">{t.register.sentHelp}</p>
          <div className="row">
            <button
              type="button"
              className="secondary"
              onClick={() => {
                form.reset();
                setSentTo(null);
              }}
            >
              {t.register.again}
            </button>
          </div>
        </ResultCard>
      </div>
    );
  }

  const phone = register('phone', { setValueAs: normalizePhone });
  const text = (name: (typeof FIELDS)[number], texts: Parameters<typeof fieldText>[3]) =>
    fieldText(errors, name, getValues(name), texts);

  return (
    <div className="acct">
      <h1>{common.pages.register}</h1>
      <p className="lead">{t.register.lead}</p>
      <form className="card" method="post" noValidate onSubmit={onSubmit}>
        <FormAlert error={error} />
        <TextField
          {...register('fullName')}
          label={t.fields.fullName}
          autoComplete="name"
          error={text('fullName', t.errors.fullName)}
        />
        <TextField
          {...register('email')}
          label={t.fields.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={text('email', t.errors.email)}
        />
        <TextField
          {...phone}
          onChange={withAsciiDigits(phone.onChange)}
          label={t.fields.phone}
          hint={t.fields.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          error={text('phone', t.errors.phone)}
        />
        <SubmitButton busy={isSubmitting} label={t.register.submit} busyLabel={t.register.busy} />
      </form>
      <ul className="acct-links">
        <li>
          {t.register.haveAccount} <Link to="/sign-in">{t.register.signIn}</Link>
        </li>
      </ul>
    </div>
  );
}
