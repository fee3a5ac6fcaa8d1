import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconEdit,
  IconFileText,
  IconHourglass,
} from '@tabler/icons-react';
import type { Dashboard } from '@visadesk/contract/dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SoftColor } from '../../../components/soft-chip';
import { TruncatedText } from '../../../components/truncated-text';
import { useFormatters } from '../../../lib/i18n/format';
import { useMoney } from '../../../lib/i18n/money';
import { formatDuration } from '../duration';
import { requestsPath } from '../paths';

interface KpiProps {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  color: Exclude<SoftColor, 'default'>;
  /** A card that opens the list behind its number. */
  to?: string;
}

function Kpi({ label, value, hint, icon, color, to }: KpiProps) {
  const body = (
    <Stack direction="row" sx={{ p: 2, gap: 2, alignItems: 'center', height: '100%' }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${color}.main`,
          bgcolor: `rgba(var(--mui-palette-${color}-mainChannel) / 0.14)`,
        }}
      >
        {icon}
      </Box>
      <Stack sx={{ minWidth: 0 }}>
        <TruncatedText
          text={label}
          component="p"
          sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}
        />
        <Typography
          variant="h6"
          component="p"
          data-testid="kpi-value"
          sx={{ fontWeight: 700, lineHeight: 1.3 }}
        >
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

const ICON = { size: 24, stroke: 1.75, 'aria-hidden': true } as const;

/**
 * Seven cards with no empty slot: on a 12-column grid, the period's four totals take a row of four
 * from lg up and the three "time to decide / waiting now" cards share the second row; on two
 * columns (sm–md) the last card spans both. Shared with the dashboard's loading skeleton.
 */
export const KPI_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  '& > *': { gridColumn: { xs: 'span 12', sm: 'span 6', lg: 'span 4' } },
  '& > :nth-of-type(-n + 4)': { gridColumn: { lg: 'span 3' } },
  '& > :last-of-type:nth-of-type(odd)': { gridColumn: { sm: 'span 12', lg: 'span 4' } },
} as const;

/** The period's totals, the time to a decision, and the work waiting now (each opens its list). */
export function KpiCards({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const { locale, digits, formatNumber } = useFormatters();
  const money = useMoney();
  const { totals, pending, avgHoursPaidToDecision: avg } = data;
  return (
    <Box sx={KPI_GRID}>
      <Kpi
        label={t('dashboard.kpi.requests')}
        value={formatNumber(totals.requests)}
        icon={<IconFileText {...ICON} />}
        color="primary"
      />
      <Kpi
        label={t('dashboard.kpi.revenue')}
        value={money(totals.revenue)}
        icon={<IconCash {...ICON} />}
        color="info"
      />
      <Kpi
        label={t('dashboard.kpi.approved')}
        value={formatNumber(totals.approved)}
        icon={<IconCircleCheck {...ICON} />}
        color="success"
      />
      <Kpi
        label={t('dashboard.kpi.rejected')}
        value={formatNumber(totals.rejected)}
        icon={<IconCircleX {...ICON} />}
        color="error"
      />
      <Kpi
        label={t('dashboard.kpi.avgDecision')}
        value={avg === null ? '—' : formatDuration(avg, locale, digits)}
        hint={avg === null ? t('dashboard.kpi.noDecisions') : t('dashboard.kpi.avgDecisionHint')}
        icon={<IconClockHour4 {...ICON} />}
        color="secondary"
      />
      <Kpi
        label={t('dashboard.kpi.paidNotStarted')}
        value={formatNumber(pending.paidNotStarted)}
        hint={t('dashboard.kpi.waitingNow')}
        icon={<IconHourglass {...ICON} />}
        color="warning"
        to={requestsPath(locale, { status: 'Paid' })}
      />
      <Kpi
        label={t('dashboard.kpi.modifiedWaiting')}
        value={formatNumber(pending.modifiedWaiting)}
        hint={t('dashboard.kpi.waitingNow')}
        icon={<IconEdit {...ICON} />}
        color="warning"
        to={requestsPath(locale, { status: 'Modified' })}
      />
    </Box>
  );
}
