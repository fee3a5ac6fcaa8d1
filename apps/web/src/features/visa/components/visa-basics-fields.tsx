import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CountryOption } from '@visadesk/contract/countries';
import { VISA_ENTRIES, VISA_TYPES } from '@visadesk/contract/visas';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { FormNumberInput } from '../../../components/form-number-input';
import { FormSwitch } from '../../../components/form-switch';
import { FormTextInput } from '../../../components/form-text-input';
import { visaEntryKey, visaTypeKey } from '../../../lib/catalog/labels';
import { bindField } from '../../../lib/forms/bind-field';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { VISA_CUSTOM_KEYS, type VisaFormValues } from '../forms/visa-form';

/** Titles, destination, type, entry, durations, price, the two flags and the image. */
export function VisaBasicsFields({
  form,
  countries,
  countriesLoading,
  image,
}: {
  form: UseFormReturn<VisaFormValues>;
  countries: CountryOption[];
  countriesLoading: boolean;
  /** The image picker, laid out after the switches. */
  image: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = form;
  const destination = bindField(form, 'destinationId');
  const type = bindField(form, 'type');
  const entry = bindField(form, 'entry');
  const validity = bindField(form, 'validityDays');
  const stay = bindField(form, 'stayDays');
  const processing = bindField(form, 'processingDays');
  // The unit agrees with the number typed before it (Arabic: يوم، يومان، أيام، يومًا).
  const days = (value: number) => t('catalog.visas.dayUnit', { count: Number.isNaN(value) ? 0 : value });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextInput
          field={register('titleEn')}
          label={t('catalog.visas.titleEn')}
          dir="ltr"
          required
          autoFocus
          error={fieldError(errors.titleEn)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextInput
          field={register('titleAr')}
          label={t('catalog.visas.titleAr')}
          dir="rtl"
          lang="ar"
          required
          error={fieldError(errors.titleAr)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountrySelect
          label={t('catalog.visas.destination')}
          required
          options={countries}
          loading={countriesLoading}
          value={destination.value || undefined}
          onChange={(id) => destination.onChange(id ?? '')}
          error={fieldError(errors.destinationId)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          select
          required
          label={t('catalog.visas.type')}
          name={type.name}
          value={type.value}
          onChange={(e) => type.onChange(e.target.value as VisaFormValues['type'])}
          error={Boolean(errors.type)}
          helperText={fieldError(errors.type)}
        >
          {VISA_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(visaTypeKey(value))}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          select
          required
          label={t('catalog.visas.entry')}
          name={entry.name}
          value={entry.value}
          onChange={(e) => entry.onChange(e.target.value as VisaFormValues['entry'])}
          error={Boolean(errors.entry)}
          helperText={fieldError(errors.entry)}
        >
          {VISA_ENTRIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(visaEntryKey(value))}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormNumberInput
          field={validity}
          label={t('catalog.visas.validity')}
          unit={days(validity.value)}
          min={1}
          required
          error={fieldError(errors.validityDays)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormNumberInput
          field={stay}
          label={t('catalog.visas.stay')}
          unit={days(stay.value)}
          min={1}
          required
          error={fieldError(errors.stayDays, VISA_CUSTOM_KEYS.stayDays)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormNumberInput
          field={processing}
          label={t('catalog.visas.processing')}
          unit={days(processing.value)}
          min={0}
          required
          error={fieldError(errors.processingDays)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormNumberInput
          field={bindField(form, 'price')}
          label={t('catalog.visas.price')}
          unit={t('catalog.visas.iqd')}
          min={0}
          required
          error={fieldError(errors.price)}
        />
      </Grid>
      <Grid size={12}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormSwitch field={bindField(form, 'isActive')} label={t('catalog.active')} />
          <FormSwitch field={bindField(form, 'isFeatured')} label={t('catalog.visas.featured')} />
        </Stack>
      </Grid>
      <Grid size={12}>{image}</Grid>
    </Grid>
  );
}
