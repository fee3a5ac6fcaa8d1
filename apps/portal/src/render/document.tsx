import { AGENCY_TIME_ZONE_META } from '@visadesk/contract/time-zone';
import type { ReactNode } from 'react';
import { agencyTimeZone } from '../shared/i18n/agency-time';
import { dirOf, type Locale, localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { portalCss } from '../styles/portal-css';
import { Layout } from './layout';

const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#047857"/><path d="M9 10l7 13 7-13" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

export interface PageHead {
  title: string;
  description: string;
  /** The page's path without the locale prefix, e.g. `/visas/…`; alternates and canonical use it. */
  path: string;
  /** Sign-in, account and application pages are not for search engines. */
  noindex?: boolean;
}

export interface AppScripts {
  entry: string;
  preload: string[];
}

export interface DocumentProps {
  locale: Locale;
  /** Absolute origin of the portal (`https://apply.example.iq`), for canonical and hreflang links. */
  origin: string;
  head: PageHead;
  /** The path (with its query) the language switch keeps. */
  currentUrl: string;
  /** The applicant's app, on pages it runs. */
  app?: AppScripts;
  children: ReactNode;
}

/** The whole HTML page: head (title, description, canonical, hreflang, inline CSS) and the layout. */
export function Document({ locale, origin, head, currentUrl, app, children }: DocumentProps) {
  const m = messagesFor(locale);
  const title = head.title.startsWith(m.common.siteName)
    ? head.title
    : `${head.title} · ${m.common.siteName}`;
  const canonical = `${origin}${localePath(locale, head.path)}`;
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Read by the app before its first date renders (shared/i18n/agency-time.ts). */}
        <meta name={AGENCY_TIME_ZONE_META} content={agencyTimeZone()} />
        <title>{title}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? (
          <meta name="robots" content="noindex" />
        ) : (
          <>
            <link rel="canonical" href={canonical} />
            <link rel="alternate" hrefLang="en" href={`${origin}${localePath('en', head.path)}`} />
            <link rel="alternate" hrefLang="ar" href={`${origin}${localePath('ar', head.path)}`} />
            <link rel="alternate" hrefLang="x-default" href={`${origin}${localePath('en', head.path)}`} />
          </>
        )}
        <meta property="og:title" content={title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:locale" content={locale === 'ar' ? 'ar_IQ' : 'en_IQ'} />
        <meta name="theme-color" content="#047857" />
        {/* Inline: no extra request, and no 404 for /favicon.ico in the console. */}
        <link rel="icon" href={FAVICON} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, a constant */}
        <style dangerouslySetInnerHTML={{ __html: portalCss }} />
        {app ? <script type="module" src={app.entry} /> : null}
        {app?.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <Layout locale={locale} currentUrl={currentUrl}>
          {children}
        </Layout>
      </body>
    </html>
  );
}
