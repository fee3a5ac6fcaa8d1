import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconRefresh } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { CaptchaChallenge } from '../api/get-captcha';

interface CaptchaFieldProps {
  captcha: CaptchaChallenge;
  field: UseFormRegisterReturn<'captchaText'>;
  errorText?: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The SVG is shown through an <img> data URL, never injected as markup, so a hostile SVG cannot
 * run script in the page.
 */
export function CaptchaField({ captcha, field, errorText, refreshing, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`}
          alt={t('auth.captchaAlt')}
          sx={{
            height: 56,
            flexGrow: 1,
            minWidth: 0,
            objectFit: 'contain',
            bgcolor: '#fff',
            borderRadius: 2,
          }}
        />
        <IconButton
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
          onClick={onRefresh}
          disabled={refreshing}
        >
          <IconRefresh size={20} stroke={1.75} />
        </IconButton>
      </Stack>
      <FormTextField
        id="login-captcha"
        field={field}
        label={t('auth.captchaLabel')}
        autoComplete="off"
        dir="ltr"
        error={errorText}
        helperText={t('auth.captchaHint')}
      />
    </Stack>
  );
}
