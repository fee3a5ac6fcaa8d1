import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/i18n/format';
import { TruncatedText } from './truncated-text';

/** What the API's image endpoints take (flags, visa images, content images). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Checks a picked image before it is sent; returns the i18n key of the problem, if any. */
export function imageProblem(file: File, maxBytes = IMAGE_MAX_BYTES): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'ui.upload.wrongType';
  if (file.size > maxBytes) return 'ui.upload.tooLarge';
  return undefined;
}

interface ImageUploadProps {
  label: string;
  /** The image the server holds now. */
  currentUrl: string | null | undefined;
  /** A picked file waiting to be sent (previewed instead of currentUrl). */
  file: File | null;
  onFileChange(file: File | null): void;
  /** 0…1 while sending, null otherwise. */
  progress: number | null;
  /** Preview box size in px. */
  width?: number;
  height?: number;
  disabled?: boolean;
  helperText?: string;
}

/** An image picker with a preview, client-side type/size checks and upload progress. */
export function ImageUpload({
  label,
  currentUrl,
  file,
  onFileChange,
  progress,
  width = 96,
  height = 64,
  disabled = false,
  helperText,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? undefined;
  const busy = progress !== null;

  return (
    <Stack spacing={1}>
      <Typography variant="body2" component="span" id={`${id}-label`} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width,
            height,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t('ui.upload.preview', { label })}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <IconPhoto size={24} stroke={1.5} color="var(--mui-palette-text-disabled)" aria-hidden />
          )}
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<IconUpload size={18} />}
            disabled={disabled || busy}
            aria-describedby={`${id}-help`}
          >
            {t(shown ? 'ui.upload.replace' : 'ui.upload.choose')}
            <input
              hidden
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-labelledby={`${id}-label`}
              onChange={(e) => {
                const picked = e.target.files?.[0];
                e.target.value = '';
                if (!picked) return;
                const issue = imageProblem(picked);
                setProblem(issue);
                if (!issue) onFileChange(picked);
              }}
            />
          </Button>
          {file && <TruncatedText text={file.name} sx={{ typography: 'caption', color: 'text.secondary' }} />}
        </Stack>
      </Stack>
      {busy && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('ui.upload.progress')}
        />
      )}
      <FormHelperText id={`${id}-help`} error={Boolean(problem)} sx={{ mx: 0 }}>
        {problem
          ? t(problem, { max: formatSize(IMAGE_MAX_BYTES) })
          : (helperText ?? t('ui.upload.hint', { max: formatSize(IMAGE_MAX_BYTES) }))}
      </FormHelperText>
    </Stack>
  );
}
