import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { intlLocale, useFormatters } from '../../../lib/i18n/format';
import { useDashboard } from '../api/get-dashboard';
import { DailyChart } from '../components/daily-chart';
import { DashboardCard, EmptyPanel } from '../components/dashboard-card';
import { GatewayRevenue } from '../components/gateway-revenue';
import { KPI_GRID, KpiCards } from '../components/kpi-cards';
import { LatestRequests } from '../components/latest-requests';
import { PeriodPicker } from '../components/period-picker';
import { StatusChart } from '../components/status-chart';
import { TopDestinations } from '../components/top-destinations';
import { usePaintedOnce } from '../hooks/use-painted-once';
import { usePeriod } from '../hooks/use-period';

const KPI_SLOTS = ['requests', 'revenue', 'approved', 'rejected', 'avg', 'paid', 'modified'];

/** Where the charts and lists go while they wait for their frame. */
const PanelsSkeleton = () => <Skeleton variant="rounded" height={340} aria-hidden />;

function DashboardSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Box sx={KPI_GRID}>
        {KPI_SLOTS.map((slot) => (
          <Skeleton key={slot} variant="rounded" height={84} />
        ))}
      </Box>
      <PanelsSkeleton />
    </Stack>
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } } as const;

export function DashboardPage() {
  const { t } = useTranslation();
  const { locale, digits } = useFormatters();
  const { period, range, setPeriod } = usePeriod();
  const { data, isPending, isError, isFetching, refetch } = useDashboard(range);
  // The figures first; the charts and lists (most of the first render's work) in the next frame.
  const panelsShown = usePaintedOnce(Boolean(data));
  // The period's days are UTC days (the server's buckets), so they are printed in UTC too.
  const rangeText = new Intl.DateTimeFormat(intlLocale(locale, digits), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).formatRange(new Date(`${range.from}T00:00:00Z`), new Date(`${range.to}T00:00:00Z`));

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' }, gap: 2 }}
      >
        <PageHeader titleKey="pages.dashboard" crumbs={['nav.dashboard']} />
        <Stack sx={{ alignItems: { md: 'flex-end' }, gap: 1, mb: 3 }}>
          <PeriodPicker period={period} range={range} onChange={setPeriod} />
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-period">
            {rangeText}
          </Typography>
        </Stack>
      </Stack>

      {isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('ui.table.retry')}
            </Button>
          }
        >
          {t('dashboard.loadFailed')}
        </Alert>
      ) : isPending || !data ? (
        <DashboardSkeleton />
      ) : (
        // Dimmed while another period loads over the one on screen.
        <Stack
          spacing={2}
          sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isFetching}
        >
          <KpiCards data={data} />
          {panelsShown ? <DashboardPanels data={data} /> : <PanelsSkeleton />}
        </Stack>
      )}
    </>
  );
}

/** The charts and lists under the figures. */
function DashboardPanels({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={twoColumns}>
        <DashboardCard title={t('dashboard.daily.title')}>
          {data.totals.requests === 0 && data.totals.revenue === 0 ? (
            <EmptyPanel text={t('dashboard.empty.period')} />
          ) : (
            <DailyChart daily={data.daily} />
          )}
        </DashboardCard>
        <DashboardCard title={t('dashboard.status.title')}>
          {Object.values(data.byStatus).some((n) => n > 0) ? (
            <StatusChart byStatus={data.byStatus} />
          ) : (
            <EmptyPanel text={t('dashboard.empty.requests')} />
          )}
        </DashboardCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DashboardCard title={t('dashboard.gateway.title')}>
          <GatewayRevenue rows={data.revenueByGateway} />
        </DashboardCard>
        <DashboardCard title={t('dashboard.destinations.title')}>
          <TopDestinations rows={data.topDestinations} />
        </DashboardCard>
      </Box>
      <DashboardCard title={t('dashboard.latest.title')}>
        <LatestRequests rows={data.latest} />
      </DashboardCard>
    </>
  );
}
