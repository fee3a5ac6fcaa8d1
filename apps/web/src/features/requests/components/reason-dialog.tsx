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

interface ReasonDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Rejected and Modified need one; other moves take an optional note. */
  required: boolean;
  color: 'primary' | 'success' | 'error' | 'secondary' | 'inherit';
  pending: boolean;
  onConfirm(text: string): void;
  onClose(): void;
}

const MAX = 2000;

/** Confirms a status move, asking for the reason the applicant will read when one is required. */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  required,
  color,
  pending,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = required && text.trim() === '';

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!missing) onConfirm(text.trim());
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
          {required && (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              required
              label={t('requests.reason')}
              helperText={touched && missing ? t('validation.required') : t('requests.reasonHint')}
              error={touched && missing}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: MAX, dir: typedDirection(text) } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending} color="inherit" autoFocus={!required}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={color === 'inherit' ? 'primary' : color}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
