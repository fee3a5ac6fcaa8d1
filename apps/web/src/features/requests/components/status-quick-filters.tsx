import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { RequestStatus } from '@visadesk/contract';
import { useTranslation } from 'react-i18next';
import { ScrollHint } from '../../../components/data-table/scroll-hint';
import { useFormatters } from '../../../lib/i18n/format';
import { STATUS_ORDER, statusKey } from '../status';
import { statusChipSx } from './status-chip';

interface StatusQuickFiltersProps {
  value: string | undefined;
  counts: Partial<Record<RequestStatus, number>> | undefined;
  onChange(status: RequestStatus | undefined): void;
}

/**
 * One chip per status with how many requests match the other filters; a click filters by it.
 * On phones the chips stay on one line that scrolls sideways (a fade shows that more follow);
 * Tab reaches every chip and brings it into view. From `sm` up they wrap as before.
 */
export function StatusQuickFilters({ value, counts, onChange }: StatusQuickFiltersProps) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const count = (n: number | undefined) => (n === undefined ? '' : ` · ${formatNumber(n)}`);
  return (
    <ScrollHint
      surface="default"
      sx={{ mb: 2 }}
      scrollerSx={{
        overflowX: { xs: 'auto', sm: 'visible' },
        // Room for the chips' focus ring, and a focused chip lands clear of the fades.
        py: { xs: 0.5, sm: 0 },
        scrollPaddingInline: '40px',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      <Box
        role="group"
        aria-label={t('requests.quickFilters')}
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          width: { xs: 'max-content', sm: 'auto' },
          gap: 1,
        }}
      >
        <Chip
          label={`${t('ui.table.all')}${count(all)}`}
          onClick={() => onChange(undefined)}
          aria-pressed={!value}
          color={value ? 'default' : 'primary'}
          variant={value ? 'outlined' : 'filled'}
          sx={{ fontWeight: 600 }}
        />
        {STATUS_ORDER.map((status) => (
          <Chip
            key={status}
            label={`${t(statusKey(status))}${count(counts?.[status] ?? (counts ? 0 : undefined))}`}
            onClick={() => onChange(value === status ? undefined : status)}
            aria-pressed={value === status}
            sx={statusChipSx(status, value === status)}
          />
        ))}
      </Box>
    </ScrollHint>
  );
}
