import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@visadesk/contract/app-routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useFormatters } from '../../lib/i18n/format';
import { localeFromPath } from '../../lib/i18n/locale';

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

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <PageTitle titleKey={titleKey} />
      <Typography variant="h1" color="primary" sx={{ fontWeight: 600, fontSize: { xs: 72, md: 96 } }}>
        {formatNumber(status, { useGrouping: false })}
      </Typography>
      <Typography variant="h4" component="h1">
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary">
        {t(notFound ? 'errors.notFoundHint' : 'errors.internalHint')}
      </Typography>
      <Button component={Link} to={localizedPath('/', localeFromPath(pathname))} variant="contained">
        {t('errors.backHome')}
      </Button>
    </Box>
  );
}
