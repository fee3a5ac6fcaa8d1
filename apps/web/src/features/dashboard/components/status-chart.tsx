import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { chartLocaleText } from '../chart-text';
import { STATUS_ORDER, statusKey, statusSliceColor } from '../statuses';

/**
 * The period's requests by their status now, as a donut (the page shows an empty state instead
 * when there are none). The legend sits after the donut in
 * reading order: right of it in English, left of it in Arabic (the grid's `end` follows the direction).
 */
export function StatusChart({ byStatus }: { byStatus: Dashboard['byStatus'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { locale, formatNumber } = useFormatters();
  const slices = STATUS_ORDER.filter((status) => (byStatus[status] ?? 0) > 0).map((status) => ({
    id: status,
    value: byStatus[status] ?? 0,
    label: t(statusKey(status)),
    color: statusSliceColor(theme, status),
  }));
  return (
    <PieChart
      height={240}
      localeText={chartLocaleText(locale)}
      aria-label={t('dashboard.status.title')}
      series={[
        {
          data: slices,
          innerRadius: '55%',
          paddingAngle: 1.5,
          cornerRadius: 3,
          highlightScope: { fade: 'global', highlight: 'item' },
          valueFormatter: (item) => formatNumber(item.value),
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
