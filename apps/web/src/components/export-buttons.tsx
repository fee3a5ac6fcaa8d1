import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { DownloadProgress } from '@visadesk/client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/i18n/format';

export type ExportFormat = 'csv' | 'xlsx';
const ICONS = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet } as const;

export interface ExportOptions {
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
}

interface ExportButtonsProps {
  /**
   * Downloads the file for the list's current filters, headed in `locale`. An export that takes
   * `options` shows rows (CSV) or megabytes (XLSX) so far and can be cancelled.
   */
  onExport: (format: ExportFormat, locale: 'en' | 'ar', options: ExportOptions) => Promise<unknown>;
  /** i18n key prefix holding `csv` and `xlsx` labels. */
  labels: string;
  mobileGap?: boolean;
}

/** CSV and Excel buttons for a list; one download at a time, errors already toasted by the client. */
export function ExportButtons({ onExport, labels, mobileGap }: ExportButtonsProps) {
  const { t } = useTranslation();
  const { locale, formatNumber, formatSize } = useFormatters();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setPending(format);
    setProgress(null);
    try {
      await onExport(format, locale, { signal: abort.signal, onProgress: setProgress });
    } catch {
      // the HTTP client showed the error; a cancel needs no message
    } finally {
      controller.current = null;
      setPending(null);
      setProgress(null);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexShrink: 0, alignItems: 'center', ...(mobileGap ? { mb: { xs: 2, sm: 0 } } : {}) }}
    >
      {pending && progress && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {progress.rows !== undefined
            ? t('ui.export.rowsSoFar', { count: progress.rows, rows: formatNumber(progress.rows) })
            : t('ui.export.sizeSoFar', { size: formatSize(progress.bytes) })}
        </Typography>
      )}
      {pending && (
        <Button variant="text" onClick={() => controller.current?.abort()}>
          {t('ui.export.cancel')}
        </Button>
      )}
      {(['csv', 'xlsx'] as const).map((format) => {
        const Icon = ICONS[format];
        return (
          <Button
            key={format}
            variant="outlined"
            startIcon={<Icon size={18} />}
            loading={pending === format}
            disabled={pending !== null && pending !== format}
            onClick={() => void run(format)}
          >
            {t(`${labels}.${format}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
