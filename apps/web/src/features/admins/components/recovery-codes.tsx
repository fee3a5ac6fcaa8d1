import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodesText } from '../../../lib/session/second-factor';
import { toastSuccess } from '../../../lib/toasts/toasts';

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/** Freshly made recovery codes, shown this once: copy or download, then confirm they are kept. */
export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(codes, email);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toastSuccess(t('admins.twoFactor.copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'visadesk-recovery-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('admins.twoFactor.codesHint')}</Alert>
      {/* Codes read left to right in both languages. */}
      <Box
        component="ol"
        dir="ltr"
        aria-label={t('admins.twoFactor.codesTitle')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<IconCopy size={18} />} onClick={() => void copy()}>
          {t('admins.twoFactor.copy')}
        </Button>
        <Button variant="outlined" startIcon={<IconDownload size={18} />} onClick={download}>
          {t('admins.twoFactor.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        label={t('admins.twoFactor.savedConfirm')}
      />
      <div>
        <Button variant="contained" disabled={!saved} onClick={onDone}>
          {t('admins.twoFactor.done')}
        </Button>
      </div>
    </Stack>
  );
}
