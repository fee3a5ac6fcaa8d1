import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/field';
import { useMessages } from '../../lib/locale-context';
import { fieldText } from './field-text';
import { ShowPassword } from './show-password';

type NewPasswordForm = UseFormReturn<{ password: string; confirmPassword: string }>;

/**
 * A new password and its confirmation, with the rule as a hint and one "show" switch: the same on
 * the registration link's page and the password reset page.
 */
export function NewPasswordFields({ form, label }: { form: NewPasswordForm; label: string }) {
  const { account: t } = useMessages();
  const [shown, setShown] = useState(false);
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        {...register('password')}
        label={label}
        hint={t.fields.passwordRule}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        dir="ltr"
        error={fieldText(errors, 'password', getValues('password'), t.errors.newPassword)}
      />
      <TextField
        {...register('confirmPassword')}
        label={t.fields.confirmPassword}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        dir="ltr"
        error={fieldText(errors, 'confirmPassword', getValues('confirmPassword'), t.errors.confirmPassword)}
      />
      <ShowPassword shown={shown} onChange={setShown} />
    </>
  );
}
