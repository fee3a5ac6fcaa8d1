import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import type { User } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../components/field';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { setUser } from '../../lib/session/session';
import { LOCALES, localePath } from '../../shared/i18n/locale';
import { updateProfile } from './account-api';
import { SubmitButton, useSingleSubmit } from './account-ui';
import { fieldText, normalizePhone, setServerErrors, withAsciiDigits } from './field-text';
import { profileFormSchema } from './schemas';

const valuesOf = (user: User) => ({ fullName: user.fullName, phone: user.phone, locale: user.locale });

/** Name, phone and language. A new language is saved, then the page reloads in it. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { account: t } = useMessages();
  const locale = useLocale();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(user) });

  // The server's copy arrived after the stored one: show it unless the applicant is editing.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(user));
  }, [user, isDirty, reset]);

  const phone = register('phone', {
    setValueAs: (v) => normalizePhone(v) ?? null,
    onChange: () => setSaved(false),
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setError(null);
      setSaved(false);
      try {
        const updated = await updateProfile({ ...values, phone: values.phone ?? null });
        setUser(updated);
        if (updated.locale !== locale) {
          // The app's language is the page's: a full load of the same page in the new one.
          window.location.assign(localePath(updated.locale, '/account'));
          return;
        }
        reset(valuesOf(updated));
        onSaved(updated);
        setSaved(true);
      } catch (failure) {
        const fields = ['fullName', 'phone', 'locale'] as const;
        if (!(failure instanceof ApiError && setServerErrors(failure, fields, setFieldError)))
          setError(failure);
      }
    }),
  );

  return (
    <section className="card" aria-labelledby="acct-details">
      <h2 id="acct-details" className="acct-h2">
        {t.profile.details}
      </h2>
      <form method="post" noValidate onSubmit={onSubmit}>
        <FormAlert error={error} />
        {saved ? (
          <p className="notice ok" role="status">
            {t.profile.saved}
          </p>
        ) : null}
        <TextField
          label={t.fields.email}
          hint={t.profile.emailFixed}
          type="email"
          value={user.email}
          readOnly
          dir="ltr"
        />
        <TextField
          {...register('fullName', { onChange: () => setSaved(false) })}
          label={t.fields.fullName}
          autoComplete="name"
          error={fieldText(errors, 'fullName', getValues('fullName'), t.errors.fullName)}
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
          error={fieldText(errors, 'phone', getValues('phone'), t.errors.phone)}
        />
        <SelectField {...register('locale', { onChange: () => setSaved(false) })} label={t.fields.language}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t.profile.languages[l]}
            </option>
          ))}
        </SelectField>
        <SubmitButton busy={isSubmitting} label={t.profile.save} busyLabel={t.profile.busy} />
      </form>
    </section>
  );
}
