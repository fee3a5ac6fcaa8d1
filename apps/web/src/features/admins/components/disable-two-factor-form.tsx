import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isApiError } from '@visadesk/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUnhandled } from '../../../lib/http/notify-unhandled';
import { type SecondFactorMode, secondFactorBody } from '../../../lib/session/second-factor';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useDisableTwoFactor } from '../api/two-factor';

/** Turning two-factor sign-in off takes the password and a code (or a recovery code). */
export function DisableTwoFactorForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [value, setValue] = useState('');
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [errors, setErrors] = useState<{ password?: string; value?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const factor = secondFactorBody(mode, value);
    if (!password || !factor) {
      return setErrors({
        password: password ? undefined : t('validation.required'),
        value: factor ? undefined : t(mode === 'code' ? 'auth.twoFactor.codeFormat' : 'validation.required'),
      });
    }
    try {
      await disable.mutateAsync({ password, ...factor });
      toastSuccess(t('admins.twoFactor.disabled'));
    } catch (e) {
      if (isApiError(e) && e.code === 'TWO_FACTOR_CODE_INVALID')
        setErrors({ value: t('auth.twoFactor.invalid') });
      else if (isApiError(e) && e.messages.some((m) => m.startsWith('body.password'))) {
        setErrors({ password: t('admins.validation.wrongPassword') });
      } else notifyUnhandled(e);
    }
  };

  const isCode = mode === 'code';
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        type="password"
        label={t('admins.fields.currentPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        key={mode}
        label={t(isCode ? 'auth.twoFactor.code' : 'auth.twoFactor.recoveryCode')}
        autoComplete={isCode ? 'one-time-code' : 'off'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(errors.value)}
        helperText={errors.value}
        slotProps={{ htmlInput: { inputMode: isCode ? 'numeric' : 'text', dir: 'ltr' } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" color="error" loading={disable.isPending}>
          {t('admins.twoFactor.disable')}
        </Button>
        <Button
          onClick={() => {
            setMode(isCode ? 'recovery' : 'code');
            setValue('');
            setErrors({});
          }}
        >
          {t(isCode ? 'auth.twoFactor.useRecovery' : 'auth.twoFactor.useCode')}
        </Button>
      </Stack>
    </Stack>
  );
}
