import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedDirection } from '../../../lib/forms/typed-direction';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useRecordCashPayment } from '../api/record-cash-payment';

/** Records money taken at the office: the whole group (every Requested request in it) becomes Paid. */
export function CashPaymentDialog({
  groupId,
  reference,
  onClose,
}: {
  groupId: string;
  reference: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const record = useRecordCashPayment();

  const submit = async () => {
    try {
      await record.mutateAsync({ groupId, note: note.trim() || undefined });
      toastSuccess(t('requests.cash.done', { reference }));
      onClose();
    } catch {
      // toasted by the HTTP client
    }
  };

  return (
    <Dialog
      open
      onClose={record.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={`${id}-title`}>{t('requests.cash.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('requests.cash.message')}</DialogContentText>
          <TextField
            fullWidth
            label={t('requests.cash.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500, dir: typedDirection(note) } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={record.isPending} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            {t('requests.cash.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
