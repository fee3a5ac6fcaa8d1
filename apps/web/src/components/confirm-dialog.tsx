import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The confirming button's text; defaults to "Delete". */
  confirmLabel?: string;
  /** Shows a spinner on the confirm button and keeps the dialog open while the action runs. */
  pending?: boolean;
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an irreversible action. The safe choice (Cancel) has the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pending = false,
  destructive = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} autoFocus color="inherit">
          {t('ui.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          loading={pending}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {confirmLabel ?? t('ui.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
