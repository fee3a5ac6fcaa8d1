import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DOCUMENT_TYPES,
  REQUIREMENT_KINDS,
  type VisaRequirement,
} from '@visadesk/contract/visa-requirements';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberInput } from '../../../components/form-number-input';
import { FormSwitch } from '../../../components/form-switch';
import { FormTextInput } from '../../../components/form-text-input';
import { documentTypeLabel, localizedName, requirementKindKey } from '../../../lib/catalog/labels';
import { bindField } from '../../../lib/forms/bind-field';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useCreateRequirement } from '../api/create-requirement';
import { useUpdateRequirement } from '../api/update-requirement';
import {
  REQUIREMENT_CUSTOM_KEYS,
  type RequirementFormValues,
  requirementDefaults,
  requirementResolver,
} from '../forms/requirement-form';

/** Create or edit a visa requirement (a document to upload or a piece of information to give). */
export function RequirementFormDialog({
  requirement,
  onClose,
}: {
  requirement: VisaRequirement | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const titleId = useId();
  const create = useCreateRequirement();
  const update = useUpdateRequirement();
  const form = useForm<RequirementFormValues>({
    resolver: requirementResolver(requirement ? 'edit' : 'create'),
    defaultValues: requirementDefaults(requirement),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const kind = bindField(form, 'kind');
  const acceptedTypes = bindField(form, 'acceptedTypes');
  // File rules only mean something for documents.
  const isDocument = kind.value === 'document';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = requirement
        ? await update.mutateAsync({ id: requirement.id, body: values })
        : await create.mutateAsync(values);
      toastSuccess(
        t(requirement ? 'catalog.requirements.updated' : 'catalog.requirements.created', {
          name: localizedName(saved, i18n.language === 'ar' ? 'ar' : 'en'),
        }),
      );
      onClose();
    } catch {
      // the HTTP client already showed the server's message
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {t(requirement ? 'catalog.requirements.edit' : 'catalog.requirements.new')}
        </DialogTitle>
        <DialogContent>
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
                field={register('descriptionEn')}
                label={t('catalog.fields.descriptionEn')}
                dir="ltr"
                multiline
                minRows={3}
                error={fieldError(errors.descriptionEn)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextInput
                field={register('descriptionAr')}
                label={t('catalog.fields.descriptionAr')}
                dir="rtl"
                lang="ar"
                multiline
                minRows={3}
                error={fieldError(errors.descriptionAr)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                label={t('catalog.requirements.kind')}
                name={kind.name}
                value={kind.value}
                onChange={(e) => kind.onChange(e.target.value as RequirementFormValues['kind'])}
                error={Boolean(errors.kind)}
                helperText={fieldError(errors.kind)}
              >
                {REQUIREMENT_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(requirementKindKey(k))}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                select
                label={t('catalog.requirements.acceptedTypes')}
                name={acceptedTypes.name}
                value={acceptedTypes.value}
                onChange={(e) =>
                  acceptedTypes.onChange(e.target.value as unknown as RequirementFormValues['acceptedTypes'])
                }
                disabled={!isDocument}
                error={Boolean(errors.acceptedTypes)}
                helperText={fieldError(errors.acceptedTypes, REQUIREMENT_CUSTOM_KEYS.acceptedTypes)}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) => (selected as string[]).map(documentTypeLabel).join(', '),
                  },
                }}
              >
                {DOCUMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    <Checkbox
                      size="small"
                      checked={acceptedTypes.value.includes(type)}
                      sx={{ p: 0.5, me: 1 }}
                    />
                    <ListItemText primary={documentTypeLabel(type)} />
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormNumberInput
                field={bindField(form, 'maxSizeMb')}
                label={t('catalog.requirements.maxSizeMb')}
                min={1}
                max={20}
                disabled={!isDocument}
                error={fieldError(errors.maxSizeMb)}
              />
            </Grid>
            <Grid size={12}>
              <FormSwitch field={bindField(form, 'isActive')} label={t('catalog.active')} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t(requirement ? 'ui.save' : 'ui.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
