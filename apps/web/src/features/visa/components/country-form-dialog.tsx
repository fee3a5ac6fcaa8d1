import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import type { Country } from '@visadesk/contract/countries';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../components/form-switch';
import { FormTextInput } from '../../../components/form-text-input';
import { ImageUpload } from '../../../components/image-upload';
import { localizedName } from '../../../lib/catalog/labels';
import { bindField } from '../../../lib/forms/bind-field';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useCreateCountry } from '../api/create-country';
import { useUpdateCountry } from '../api/update-country';
import { useUploadCountryFlag } from '../api/upload-country-flag';
import {
  COUNTRY_CUSTOM_KEYS,
  type CountryFormValues,
  countryDefaults,
  countryResolver,
} from '../forms/country-form';

interface CountryFormDialogProps {
  /** null: a new country. */
  country: Country | null;
  onClose(): void;
}

/** Create or edit a country; a picked flag is uploaded right after the save. */
export function CountryFormDialog({ country, onClose }: CountryFormDialogProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const titleId = useId();
  // Once created, the country is edited from then on: a failed flag upload must not create it twice.
  const [saved, setSaved] = useState<Country | null>(country);
  const [flag, setFlag] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateCountry();
  const update = useUpdateCountry();
  const uploadFlag = useUploadCountryFlag();
  const mode = saved ? 'edit' : 'create';
  const form = useForm<CountryFormValues>({
    resolver: countryResolver(mode),
    defaultValues: countryDefaults(country),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = saved
        ? await update.mutateAsync({ id: saved.id, body: values })
        : await create.mutateAsync(values);
      setSaved(result);
      if (flag) {
        setProgress(0);
        await uploadFlag.mutateAsync({ id: result.id, file: flag, onProgress: setProgress });
      }
      toastSuccess(
        t(country ? 'catalog.countries.updated' : 'catalog.countries.created', {
          name: localizedName(result, i18n.language === 'ar' ? 'ar' : 'en'),
        }),
      );
      onClose();
    } catch {
      // the HTTP client already showed the server's message
    } finally {
      setProgress(null);
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
        <DialogTitle id={titleId}>
          {t(country ? 'catalog.countries.edit' : 'catalog.countries.new')}
        </DialogTitle>
        <DialogContent>
          {saved && !country && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('catalog.countries.savedFlagPending')}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextInput
                field={register('nameEn')}
                label={t('catalog.fields.nameEn')}
                dir="ltr"
                required
                autoFocus
                error={fieldError(errors.nameEn)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextInput
                field={register('nameAr')}
                label={t('catalog.fields.nameAr')}
                dir="rtl"
                lang="ar"
                required
                error={fieldError(errors.nameAr)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextInput
                field={register('iso2')}
                label={t('catalog.countries.iso2')}
                dir="ltr"
                required
                helperText={t('catalog.countries.iso2Hint')}
                error={fieldError(errors.iso2, COUNTRY_CUSTOM_KEYS.iso2, form.getValues('iso2'))}
                slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitch field={bindField(form, 'isActive')} label={t('catalog.active')} />
            </Grid>
            <Grid size={12}>
              <ImageUpload
                label={t('catalog.countries.flag')}
                currentUrl={saved?.flagUrl}
                file={flag}
                onFileChange={setFlag}
                progress={progress}
                width={72}
                height={48}
                disabled={isSubmitting}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t(saved ? 'ui.save' : 'ui.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
