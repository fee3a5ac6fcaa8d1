import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Locale } from '@visadesk/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLangProps } from '../../../lib/i18n/text-lang';

interface ReasonDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Rejected and Modified need one; other moves take an optional note. */
  required: boolean;
  color: 'primary' | 'success' | 'error' | 'secondary' | 'inherit';
  pending: boolean;
  /** The language the applicant reads: the reason is offered in it, staff may pick the other. */
  applicantLocale: Locale;
  onConfirm(text: string, lang: Locale): void;
  onClose(): void;
}

/** Each language named in itself, as language pickers do. */
const LANGUAGE_NAMES: Record<Locale, string> = { ar: 'العربية', en: 'English' };

const MAX = 2000;

/** Confirms a status move, asking for the reason the applicant will read when one is required. */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  required,
  color,
  pending,
  applicantLocale,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [lang, setLang] = useState<Locale>(applicantLocale);
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
          if (!missing) onConfirm(text.trim(), lang);
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
          {required && (
            <Stack
              direction="row"
              sx={{
                mb: 1.5,
                gap: 1,
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="body2" color="text.secondary" id={`${id}-reader`}>
                {t('requests.reasonLanguage.reader', {
                  language: t(`requests.reasonLanguage.names.${applicantLocale}`),
                })}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={lang}
                onChange={(_, next: Locale | null) => next && setLang(next)}
                aria-label={t('requests.reasonLanguage.label')}
              >
                {(['ar', 'en'] as const).map((l) => (
                  <ToggleButton key={l} value={l} lang={l} sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
                    {LANGUAGE_NAMES[l]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
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
              // Written in the language chosen above: its direction and its spell checker.
              slotProps={{
                htmlInput: { maxLength: MAX, ...textLangProps(lang), 'aria-describedby': `${id}-reader` },
              }}
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
