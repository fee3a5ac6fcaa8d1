import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useSetTicketStatus } from '../api/update-ticket-status';
import { TICKET_STATUS_ORDER, type TicketStatus, ticketStatusKey } from '../status';

/** Moves the ticket by hand (reopen, close without answering); nothing is mailed. */
export function TicketStatusSelect({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const update = useSetTicketStatus();

  const change = async (status: TicketStatus) => {
    if (status === ticket.status) return;
    try {
      await update.mutateAsync({ id: ticket.id, status });
      toastSuccess(t('tickets.statusChanged', { status: t(ticketStatusKey(status)) }));
    } catch {
      // toasted by the HTTP client
    }
  };

  return (
    <TextField
      select
      fullWidth
      label={t('tickets.fields.status')}
      // The new status while it is saved, so the select does not jump back meanwhile.
      value={update.isPending && update.variables ? update.variables.status : ticket.status}
      disabled={update.isPending}
      onChange={(e) => void change(e.target.value as TicketStatus)}
      helperText={t('tickets.statusHint')}
    >
      {TICKET_STATUS_ORDER.map((status) => (
        <MenuItem key={status} value={status}>
          {t(ticketStatusKey(status))}
        </MenuItem>
      ))}
    </TextField>
  );
}
