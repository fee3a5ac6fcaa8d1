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
    { path: '/contact', label: common.nav.contact },
  ];
  const list = (
    <ul>
      {links.map((l) => (
        <li key={l.path}>
          <a href={href(l.path)} aria-current={current(l.path)}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
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
          {/* Wide screens: the links in the row. Phones: the same links behind a <details> menu,
              which opens without JavaScript, so the header stays one row in both languages. Only
              one of the two is displayed at a width (CSS), so readers meet the links once. */}
          <nav className="main wide" aria-label={common.nav.label}>
            {list}
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
          <details className="menu">
            <summary>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span>{common.nav.menu}</span>
            </summary>
            <nav className="main narrow" aria-label={common.nav.label}>
              {list}
            </nav>
          </details>
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
