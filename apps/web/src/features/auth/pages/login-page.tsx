import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageTitle } from '../../../components/page-title';
import { ThemeSwitch } from '../../../components/theme-switch';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
      <PageTitle titleKey="pages.login" />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', p: 2 }}>
        <LanguageSwitch />
        <ThemeSwitch />
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 8 }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, boxShadow: 3 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Stack spacing={3}>
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <Brand size="large" />
              </Box>
              <Box>
                <Typography variant="h5" component="h1" gutterBottom>
                  {t('auth.welcome')}
                </Typography>
                <Typography color="text.secondary">{t('auth.subtitle')}</Typography>
              </Box>
              <LoginForm />
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
