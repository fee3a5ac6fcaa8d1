import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { formatCompact, useMoney } from '../../../lib/i18n/money';
import { chartLocaleText } from '../chart-text';
import { useWidth } from '../hooks/use-width';

// Arabic month names are long ("تشرين الثاني"): day/month digits keep the axis readable.
const DAY_LABEL: Record<'en' | 'ar', Intl.DateTimeFormatOptions> = {
  en: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ar: { day: 'numeric', month: 'numeric', timeZone: 'UTC' },
};
/** At most this many day labels under the axis, evenly spaced. */
const MAX_DAY_LABELS = 8;
/** Room one day label needs, gap included ("Nov 30", "٣٠/١١" at the axis' 12 px). */
const DAY_LABEL_ROOM = 56;
/** What the two value axes and the margins take off the chart's width, roughly. */
const AXES_WIDTH = 90;

/**
 * How many day labels fit under a chart this wide: 8 on a desktop card, 4 on a 390 px phone
 * (8 there ran into each other). Never fewer than 2, so the period's ends stay readable.
 */
export function dayLabelCount(chartWidth: number): number {
  if (chartWidth <= 0) return MAX_DAY_LABELS;
  return Math.min(MAX_DAY_LABELS, Math.max(2, Math.floor((chartWidth - AXES_WIDTH) / DAY_LABEL_ROOM)));
}

/**
 * Requests (bars, start axis) and revenue (line, end axis) per day. In Arabic the chart mirrors:
 * days run right to left, the requests axis sits on the right and the revenue axis on the left.
 */
export function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { locale, digits, formatNumber, formatDate } = useFormatters();
  const money = useMoney();
  const rtl = theme.direction === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);

  const days = useMemo(() => daily.map((d) => d.day), [daily]);
  const dayLabel = (day: string) => formatDate(new Date(`${day}T00:00:00Z`), DAY_LABEL[locale]);
  // Our own spacing, from the chart's width: the library's overlap check lets labels collide on a
  // reversed (RTL) axis. The newest day always has its label; the others every `labelStep` days.
  const labelStep = Math.max(1, Math.ceil(daily.length / dayLabelCount(width)));
  // Whole requests only: no "0.5" ticks on a quiet week.
  const maxRequests = Math.max(...daily.map((d) => d.requests), 0);

  return (
    <Box ref={box} sx={{ minWidth: 0 }}>
      <ChartsDataProvider
        height={300}
        localeText={chartLocaleText(locale)}
        margin={{ top: 8, bottom: 4, left: 4, right: 4 }}
        series={[
          {
            type: 'bar',
            id: 'requests',
            label: t('dashboard.daily.requests'),
            data: daily.map((d) => d.requests),
            yAxisId: 'requests',
            color: theme.palette.primary.main,
            valueFormatter: (value) => (value === null ? '' : formatNumber(value)),
          },
          {
            type: 'line',
            id: 'revenue',
            label: t('dashboard.daily.revenue'),
            data: daily.map((d) => d.revenue),
            yAxisId: 'revenue',
            // Straight segments: a smoothed curve would suggest money between the daily totals.
            curve: 'linear',
            color: theme.palette.info.main,
            // Marks only where money came in: a row of dots along zero is noise.
            showMark: ({ index }) => (daily[index]?.revenue ?? 0) > 0,
            valueFormatter: (value) => (value === null ? '' : money(value)),
          },
        ]}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days,
            reverse: rtl,
            valueFormatter: (day: string, context) =>
              context.location === 'tooltip'
                ? formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })
                : dayLabel(day),
            tickLabelInterval: (_day: string, index: number) => (daily.length - 1 - index) % labelStep === 0,
            // Measured: Arabic glyphs are taller, and a fixed height would ellipsize every label away.
            height: 'auto',
          },
        ]}
        yAxis={[
          {
            id: 'requests',
            position: rtl ? 'right' : 'left',
            min: 0,
            max: Math.max(maxRequests, 4),
            tickMinStep: 1,
            width: 'auto',
            valueFormatter: (value: number) => formatNumber(value),
          },
          {
            id: 'revenue',
            position: rtl ? 'left' : 'right',
            min: 0,
            width: 'auto',
            valueFormatter: (value: number) => formatCompact(value, locale, digits),
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'end' }}>
          <ChartsLegend />
          <ChartsSurface aria-label={t('dashboard.daily.title')}>
            <ChartsGrid horizontal />
            <BarPlot borderRadius={3} />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsXAxis axisId="days" />
            <ChartsYAxis axisId="requests" />
            <ChartsYAxis axisId="revenue" />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
