import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { useMoney } from '../../../lib/i18n/money';
import type { TransactionPage } from '../api/get-transactions';

/** Money received for the whole filter (every page): succeeded transactions only. */
export function TransactionTotals({
  totals,
  filtered,
}: {
  totals?: TransactionPage['totals'];
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const money = useMoney();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('transactions.totals.label')}
      sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Stack
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'success.main',
          bgcolor: 'rgba(var(--mui-palette-success-mainChannel) / 0.12)',
        }}
      >
        <IconCircleCheck size={24} stroke={1.75} aria-hidden />
      </Stack>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t(filtered ? 'transactions.totals.filtered' : 'transactions.totals.all')}
        </Typography>
        {totals ? (
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="p" data-testid="succeeded-amount" sx={{ fontWeight: 700 }}>
              {money(totals.succeededAmount)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="succeeded-count">
              {t('transactions.totals.count', {
                count: totals.succeededCount,
                n: formatNumber(totals.succeededCount),
              })}
            </Typography>
          </Stack>
        ) : (
          <Skeleton width={220} height={32} />
        )}
      </Stack>
    </Paper>
  );
}
