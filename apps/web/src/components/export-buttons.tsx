import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/i18n/format';

export type ExportFormat = 'csv' | 'xlsx';
const ICONS = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet } as const;

interface ExportButtonsProps {
  /** Downloads the file for the list's current filters, headed in `locale`. */
  onExport: (format: ExportFormat, locale: 'en' | 'ar') => Promise<unknown>;
  /** i18n key prefix holding `csv` and `xlsx` labels. */
  labels: string;
  mobileGap?: boolean;
}

/** CSV and Excel buttons for a list; one download at a time, errors already toasted by the client. */
export function ExportButtons({ onExport, labels, mobileGap }: ExportButtonsProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [pending, setPending] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setPending(format);
    try {
      await onExport(format, locale);
    } catch {
      // the HTTP client showed the error
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0, ...(mobileGap ? { mb: { xs: 2, sm: 0 } } : {}) }}>
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
