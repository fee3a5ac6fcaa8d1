import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Staff } from '@visadesk/contract/accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../../../components/form-text-input';
import { bindField } from '../../../lib/forms/bind-field';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useUpdateMe } from '../api/profile';
import { type ProfileFormValues, profileResolver } from '../forms/staff-form';
import { LocaleSelect } from './locale-select';

/** The signed-in admin's name and language. */
export function ProfileForm({ me }: { me: Staff }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const update = useUpdateMe();
  const form = useForm<ProfileFormValues>({
    resolver: profileResolver,
    defaultValues: { name: me.name, locale: me.locale },
  });
  const {
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ name: saved.name, locale: saved.locale });
      toastSuccess(t('admins.profile.saved'));
    } catch {
      // toasted by the HTTP client
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <TextField
        label={t('admins.fields.email')}
        value={me.email}
        disabled
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextInput
        fullWidth
        required
        field={form.register('name')}
        label={t('admins.fields.name')}
        error={fieldError(errors.name)}
      />
      <LocaleSelect field={bindField(form, 'locale')} />
      <div>
        <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
          {t('ui.save')}
        </Button>
      </div>
    </Stack>
  );
}
