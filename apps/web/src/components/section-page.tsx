import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A page whose content is not built yet: real title and breadcrumb, honest empty state. */
export function SectionPage({ titleKey, crumbs }: { titleKey: string; crumbs: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader titleKey={titleKey} crumbs={crumbs} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 5 },
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          color: 'text.secondary',
        }}
      >
        <IconHourglassEmpty size={28} stroke={1.5} aria-hidden />
        <Typography>{t('pages.notAvailable')}</Typography>
      </Paper>
    </>
  );
}
