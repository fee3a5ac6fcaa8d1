import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { uploadVisaContentImage } from '../api/upload-visa-content-image';
import type { VisaFormValues } from '../forms/visa-form';

// Tiptap and ProseMirror are the heaviest part of the form: fetched only when a form opens.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

const LANGUAGES = [
  { name: 'descriptionEn', dir: 'ltr', lang: 'en', labelKey: 'catalog.visas.descriptionEn' },
  { name: 'descriptionAr', dir: 'rtl', lang: 'ar', labelKey: 'catalog.visas.descriptionAr' },
] as const;

/** The two rich-text descriptions; images go to the saved visa, so a new one must be saved first. */
export function VisaDescriptionFields({
  form,
  visaId,
}: {
  form: UseFormReturn<VisaFormValues>;
  visaId: string | undefined;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onUploadImage = visaId
    ? async (file: File, onProgress: (fraction: number) => void) =>
        (await uploadVisaContentImage(visaId, file, onProgress)).url
    : undefined;

  return (
    <Grid container spacing={2}>
      {LANGUAGES.map(({ name, dir, lang, labelKey }) => (
        <Grid key={name} size={{ xs: 12, lg: 6 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            {/* The editor keeps its own document: read the start value once and write back on change,
                without watch(), so typing does not re-render the whole form. */}
            <RichTextEditor
              label={t(labelKey)}
              value={form.getValues(name)}
              onChange={(html) => form.setValue(name, html, { shouldDirty: true })}
              dir={dir}
              lang={lang}
              onUploadImage={onUploadImage}
              helperText={visaId ? t('catalog.visas.imagesHint') : t('catalog.visas.imagesAfterSave')}
              error={fieldError(errors[name])}
            />
          </Suspense>
        </Grid>
      ))}
    </Grid>
  );
}
