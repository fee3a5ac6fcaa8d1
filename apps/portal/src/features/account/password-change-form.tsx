import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/field';
import { FormAlert } from '../../components/form-alert';
import { useMessages } from '../../lib/locale-context';
import { changePassword } from './account-api';
import { SubmitButton, useSingleSubmit } from './account-ui';
import { fieldText, setServerErrors } from './field-text';
import { passwordChangeFormSchema } from './schemas';
import { ShowPassword } from './show-password';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the password with the current one. This device stays signed in; the server ends every
 * other session and mails the applicant a notice.
 */
export function PasswordChangeForm() {
  const { account: t } = useMessages();
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: EMPTY });

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ oldPassword, newPassword }) => {
      setError(null);
      setDone(false);
      try {
        await changePassword(oldPassword, newPassword);
        reset(EMPTY);
        setDone(true);
      } catch (failure) {
        // A wrong current password or a refused new one goes next to its field.
        if (
          !(
            failure instanceof ApiError &&
            setServerErrors(failure, ['oldPassword', 'newPassword'], setFieldError)
          )
        )
          setError(failure);
      }
    }),
  );

  const type = shown ? 'text' : 'password';
  return (
    <form className="stack" method="post" noValidate onSubmit={onSubmit}>
      <FormAlert error={error} />
      {done ? (
        <p className="notice ok" role="status">
          {t.profile.passwordChanged}
        </p>
      ) : null}
      <TextField
        {...register('oldPassword')}
        label={t.fields.currentPassword}
        type={type}
        autoComplete="current-password"
        dir="ltr"
        error={fieldText(errors, 'oldPassword', getValues('oldPassword'), t.errors.oldPassword)}
      />
      <TextField
        {...register('newPassword')}
        label={t.fields.newPassword}
        hint={t.fields.passwordRule}
        type={type}
        autoComplete="new-password"
        dir="ltr"
        error={fieldText(errors, 'newPassword', getValues('newPassword'), t.errors.newPassword)}
      />
      <TextField
        {...register('confirmPassword')}
        label={t.fields.confirmPassword}
        type={type}
        autoComplete="new-password"
        dir="ltr"
        error={fieldText(errors, 'confirmPassword', getValues('confirmPassword'), t.errors.confirmPassword)}
      />
      <ShowPassword shown={shown} onChange={setShown} />
      <div>
        <SubmitButton busy={isSubmitting} label={t.profile.changePassword} busyLabel={t.profile.busy} />
      </div>
    </form>
  );
}
