import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { IconBell } from '@tabler/icons-react';
import type { AppEvent } from '@visadesk/contract/events';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/i18n/format';
import { toastInfo } from '../../../lib/toasts/toasts';
import { useUnseenEvents } from '../api/get-events';
import { useMarkSeen } from '../api/mark-seen';
import { eventLink } from '../event-link';
import { eventText, isNewsworthy } from '../event-text';
import { useLiveEvents } from '../use-live-events';
import { NotificationList } from './notification-list';

/** The top bar's bell: unread count, live updates, and the latest events in a popover. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unseen = useUnseenEvents();
  const mark = useMarkSeen();
  const count = unseen.data?.unseen ?? 0;

  useLiveEvents(
    useCallback(
      (event: AppEvent) => {
        if (isNewsworthy(event)) toastInfo(eventText(t, event, locale, (n) => formatNumber(n)));
      },
      [t, locale, formatNumber],
    ),
  );

  const open = (event: AppEvent) => {
    setAnchor(null);
    if (!event.seen) mark.mutate(event);
    const link = eventLink(event, locale, window.location);
    if (link) navigate(link);
  };

  // The name carries the badge's own text ("99+"), so it contains what is shown (WCAG 2.5.3).
  const shown = count > 99 ? `${formatNumber(99)}+` : formatNumber(count);
  // Zero too: MUI keeps the hidden badge's "0" in the button's text.
  const label = t('notifications.bellUnread', { count, n: shown });

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? id : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge color="error" badgeContent={shown} invisible={count === 0} data-testid="notification-count">
            <IconBell size={22} stroke={1.75} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { width: 380, maxWidth: 'calc(100vw - 24px)' },
          },
        }}
      >
        <NotificationList
          unseenCount={count}
          markingAll={mark.isPending && mark.variables === 'all'}
          onOpen={open}
          onMarkAll={() => mark.mutate('all')}
        />
      </Popover>
    </>
  );
}
