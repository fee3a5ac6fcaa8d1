import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { IconLogout, IconNumbers, IconUserCircle } from '@tabler/icons-react';
import { localizedPath } from '@visadesk/contract/app-routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { setDigits, useDigits } from '../../lib/i18n/digits';
import { localeFromPath } from '../../lib/i18n/locale';
import { logout } from '../../lib/session/logout';
import { useCurrentUser } from '../../lib/session/use-session';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Account menu: who is signed in, their profile, Arabic digit style, sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const user = useCurrentUser();
  const digits = useDigits();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        // Starts with the initials the avatar shows (WCAG 2.5.3: the name contains the visible label).
        aria-label={t('topbar.accountOf', { initials: initials(user?.name ?? ''), name: user?.name ?? '' })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14 }}>
          {initials(user?.name ?? '')}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user?.name}</Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        {/* Only what is about the signed-in person: the screens (tickets, users, admins) are in the sidebar. */}
        <MenuItem component={Link} to={localizedPath('/admin', locale)} onClick={close}>
          <ListItemIcon>
            <IconUserCircle size={20} stroke={1.75} aria-hidden />
          </ListItemIcon>
          {t('topbar.profile')}
        </MenuItem>
        {locale === 'ar' && (
          <MenuItem onClick={() => setDigits(digits === 'arab' ? 'latn' : 'arab')}>
            <ListItemIcon>
              <IconNumbers size={20} stroke={1.75} aria-hidden />
            </ListItemIcon>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {t('topbar.easternDigits')}
            </Box>
            <Switch
              size="small"
              checked={digits === 'arab'}
              tabIndex={-1}
              slotProps={{ input: { 'aria-label': t('topbar.easternDigits') } }}
            />
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <IconLogout size={20} stroke={1.75} aria-hidden />
          </ListItemIcon>
          {t('topbar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
