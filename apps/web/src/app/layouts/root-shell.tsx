import { type ReactNode, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SeoHead } from '../../components/seo-head';
import { UpdateNotifier } from '../../components/update-notifier';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { isRtl, localeFromPath, rememberLocale } from '../../lib/i18n/locale';
import { AppToasts } from '../../lib/toasts/app-toasts';

/**
 * Everything every page needs, keyed on the URL's locale: <html lang dir>, the locale cookie,
 * head links, toasts and the new-build notice. No MUI here: the signed-in layout brings its theme,
 * so the sign-in page loads none of it.
 */
export function RootShell({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const direction = isRtl(locale) ? 'rtl' : 'ltr';

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
    rememberLocale(locale);
    // Loaders normally switch the language first; error pages have no loader, so catch up here.
    if (i18n.language !== locale) void activateLocale(locale);
  }, [locale, direction]);

  return (
    <I18nextProvider i18n={i18n}>
      <SeoHead pathname={pathname} />
      {children ?? <Outlet />}
      <AppToasts rtl={direction === 'rtl'} />
      <UpdateNotifier />
    </I18nextProvider>
  );
}
