import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconHeadset, IconUser } from '@tabler/icons-react';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { useTranslation } from 'react-i18next';
import { TimesInZone } from '../../../components/times-in-zone';
import { useFormatters } from '../../../lib/i18n/format';
import { type ConversationMessage, conversationOf } from '../conversation';
import { MOMENT_FORMAT } from '../dates';

// The theme is built with CSS variables (theme.ts), so `vars` is always there at run time.
const vars = (theme: Theme) => theme.vars ?? (theme as unknown as Required<Theme>['vars']);

/**
 * The ticket's message and every answer, oldest first, like a chat: the applicant's on the
 * reading side's start, staff answers on its end in the primary tint. Who wrote each one is
 * also said in words (colour and side alone do not reach a screen reader).
 */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <TimesInZone />
      <Box
        component="ol"
        aria-label={t('tickets.conversation.title')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {conversationOf(ticket).map((message) => (
          <MessageItem key={message.id} message={message} applicantName={ticket.name} />
        ))}
      </Box>
    </>
  );
}

function MessageItem({ message, applicantName }: { message: ConversationMessage; applicantName: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const staff = message.author === 'staff';
  const who = staff ? (message.staffName ?? t('tickets.conversation.formerStaff')) : applicantName;
  const Icon = staff ? IconHeadset : IconUser;
  return (
    <Box
      component="li"
      data-author={message.author}
      sx={{
        // Flex start/end follow the page's direction: staff answers sit on the end in both languages.
        alignSelf: staff ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '100%', sm: '85%' },
        minWidth: { sm: 240 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.75,
          mb: 0.5,
          color: 'text.secondary',
          justifyContent: staff ? 'flex-end' : 'flex-start',
        }}
      >
        <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, mt: '1px' }}>
          <Icon size={16} stroke={1.75} aria-hidden />
        </Box>
        <Typography variant="caption" component="p" sx={{ m: 0, minWidth: 0 }}>
          <Box component="bdi" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {who}
          </Box>
          {' · '}
          {t(staff ? 'tickets.conversation.staff' : 'tickets.conversation.applicant')}
          {message.opening && ` · ${t('tickets.conversation.opening')}`}
          {' · '}
          <Box component="time" dateTime={message.createdAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(new Date(message.createdAt), MOMENT_FORMAT)}
          </Box>
        </Typography>
      </Box>
      <Box
        sx={(theme) => ({
          px: 2,
          py: 1.25,
          borderRadius: 2,
          border: 1,
          ...(staff
            ? {
                bgcolor: `rgba(${vars(theme).palette.primary.mainChannel} / 0.08)`,
                borderColor: 'primary.main',
              }
            : { bgcolor: 'background.paper', borderColor: 'divider' }),
          // The corner next to the writer's side is squared, like a speech bubble's tail.
          ...(staff ? { borderEndEndRadius: 4 } : { borderEndStartRadius: 4 }),
        })}
      >
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
      </Box>
    </Box>
  );
}
