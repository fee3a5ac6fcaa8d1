import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useMe } from '../api/profile';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorSection } from '../components/two-factor-section';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** My profile: name and language, a new password, and two-factor sign-in. */
export function AdminPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <PageHeader titleKey="pages.admin" crumbs={['nav.admins', 'pages.admin']} />
      <Grid container spacing={3} sx={{ maxWidth: 1100 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admins.profile.details')}>
            {me.isError && <Alert severity="error">{t('admins.profile.loadFailed')}</Alert>}
            {me.isPending && <Skeleton variant="rounded" height={220} />}
            {me.data && <ProfileForm me={me.data} />}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admins.profile.password')}>
            <PasswordForm />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admins.twoFactor.title')}>
            {me.data ? (
              <TwoFactorSection email={me.data.email} />
            ) : (
              <Skeleton variant="rounded" height={120} />
            )}
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
