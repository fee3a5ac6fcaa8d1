import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { RequestStatus } from '@visadesk/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { STATUS_ORDER, statusKey } from '../status';
import { statusChipSx } from './status-chip';

interface StatusQuickFiltersProps {
  value: string | undefined;
  counts: Partial<Record<RequestStatus, number>> | undefined;
  onChange(status: RequestStatus | undefined): void;
}

/** One chip per status with how many requests match the other filters; a click filters by it. */
export function StatusQuickFilters({ value, counts, onChange }: StatusQuickFiltersProps) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const count = (n: number | undefined) => (n === undefined ? '' : ` · ${formatNumber(n)}`);
  return (
    <Box
      role="group"
      aria-label={t('requests.quickFilters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
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
  );
}
