import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import type { Staff } from '@visadesk/contract/accounts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../components/form-switch';
import { FormTextInput } from '../../../components/form-text-input';
import { bindField } from '../../../lib/forms/bind-field';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useCreateAdmin, useUpdateAdmin } from '../api/admins';
import { reportAdminError } from '../conflict-message';
import { PASSWORD_KEY, type StaffFormValues, staffDefaults, staffResolver } from '../forms/staff-form';
import { LocaleSelect } from './locale-select';
import { PermissionCheckboxes } from './permission-checkboxes';

/** Create an admin (with a first password) or edit one; validated by the API's own schemas. */
export function AdminFormDialog({ admin, onClose }: { admin: Staff | null; onClose(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const titleId = useId();
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const form = useForm<StaffFormValues>({
    resolver: staffResolver(admin ? 'edit' : 'create'),
    defaultValues: staffDefaults(admin),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const permissions = bindField(form, 'permissions');

  const onSubmit = handleSubmit(async ({ password, ...values }) => {
    try {
      const saved = admin
        ? await update.mutateAsync({ id: admin.id, body: values })
        : await create.mutateAsync({ ...values, password });
      toastSuccess(t(admin ? 'admins.updated' : 'admins.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (reportAdminError(t, error) === 'duplicateEmail') {
        setError('email', { message: 'admins.conflict.duplicateEmail' });
      }
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t(admin ? 'admins.edit' : 'admins.new')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextInput
                fullWidth
                autoFocus
                required
                field={register('name')}
                label={t('admins.fields.name')}
                error={fieldError(errors.name)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextInput
                fullWidth
                required
                type="email"
                dir="ltr"
                autoComplete="off"
                field={register('email')}
                label={t('admins.fields.email')}
                error={fieldError(errors.email, 'admins.conflict.duplicateEmail')}
              />
            </Grid>
            {!admin && (
              <Grid size={12}>
                <FormTextInput
                  fullWidth
                  required
                  type="password"
                  dir="ltr"
                  autoComplete="new-password"
                  field={register('password')}
                  label={t('admins.fields.password')}
                  helperText={t('admins.passwordHint')}
                  error={fieldError(errors.password, PASSWORD_KEY, form.getValues('password'))}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <LocaleSelect field={bindField(form, 'locale')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitch field={bindField(form, 'isActive')} label={t('admins.active')} />
            </Grid>
            <Grid size={12}>
              <PermissionCheckboxes
                value={permissions.value}
                onChange={(next) => permissions.onChange(next)}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t(admin ? 'ui.save' : 'ui.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
