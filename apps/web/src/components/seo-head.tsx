import { localizedPath } from '@visadesk/contract/app-routes';
import { barePath, localeFromPath } from '../lib/i18n/locale';

const OG_LOCALE = { en: 'en_US', ar: 'ar_IQ' } as const;

/** Canonical, hreflang alternates and og:locale; React 19 hoists these into <head>. */
export function SeoHead({ pathname }: { pathname: string }) {
  // No window when the build prerenders the sign-in page; the browser adds these links on hydration.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = barePath(clean);
  const locale = localeFromPath(clean);
  const en = `${origin}${localizedPath(bare, 'en')}`;
  const ar = `${origin}${localizedPath(bare, 'ar')}`;
  return (
    <>
      <link rel="canonical" href={locale === 'ar' ? ar : en} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="ar" href={ar} />
      <link rel="alternate" hrefLang="x-default" href={en} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[locale === 'ar' ? 'en' : 'ar']} />
    </>
  );
}
