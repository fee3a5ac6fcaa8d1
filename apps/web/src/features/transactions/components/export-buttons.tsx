import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { type ExportFormat, exportTransactions } from '../api/export-transactions';
import type { TransactionQuery } from '../api/get-transactions';

const ICONS = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet } as const;

/** Every transaction matching the current filters as a file, headed in the page's language. */
export function ExportButtons({ query }: { query: TransactionQuery }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [pending, setPending] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setPending(format);
    try {
      await exportTransactions(format, query, locale);
    } catch {
      // the error was toasted
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0, mb: { xs: 2, sm: 0 } }}>
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
            {t(`transactions.export.${format}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
