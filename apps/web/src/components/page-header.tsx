import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@visadesk/contract/app-routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { localeFromPath } from '../lib/i18n/locale';
import { ForwardChevron } from './directional-chevron';
import { PageTitle } from './page-title';

/** Page heading + breadcrumb (Home › section › page); also sets the document title. */
export function PageHeader({ titleKey, crumbs }: { titleKey: string; crumbs: readonly string[] }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <Stack spacing={0.5} sx={{ mb: 3 }}>
      <PageTitle titleKey={titleKey} />
      <Typography variant="h5" component="h1">
        {t(titleKey)}
      </Typography>
      <Breadcrumbs aria-label={t('nav.breadcrumb')} separator={<ForwardChevron />}>
        <Link
          component={RouterLink}
          to={localizedPath('/dashboard', locale)}
          underline="hover"
          color="inherit"
        >
          {t('nav.home')}
        </Link>
        {crumbs.map((key, index) => (
          <Typography
            key={key}
            color={index === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {t(key)}
          </Typography>
        ))}
      </Breadcrumbs>
    </Stack>
  );
}
