import { localizedPath } from '@visadesk/contract/app-routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useFormatters } from '../../lib/i18n/format';
import { localeFromPath } from '../../lib/i18n/locale';
import './error-page.css';

/** Seed-spec §2: 'Page Not Found' for 404, 'Internal Server Error' for anything else; 403 for a screen not allowed. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A screen the signed-in admin lacks the permission for (the route guards, ADR 0011).
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const status = notFound ? 404 : forbidden ? 403 : 500;
  const titleKey = notFound ? 'errors.notFound' : forbidden ? 'errors.forbidden' : 'errors.internal';
  const hintKey = notFound
    ? 'errors.notFoundHint'
    : forbidden
      ? 'errors.forbiddenHint'
      : 'errors.internalHint';

  useEffect(() => {
    if (!notFound && !forbidden) console.error(error);
  }, [error, notFound, forbidden]);

  // Drawn without MUI: it must render even when a chunk failed to load.
  return (
    <main className="error-page">
      <PageTitle titleKey={titleKey} />
      <p className="error-status" aria-hidden>
        {formatNumber(status, { useGrouping: false })}
      </p>
      <h1>{t(titleKey)}</h1>
      <p>{t(hintKey)}</p>
      <Link className="vd-btn vd-btn-primary" to={localizedPath('/', localeFromPath(pathname))}>
        {t('errors.backHome')}
      </Link>
    </main>
  );
}
