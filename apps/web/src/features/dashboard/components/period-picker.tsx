import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { isCalendarDay } from '../../../lib/days';
import { useFormatters } from '../../../lib/i18n/format';
import { type DayRange, type Period, PRESET_DAYS, type PresetDays } from '../period';

interface PeriodPickerProps {
  period: Period;
  range: DayRange;
  onChange(period: Period): void;
}

/** 7 / 30 / 90 days, or custom days; "Custom" starts from the days on screen. */
export function PeriodPicker({ period, range, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const selected = period.kind === 'custom' ? 'custom' : String(period.days);

  const setDay = (bound: 'from' | 'to', value: string) => {
    if (!isCalendarDay(value)) return;
    const next = { ...range, [bound]: value };
    // Keep the range the right way round: moving one end past the other moves both.
    if (next.from > next.to) next[bound === 'from' ? 'to' : 'from'] = value;
    onChange({ kind: 'custom', ...next });
  };

  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        aria-label={t('dashboard.period.label')}
        onChange={(_, value: string | null) => {
          if (value === 'custom') onChange({ kind: 'custom', ...range });
          else if (value) onChange({ kind: 'preset', days: Number(value) as PresetDays });
        }}
      >
        {PRESET_DAYS.map((days) => (
          <ToggleButton key={days} value={String(days)} sx={{ px: 1.5 }}>
            {t('dashboard.period.days', { count: days, n: formatNumber(days) })}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ px: 1.5 }}>
          {t('dashboard.period.custom')}
        </ToggleButton>
      </ToggleButtonGroup>
      {period.kind === 'custom' && (
        <Stack direction="row" sx={{ gap: 1.5 }}>
          {(['from', 'to'] as const).map((bound) => (
            <DateField
              key={bound}
              label={t(`dashboard.period.${bound}`)}
              value={range[bound]}
              onChange={(value) => value && setDay(bound, value)}
              clearable={false}
              width={160}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
