import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { type ExportFormat, exportRequests } from '../api/export-requests';

const ICONS = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet } as const;

/** Downloads the requests matching the current filters and search, headed in the page's language. */
export function ExportButtons({ query }: { query: Record<string, string | number | undefined> }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [pending, setPending] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setPending(format);
    try {
      await exportRequests(format, query, locale);
    } catch {
      // the error was toasted
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
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
            {t(`requests.export.${format}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
