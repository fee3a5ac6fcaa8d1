import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  IconBellOff,
  IconCash,
  IconFileUpload,
  IconMessage,
  IconMessageReply,
  IconNote,
  IconProgressCheck,
  IconSend,
  IconShieldLock,
} from '@tabler/icons-react';
import type { AppEvent, EventType } from '@visadesk/contract/events';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { useRecentEvents } from '../api/get-events';
import { eventText } from '../event-text';

const ICONS: Record<EventType, typeof IconSend> = {
  'request.submitted': IconSend,
  'request.paid': IconCash,
  'request.status-changed': IconProgressCheck,
  'request.document-uploaded': IconFileUpload,
  'ticket.opened': IconMessage,
  'ticket.replied': IconMessageReply,
  'account.under-attack': IconShieldLock,
  note: IconNote,
};

interface NotificationListProps {
  unseenCount: number;
  markingAll: boolean;
  onOpen(event: AppEvent): void;
  onMarkAll(): void;
}

/** The latest events, unread ones marked; loaded when the bell opens, then kept live. */
export function NotificationList({ unseenCount, markingAll, onOpen, onMarkAll }: NotificationListProps) {
  const { t } = useTranslation();
  const { locale, formatNumber, formatDate } = useFormatters();
  const recent = useRecentEvents(true);
  const items = recent.data?.items ?? [];

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button size="small" onClick={onMarkAll} disabled={unseenCount === 0} loading={markingAll}>
          {t('notifications.markAll')}
        </Button>
      </Box>
      <Divider />
      {recent.isPending && (
        <Box sx={{ p: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      )}
      {recent.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('notifications.loadFailed')}
        </Alert>
      )}
      {recent.isSuccess && items.length === 0 && (
        <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          <IconBellOff size={28} stroke={1.5} aria-hidden />
          <Typography variant="body2">{t('notifications.empty')}</Typography>
        </Box>
      )}
      {items.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((event) => {
            const Icon = ICONS[event.type] ?? IconNote;
            return (
              <ListItemButton
                key={event.id}
                onClick={() => onOpen(event)}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  py: 1.25,
                  bgcolor: event.seen ? undefined : 'action.hover',
                }}
              >
                <Box sx={{ mt: 0.25, color: event.seen ? 'text.secondary' : 'primary.main' }}>
                  <Icon size={20} stroke={1.75} aria-hidden />
                </Box>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: event.seen ? 400 : 600, overflowWrap: 'anywhere' }}
                  >
                    {eventText(t, event, locale, (n) => formatNumber(n))}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(new Date(event.createdAt), {
                      year: 'numeric',
                      month: 'short',
                      day: 'numeric',
                      hour: 'numeric',
                      minute: '2-digit',
                    })}
                    {!event.seen && ` · ${t('notifications.unread')}`}
                  </Typography>
                </Box>
                {!event.seen && (
                  <Box
                    aria-hidden
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 0.75,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      flexShrink: 0,
                    }}
                  />
                )}
              </ListItemButton>
            );
          })}
        </List>
      )}
    </>
  );
}
