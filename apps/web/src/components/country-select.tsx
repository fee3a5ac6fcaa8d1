import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { CountryOption } from '@visadesk/contract/countries';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../lib/catalog/labels';
import { useFormatters } from '../lib/i18n/format';
import { CountryFlag } from './country-flag';

// Typing matches either language's name or the ISO code, whatever the page language.
const filterOptions = createFilterOptions<CountryOption>({
  stringify: (o) => `${o.nameEn} ${o.nameAr} ${o.iso2}`,
});

interface BaseProps {
  label: string;
  options: CountryOption[];
  loading?: boolean;
  error?: string;
  helperText?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
}

function useName() {
  const { i18n } = useTranslation();
  return (o: CountryOption) => localizedName(o, i18n.language === 'ar' ? 'ar' : 'en');
}

/** One country, searchable, each option with its flag. */
export function CountrySelect({
  value,
  onChange,
  width,
  ...props
}: BaseProps & { value: string | undefined; onChange(id: string | undefined): void; width?: number }) {
  const { t } = useTranslation();
  const name = useName();
  const selected = props.options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      options={props.options}
      value={selected}
      onChange={(_, option) => onChange(option?.id)}
      onBlur={props.onBlur}
      loading={props.loading}
      filterOptions={filterOptions}
      getOptionLabel={name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('catalog.noCountries')}
      loadingText={t('ui.loading')}
      sx={{ width: width ? { xs: '100%', sm: width } : undefined }}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
          <CountryFlag flagUrl={option.flagUrl} iso2={option.iso2} />
          {name(option)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          inputRef={props.inputRef}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: width ? true : undefined },
            input: {
              ...params.slotProps.input,
              startAdornment: selected ? (
                <InputAdornment position="start" sx={{ ms: 0.5 }}>
                  <CountryFlag flagUrl={selected.flagUrl} iso2={selected.iso2} width={21} />
                </InputAdornment>
              ) : undefined,
            },
          }}
          placeholder={width ? t('ui.table.all') : undefined}
        />
      )}
    />
  );
}

/** Several countries (e.g. eligible nationalities): searchable, with flags and checkboxes. */
export function CountryMultiSelect({
  value,
  onChange,
  ...props
}: BaseProps & { value: string[]; onChange(ids: string[]): void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const name = useName();
  const selected = value
    .map((id) => props.options.find((o) => o.id === id))
    .filter((o): o is CountryOption => o !== undefined);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      limitTags={8}
      options={props.options}
      value={selected}
      onChange={(_, options) => onChange(options.map((o) => o.id))}
      onBlur={props.onBlur}
      loading={props.loading}
      filterOptions={filterOptions}
      getOptionLabel={name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('catalog.noCountries')}
      loadingText={t('ui.loading')}
      getLimitTagsText={(more) => t('ui.more', { n: formatNumber(more) })}
      renderOption={({ key, ...optionProps }, option, { selected: checked }) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
          <Checkbox size="small" checked={checked} sx={{ p: 0.25 }} />
          <CountryFlag flagUrl={option.flagUrl} iso2={option.iso2} />
          {name(option)}
        </Box>
      )}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={name(option)}
              icon={<CountryFlag flagUrl={option.flagUrl} iso2={option.iso2} width={18} />}
              sx={{ '& .MuiChip-icon': { ms: 0.75 } }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          inputRef={props.inputRef}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
