import { localizedPath } from '@visadesk/contract/app-routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useFormatters } from '../../lib/i18n/format';
import { localeFromPath } from '../../lib/i18n/locale';
import './error-page.css';

/** Seed-spec §2: 'Page Not Found' for 404, 'Internal Server Error' for anything else. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = notFound ? 404 : 500;
  const titleKey = notFound ? 'errors.notFound' : 'errors.internal';

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  // Drawn without MUI: it must render even when a chunk failed to load.
  return (
    <main className="error-page">
      <PageTitle titleKey={titleKey} />
      <p className="error-status" aria-hidden>
        {formatNumber(status, { useGrouping: false })}
      </p>
      <h1>{t(titleKey)}</h1>
      <p>{t(notFound ? 'errors.notFoundHint' : 'errors.internalHint')}</p>
      <Link className="vd-btn vd-btn-primary" to={localizedPath('/', localeFromPath(pathname))}>
        {t('errors.backHome')}
      </Link>
    </main>
  );
}
