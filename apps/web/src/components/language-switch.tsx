import Button from '@mui/material/Button';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeFromPath, rememberLocale, switchLocalePath } from '../lib/i18n/locale';

/** Goes to the same page in the other language; the URL prefix is the source of truth. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = localeFromPath(pathname) === 'ar' ? 'en' : 'ar';
  return (
    <Button
      component={Link}
      to={`${switchLocalePath(pathname, target)}${search}${hash}`}
      onClick={() => rememberLocale(target)}
      aria-label={t('topbar.switchLanguageLabel')}
      color="inherit"
      size="small"
      startIcon={<IconLanguage size={18} stroke={1.75} />}
      lang={target}
      sx={{ minWidth: 0, px: 1.25 }}
    >
      {t('topbar.switchLanguage')}
    </Button>
  );
}
