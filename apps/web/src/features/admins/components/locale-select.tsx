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
    >
      <MenuItem value="en">{t('admins.locales.en')}</MenuItem>
      <MenuItem value="ar">{t('admins.locales.ar')}</MenuItem>
    </TextField>
  );
}
