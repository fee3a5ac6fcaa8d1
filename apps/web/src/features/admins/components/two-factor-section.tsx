import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@visadesk/client';
import type { TwoFactorSetup } from '@visadesk/contract/two-factor';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUnhandled } from '../../../lib/http/notify-unhandled';
import { AGENCY_TIME_ZONE } from '../../../lib/i18n/agency-time';
import { useFormatters } from '../../../lib/i18n/format';
import { secondFactorBody } from '../../../lib/session/second-factor';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useEnableTwoFactor, useSetupTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { RecoveryCodes } from './recovery-codes';

const ltr = { dir: 'ltr' } as const;

/** Scan the QR (or type the secret), then confirm one code from the app. */
function EnrolForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const factor = secondFactorBody('code', code);
    if (!factor || !('code' in factor)) return setError(t('auth.twoFactor.codeFormat'));
    try {
      const { recoveryCodes } = await enable.mutateAsync(factor.code);
      onEnabled(recoveryCodes);
    } catch (e) {
      if (isApiError(e) && e.code === 'TWO_FACTOR_CODE_INVALID') setError(t('auth.twoFactor.invalid'));
      else notifyUnhandled(e);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <Typography>{t('admins.twoFactor.scan', { n: formatNumber(6) })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* Drawn by the server; shown as an image, never injected as markup. */}
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t('admins.twoFactor.qrAlt')}
          sx={{ width: 176, height: 176, bgcolor: '#fff', p: 1, borderRadius: 1, flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('admins.twoFactor.secretLabel')}
          </Typography>
          {/* The key reads left to right, but lines up with its label: 'left' is flipped to 'right'
              on Arabic pages by the RTL style plugin, where 'start' would follow the key's own ltr. */}
          <Typography
            {...ltr}
            sx={{ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all', textAlign: 'left' }}
            lang="en"
            data-testid="totp-secret"
          >
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
        </Box>
      </Stack>
      <TextField
        label={t('auth.twoFactor.code')}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, dir: 'ltr' } }}
        sx={{ maxWidth: 240 }}
      />
      <div>
        <Button type="submit" variant="contained" loading={enable.isPending}>
          {t('admins.twoFactor.enable')}
        </Button>
      </div>
    </Stack>
  );
}

/** Profile section: turn two-factor sign-in on (QR, code, recovery codes once) or off. */
export function TwoFactorSection({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useSetupTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        email={email}
        onDone={() => {
          setCodes(null);
          toastSuccess(t('admins.twoFactor.enabled'));
        }}
      />
    );
  }
  if (status.isError) return <Alert severity="error">{t('admins.profile.loadFailed')}</Alert>;
  if (!status.data) return <Skeleton variant="rounded" height={120} />;

  if (status.data.enabled) {
    const since = status.data.enabledAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE }).format(
          new Date(status.data.enabledAt),
        )
      : '';
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('admins.twoFactor.onSince', { date: since })}</Alert>
        <Typography variant="body2" color="text.secondary">
          {t('admins.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}
        </Typography>
        {status.data.required ? (
          <Typography variant="body2">{t('admins.twoFactor.requiredHere')}</Typography>
        ) : (
          <DisableTwoFactorForm />
        )}
      </Stack>
    );
  }

  if (setup)
    return (
      <EnrolForm
        setup={setup}
        onEnabled={(c) => {
          setSetup(null);
          setCodes(c);
        }}
      />
    );

  return (
    <Stack spacing={2}>
      {status.data.required && <Alert severity="warning">{t('admins.twoFactor.requiredHere')}</Alert>}
      <Typography>{t('admins.twoFactor.intro')}</Typography>
      <div>
        <Button
          variant="contained"
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
        >
          {t('admins.twoFactor.start')}
        </Button>
      </div>
    </Stack>
  );
}
