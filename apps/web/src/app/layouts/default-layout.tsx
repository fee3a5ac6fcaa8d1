import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconMenu2 } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { eventPaths, routeKey } from '@visadesk/contract/paths';
import { ROUTE_PERMISSIONS } from '@visadesk/contract/permissions';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeSwitch } from '../../components/theme-switch';
import { isRtl, localeFromPath } from '../../lib/i18n/locale';
import { queryClient } from '../../lib/query/query-client';
import { useCan } from '../../lib/session/use-can';
import { useFreshPermissions } from '../../lib/session/use-fresh-permissions';
import { AppThemeProvider } from '../../lib/theme/theme-provider';
import { PaymentSandboxBanner } from './payment-sandbox-banner';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 260;
/** Touch-target size of the top bar's controls below lg, where the layout is the touch one. */
const TOUCH = 44;

// Its own chunk, fetched by the shell after it renders: the live stream and its lists are not
// needed for the first paint of a page, and never on the sign-in page.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The signed-in shell: MUI's theme (and RTL styling) start here, not on the sign-in page. */
export function DefaultLayout() {
  const direction = isRtl(localeFromPath(useLocation().pathname)) ? 'rtl' : 'ltr';
  return (
    <AppThemeProvider direction={direction}>
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}

/** Permanent sidebar from lg up, a temporary drawer with a hamburger below. */
function Shell() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  useFreshPermissions();
  const canSeeEvents = useCan(ROUTE_PERMISSIONS[routeKey(eventPaths.stream)]);

  const drawerContent = (
    <>
      <Toolbar sx={{ px: 2.5 }}>
        <Brand />
      </Toolbar>
      <SidebarNav onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* First stop of the Tab key: past the menu and the top bar, straight to the page (WCAG 2.4.1). */}
      <Box
        component="a"
        href="#main-content"
        className="vd-skip-link"
        sx={{
          position: 'fixed',
          insetInlineStart: 8,
          top: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontWeight: 600,
          boxShadow: 3,
          outline: '2px solid',
          outlineColor: 'text.primary',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {t('topbar.skipToContent')}
      </Box>
      <Box component="aside" sx={{ width: { lg: DRAWER_WIDTH }, flexShrink: { lg: 0 } }}>
        <Drawer
          variant={desktop ? 'permanent' : 'temporary'}
          open={desktop || mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
        >
          {drawerContent}
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar
            sx={(theme) => ({
              gap: 1,
              // Menu, bell, language, theme and account: 44 × 44 px targets on phones and tablets
              // (they are 32–38 px on desktop, spaced apart). Set here, not in each control: the
              // language and theme switches are plain elements shared with the MUI-less sign-in page.
              [theme.breakpoints.down('lg')]: {
                '& .MuiIconButton-root, & .vd-icon-btn': { minWidth: TOUCH, minHeight: TOUCH },
                '& .vd-btn': { minHeight: TOUCH },
              },
            })}
          >
            {!desktop && (
              <IconButton edge="start" aria-label={t('topbar.openMenu')} onClick={() => setMobileOpen(true)}>
                <IconMenu2 size={22} stroke={1.75} />
              </IconButton>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {/* Events carry request activity: only process-requests holders get the bell and stream. */}
            {canSeeEvents && (
              <Suspense fallback={<Box sx={{ width: { xs: TOUCH, lg: 32 } }} />}>
                <NotificationBell />
              </Suspense>
            )}
            <LanguageSwitch />
            <ThemeSwitch />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <PaymentSandboxBanner />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
