import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CountryOption } from '@visadesk/contract/countries';
import type { Visa } from '@visadesk/contract/visas';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload';
import { useCountryOptions } from '../../../lib/catalog/country-options';
import { localizedTitle } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useCreateVisa } from '../api/create-visa';
import { type RequirementOption, useRequirementOptions } from '../api/get-requirement-options';
import { useUpdateVisa } from '../api/update-visa';
import { useUploadVisaImage } from '../api/upload-visa-image';
import { type VisaFormValues, visaDefaults, visaResolver } from '../forms/visa-form';
import { VisaBasicsFields } from './visa-basics-fields';
import { VisaDescriptionFields } from './visa-description-fields';
import { VisaEligibilityFields } from './visa-eligibility-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Active options plus the ones this visa already uses (they may have been deactivated since). */
function withCurrent<T extends { id: string }>(options: T[] | undefined, current: readonly T[]): T[] {
  const list = options ?? [];
  return [...list, ...current.filter((c) => !list.some((o) => o.id === c.id))];
}

interface VisaFormProps {
  formId: string;
  visa: Visa | null;
  /** Reports the saved visa: a new one becomes editable (images need its id). */
  onSaved(visa: Visa, created: boolean): void;
  onSubmittingChange(submitting: boolean): void;
}

export function VisaForm({ formId, visa, onSaved, onSubmittingChange }: VisaFormProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [saved, setSaved] = useState<Visa | null>(visa);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const countryOptions = useCountryOptions(locale);
  const requirementOptions = useRequirementOptions();
  const create = useCreateVisa();
  const update = useUpdateVisa();
  const uploadImage = useUploadVisaImage();
  const form = useForm<VisaFormValues>({
    resolver: visaResolver(saved ? 'edit' : 'create'),
    defaultValues: visaDefaults(visa),
  });

  const countries = useMemo<CountryOption[]>(
    () => withCurrent(countryOptions.data, visa ? [visa.destination, ...visa.nationalities] : []),
    [countryOptions.data, visa],
  );
  const requirements = useMemo<RequirementOption[]>(
    () => withCurrent(requirementOptions.data, visa?.requirements ?? []),
    [requirementOptions.data, visa],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    onSubmittingChange(true);
    try {
      let result = saved
        ? await update.mutateAsync({ id: saved.id, body: values })
        : await create.mutateAsync(values);
      setSaved(result);
      if (image) {
        setProgress(0);
        result = await uploadImage.mutateAsync({ id: result.id, file: image, onProgress: setProgress });
        setSaved(result);
        setImage(null);
      }
      toastSuccess(
        t(saved ? 'catalog.visas.updated' : 'catalog.visas.created', {
          name: localizedTitle(result, locale),
        }),
      );
      onSaved(result, !saved);
    } catch {
      // the HTTP client already showed the server's message
    } finally {
      setProgress(null);
      onSubmittingChange(false);
    }
  });

  return (
    <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={3}>
      {saved && !visa && (
        <Alert severity="success" role="status">
          {t('catalog.visas.createdHint')}
        </Alert>
      )}
      <Section title={t('catalog.visas.basics')}>
        <VisaBasicsFields
          form={form}
          countries={countries}
          countriesLoading={countryOptions.isPending}
          image={
            <ImageUpload
              label={t('catalog.visas.image')}
              currentUrl={saved?.imageUrl}
              file={image}
              onFileChange={setImage}
              progress={progress}
              width={160}
              height={100}
            />
          }
        />
      </Section>
      <Section title={t('catalog.visas.eligibility')}>
        <VisaEligibilityFields
          form={form}
          countries={countries}
          countriesLoading={countryOptions.isPending}
          requirements={requirements}
          requirementsLoading={requirementOptions.isPending}
        />
      </Section>
      <Section title={t('catalog.visas.descriptions')}>
        <VisaDescriptionFields form={form} visaId={saved?.id} />
      </Section>
    </Stack>
  );
}
