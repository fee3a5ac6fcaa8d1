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
    <Link
      className="vd-btn vd-btn-text"
      to={`${switchLocalePath(pathname, target)}${search}${hash}`}
      onClick={() => rememberLocale(target)}
      // Named by its visible text ("العربية" / "English", marked with its own language) so speech
      // input and screen readers agree with what is shown (WCAG 2.5.3); the purpose is its description.
      title={t('topbar.switchLanguageLabel')}
      lang={target}
    >
      <IconLanguage size={18} stroke={1.75} aria-hidden />
      {t('topbar.switchLanguage')}
    </Link>
  );
}
