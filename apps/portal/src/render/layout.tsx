import type { ReactNode } from 'react';
import { formatYear } from '../shared/i18n/format';
import { type Locale, localePath, otherLocale, splitLocale } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';

interface LayoutProps {
  locale: Locale;
  currentUrl: string;
  children: ReactNode;
}

/** Header, main landmark and footer around every portal page, server-rendered and static. */
export function Layout({ locale, currentUrl, children }: LayoutProps) {
  const { common } = messagesFor(locale);
  const { path } = splitLocale(currentUrl);
  const bare = path.split('?')[0] ?? '/';
  const href = (p: string) => localePath(locale, p);
  const current = (p: string) => (bare === p || (p !== '/' && bare.startsWith(`${p}/`)) ? 'page' : undefined);
  const links = [
    { path: '/', label: common.nav.find },
    { path: '/track', label: common.nav.track },
    { path: '/applications', label: common.nav.applications },
    { path: '/account', label: common.nav.account },
  ];
  return (
    <>
      <a className="skip" href="#main">
        {common.skipToContent}
      </a>
      <header className="site">
        <div className="wrap">
          <a className="brand" href={href('/')}>
            {common.siteName}
          </a>
          <nav className="main" aria-label={common.nav.label}>
            <ul>
              {links.map((l) => (
                <li key={l.path}>
                  <a href={href(l.path)} aria-current={current(l.path)}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a
            className="lang"
            href={localePath(otherLocale(locale), path)}
            hrefLang={common.language.switchToLang}
            lang={common.language.switchToLang}
            data-locale-switch={otherLocale(locale)}
          >
            {common.language.switchTo}
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <div className="wrap">{children}</div>
      </main>
      <footer className="site">
        <div className="wrap">
          <span>
            © {formatYear(locale, new Date().getFullYear())} {common.footer.rights}
          </span>
          <a href={href('/contact')}>{common.nav.contact}</a>
        </div>
      </footer>
    </>
  );
}
