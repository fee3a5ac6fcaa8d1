import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Staff } from '@visadesk/contract/accounts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../../../components/form-text-input';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useResetAdminPassword } from '../api/admins';
import { PASSWORD_KEY, resetResolver } from '../forms/staff-form';

/** Sets a new password for another admin (who should change it after signing in). */
export function ResetPasswordDialog({ admin, onClose }: { admin: Staff; onClose(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const titleId = useId();
  const reset = useResetAdminPassword();
  const form = useForm<{ password: string }>({ resolver: resetResolver, defaultValues: { password: '' } });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ id: admin.id, password });
      toastSuccess(t('admins.passwordReset', { name: admin.name }));
      onClose();
    } catch {
      // toasted by the HTTP client
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('admins.resetPassword')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('admins.resetMessage', { name: admin.name })}
          </DialogContentText>
          <FormTextInput
            fullWidth
            autoFocus
            required
            type="password"
            dir="ltr"
            autoComplete="new-password"
            field={form.register('password')}
            label={t('admins.fields.newPassword')}
            helperText={t('admins.passwordHint')}
            error={fieldError(errors.password, PASSWORD_KEY, form.getValues('password'))}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('admins.resetPassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
