import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PERSONAL_FIELDS } from '@visadesk/contract';
import type { CountryOption } from '@visadesk/contract/countries';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryMultiSelect } from '../../../components/country-select';
import { localizedName, personalFieldKey, requirementKindKey } from '../../../lib/catalog/labels';
import { bindField } from '../../../lib/forms/bind-field';
import { useFieldError } from '../../../lib/forms/use-field-error';
import type { RequirementOption } from '../api/get-requirement-options';
import type { VisaFormValues } from '../forms/visa-form';

interface VisaEligibilityFieldsProps {
  form: UseFormReturn<VisaFormValues>;
  countries: CountryOption[];
  countriesLoading: boolean;
  requirements: RequirementOption[];
  requirementsLoading: boolean;
}

/** Who may apply (nationalities) and what each traveller must give (personal fields, documents). */
export function VisaEligibilityFields({
  form,
  countries,
  countriesLoading,
  requirements,
  requirementsLoading,
}: VisaEligibilityFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'en';
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const nationalities = bindField(form, 'nationalityIds');
  const personalFields = bindField(form, 'requiredFields');
  const documents = bindField(form, 'requirementIds');

  return (
    <Stack spacing={3}>
      <CountryMultiSelect
        label={t('catalog.visas.nationalities')}
        helperText={t('catalog.visas.nationalitiesHint')}
        options={countries}
        loading={countriesLoading}
        value={nationalities.value}
        onChange={nationalities.onChange}
        error={fieldError(errors.nationalityIds)}
      />
      <FormControl component="fieldset" error={Boolean(errors.requiredFields)}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('catalog.visas.personalFields')}
        </FormLabel>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {PERSONAL_FIELDS.map((name) => (
            <FormControlLabel
              key={name}
              label={t(personalFieldKey(name))}
              control={
                <Checkbox
                  size="small"
                  checked={personalFields.value.includes(name)}
                  onChange={(e) =>
                    // Keep the contract's order whatever the click order.
                    personalFields.onChange(
                      PERSONAL_FIELDS.filter((f) =>
                        f === name ? e.target.checked : personalFields.value.includes(f),
                      ),
                    )
                  }
                />
              }
            />
          ))}
        </Box>
        <FormHelperText sx={{ mx: 0 }}>
          {fieldError(errors.requiredFields) ?? t('catalog.visas.personalFieldsHint')}
        </FormHelperText>
      </FormControl>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={requirements}
        loading={requirementsLoading}
        value={documents.value
          .map((id) => requirements.find((r) => r.id === id))
          .filter((r): r is RequirementOption => r !== undefined)}
        onChange={(_, options) => documents.onChange(options.map((o) => o.id))}
        getOptionLabel={(o) => localizedName(o, locale)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('catalog.visas.noRequirements')}
        loadingText={t('ui.loading')}
        renderOption={({ key, ...optionProps }, option, { selected }) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
            <Checkbox size="small" checked={selected} sx={{ p: 0.25 }} />
            <Box sx={{ flexGrow: 1 }}>{localizedName(option, locale)}</Box>
            <Typography variant="caption" color="text.secondary">
              {t(requirementKindKey(option.kind))}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('catalog.visas.documents')}
            error={Boolean(errors.requirementIds)}
            helperText={fieldError(errors.requirementIds) ?? t('catalog.visas.documentsHint')}
          />
        )}
      />
    </Stack>
  );
}
