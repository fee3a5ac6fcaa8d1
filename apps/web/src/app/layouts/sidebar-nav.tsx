import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { IconChevronDown, IconPoint } from '@tabler/icons-react';
import { localizedPath } from '@visadesk/contract/app-routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ForwardChevron } from '../../components/directional-chevron';
import { useOpenTicketCount } from '../../features/tickets/api/get-tickets';
import { useFormatters } from '../../lib/i18n/format';
import { barePath, localeFromPath } from '../../lib/i18n/locale';
import { preloadRoute } from '../../lib/navigation/preload';
import { canOpen, visibleModules } from '../../lib/session/screen-access';
import { useCurrentUser } from '../../lib/session/use-session';
import { NAV_MODULES, type NavLeaf } from './nav-items';

/** Read by screen readers, not shown: the badge's number said in words. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The left-hand (right-hand in Arabic) menu, filtered by the admin's permissions. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const current = barePath(pathname);
  const permissions = useCurrentUser()?.permissions ?? [];
  const modules = visibleModules(NAV_MODULES, permissions);
  const { formatNumber } = useFormatters();
  // The tickets waiting for a first answer, only for those who may open the tickets' screen.
  const openTickets = useOpenTicketCount(canOpen('tickets-list', permissions)).data ?? 0;
  const badge = (leaf: NavLeaf) =>
    leaf.route === 'tickets-list' && openTickets > 0 ? (
      <>
        <Box
          component="span"
          aria-hidden
          sx={{
            minWidth: 22,
            height: 22,
            px: 0.75,
            borderRadius: 11,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 12,
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {formatNumber(openTickets)}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {`(${t('nav.openTickets', { count: openTickets, n: formatNumber(openTickets) })})`}
        </Box>
      </>
    ) : null;
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(NAV_MODULES.map((m) => [m.key, Boolean(m.children?.some((c) => c.path === current))])),
  );

  const leafProps = (leaf: NavLeaf) => ({
    component: Link,
    to: localizedPath(leaf.path, locale),
    selected: leaf.path === current,
    'aria-current': leaf.path === current ? ('page' as const) : undefined,
    onMouseEnter: () => void preloadRoute(leaf.route),
    onFocus: () => void preloadRoute(leaf.route),
    onClick: onNavigate,
  });

  return (
    // nav > ul > li: each entry, link or group, is a list item of the menu's list (and a group's
    // links items of its own list), as screen readers announce "list, 5 items".
    <Box component="nav" aria-label={t('nav.mainMenu')}>
      <List sx={{ px: 1.5, '& .MuiListItemButton-root': { mb: 0.5 } }}>
        {modules.map((module) => {
          const Icon = module.icon;
          const icon = (
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <Icon size={22} stroke={1.75} aria-hidden />
            </ListItemIcon>
          );
          if (module.link) {
            return (
              <li key={module.key}>
                <ListItemButton {...leafProps(module.link)}>
                  {icon}
                  <ListItemText primary={t(module.labelKey)} />
                  {badge(module.link)}
                </ListItemButton>
              </li>
            );
          }
          const isOpen = open[module.key] ?? false;
          const hasActive = module.children?.some((c) => c.path === current) ?? false;
          return (
            <li key={module.key}>
              <ListItemButton
                aria-expanded={isOpen}
                onClick={() => setOpen((s) => ({ ...s, [module.key]: !isOpen }))}
                sx={hasActive ? { color: 'primary.main' } : undefined}
              >
                {icon}
                <ListItemText primary={t(module.labelKey)} />
                {isOpen ? <IconChevronDown size={16} stroke={1.75} aria-hidden /> : <ForwardChevron />}
              </ListItemButton>
              <Collapse in={isOpen} timeout="auto" unmountOnExit>
                <List disablePadding>
                  {module.children?.map((leaf) => (
                    <li key={leaf.path}>
                      <ListItemButton {...leafProps(leaf)} sx={{ pl: 2.5 }}>
                        <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
                          <IconPoint size={14} stroke={2} aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={t(leaf.labelKey)} />
                      </ListItemButton>
                    </li>
                  ))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
