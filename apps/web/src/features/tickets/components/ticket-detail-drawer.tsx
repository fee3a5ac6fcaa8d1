import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicket } from '../api/get-ticket';
import { TicketContact } from './ticket-contact';
import { TicketConversation } from './ticket-conversation';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusChip } from './ticket-status-chip';
import { TicketStatusSelect } from './ticket-status-select';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One ticket, opened from the list (`?ticket=<id>`): the conversation, the answer, the contact. */
export function TicketDetailDrawer({ ticketId, onClose }: { ticketId: string | undefined; onClose(): void }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={Boolean(ticketId)}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', md: 'min(980px, 92vw)' }, bgcolor: 'background.default' },
        },
      }}
    >
      {ticketId && <DetailBody ticketId={ticketId} titleId={titleId} onClose={onClose} />}
    </Drawer>
  );
}

function DetailBody({ ticketId, titleId, onClose }: { ticketId: string; titleId: string; onClose(): void }) {
  const { t } = useTranslation();
  const query = useTicket(ticketId);
  const ticket = query.data;
  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: 3,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          dir="auto"
          sx={{ minWidth: 0, overflowWrap: 'anywhere', textAlign: 'start' }}
        >
          {ticket?.subject ?? t('tickets.detailTitle')}
        </Typography>
        {/* A live region: the new status is announced after each change (toasts are outside the modal). */}
        <Box role="status" aria-live="polite" sx={{ flexShrink: 0 }}>
          {ticket && <TicketStatusChip status={ticket.status} size="medium" />}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label={t('ui.close')} onClick={onClose} edge="end">
          <IconX size={20} />
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('ui.table.retry')}
              </Button>
            }
          >
            {t('tickets.loadFailed')}
          </Alert>
        )}
        {query.isPending && <DetailSkeleton />}
        {ticket && <DetailContent ticket={ticket} />}
      </Box>
    </>
  );
}

function DetailSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

function DetailContent({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title={t('tickets.conversation.title')}>
          <TicketConversation ticket={ticket} />
        </Section>
        <Section title={t('tickets.reply.title')}>
          {/* Keyed by ticket: another ticket opened in the same drawer starts with an empty answer. */}
          <TicketReplyForm key={ticket.id} ticket={ticket} />
        </Section>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title={t('tickets.sections.contact')}>
          <TicketContact ticket={ticket} />
        </Section>
        <Section title={t('tickets.sections.status')}>
          <TicketStatusSelect ticket={ticket} />
        </Section>
      </Stack>
    </Box>
  );
}
