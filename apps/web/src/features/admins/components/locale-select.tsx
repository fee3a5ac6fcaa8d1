import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../lib/forms/bind-field';

/** The account's language (its emails and notifications), each named in its own script. */
export function LocaleSelect({ field }: { field: FieldBinding<'en' | 'ar'> }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      label={t('admins.fields.locale')}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value as 'en' | 'ar')}
      slotProps={{
        select: {
          renderValue: (value) => <span lang={String(value)}>{t(`admins.locales.${String(value)}`)}</span>,
        },
      }}
    >
      {/* Each language named in itself, marked so a screen reader speaks it in that language. */}
      <MenuItem value="en" lang="en">
        {t('admins.locales.en')}
      </MenuItem>
      <MenuItem value="ar" lang="ar">
        {t('admins.locales.ar')}
      </MenuItem>
    </TextField>
  );
}
