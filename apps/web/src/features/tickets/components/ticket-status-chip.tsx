import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { SoftChip } from '../../../components/soft-chip';
import { TICKET_STATUS_COLOR, type TicketStatus, ticketStatusKey } from '../status';

export function TicketStatusChip({
  status,
  size = 'small',
  ...props
}: { status: TicketStatus } & Omit<ChipProps, 'color' | 'variant'>) {
  const { t } = useTranslation();
  return (
    <SoftChip
      {...props}
      size={size}
      color={TICKET_STATUS_COLOR[status]}
      // Closed steps back: hollow and grey, where the tickets still waiting are tinted.
      outlined={status === 'closed'}
      label={t(ticketStatusKey(status))}
    />
  );
}
