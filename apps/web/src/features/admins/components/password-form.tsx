import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isApiError } from '@visadesk/client';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../../../components/form-text-input';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { notifyUnhandled } from '../../../lib/http/notify-unhandled';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useChangePassword } from '../api/profile';
import { PASSWORD_KEY, type PasswordFormValues, passwordResolver } from '../forms/staff-form';

const EMPTY: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Changes one's own password; a wrong current password is shown on its field, not as a toast. */
export function PasswordForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const change = useChangePassword();
  const form = useForm<PasswordFormValues>({ resolver: passwordResolver, defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      form.reset(EMPTY);
      toastSuccess(t('admins.profile.passwordChanged'));
    } catch (error) {
      // The API answers 400 with `body.oldPassword: …` when the current password is wrong.
      if (isApiError(error) && error.messages.some((m) => m.startsWith('body.oldPassword'))) {
        form.setError('oldPassword', { message: 'admins.validation.wrongPassword' });
      } else notifyUnhandled(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormTextInput
        fullWidth
        required
        type="password"
        dir="ltr"
        autoComplete="current-password"
        field={register('oldPassword')}
        label={t('admins.fields.currentPassword')}
        error={fieldError(
          errors.oldPassword,
          'admins.validation.wrongPassword',
          form.getValues('oldPassword'),
        )}
      />
      <FormTextInput
        fullWidth
        required
        type="password"
        dir="ltr"
        autoComplete="new-password"
        field={register('newPassword')}
        label={t('admins.fields.newPassword')}
        helperText={t('admins.passwordHint')}
        error={fieldError(errors.newPassword, PASSWORD_KEY, form.getValues('newPassword'))}
      />
      <FormTextInput
        fullWidth
        required
        type="password"
        dir="ltr"
        autoComplete="new-password"
        field={register('confirmPassword')}
        label={t('admins.fields.confirmPassword')}
        error={fieldError(
          errors.confirmPassword,
          'admins.validation.mismatch',
          form.getValues('confirmPassword'),
        )}
      />
      <div>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('admins.profile.changePassword')}
        </Button>
      </div>
    </Stack>
  );
}
