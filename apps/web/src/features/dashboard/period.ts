import { isCalendarDay } from '../../lib/days';
import { agencyToday as dayInAgency } from '../../lib/i18n/agency-time';

/**
 * The dashboard's period, held in the URL: `?range=7|90` for a preset (30 days, the default, is
 * the bare URL), or `?from=YYYY-MM-DD&to=YYYY-MM-DD` for custom days. Days are the agency's days
 * (AGENCY_TIME_ZONE), the server's day buckets; anything invalid falls back to the default instead of becoming a 400.
 */

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_PRESET: PresetDays = 30;
/** The longest custom period: the daily chart stays readable and the query cheap. */
/** The server refuses longer periods (the contract's MAX_DASHBOARD_DAYS). */
export const MAX_PERIOD_DAYS = 366;

export type Period = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string };

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Today as the server counts days: the agency's day (ADR 0033). */
export function agencyToday(now: Date = new Date()): string {
  return dayInAgency(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function parsePeriod(params: URLSearchParams): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isCalendarDay(from) && isCalendarDay(to) && from <= to) {
    // Too long a custom period keeps its end and is cut to the longest one allowed.
    const clipped = daysBetween(from, to) > MAX_PERIOD_DAYS ? addDays(to, 1 - MAX_PERIOD_DAYS) : from;
    return { kind: 'custom', from: clipped, to };
  }
  const range = Number(params.get('range'));
  const days = PRESET_DAYS.find((preset) => preset === range) ?? DEFAULT_PRESET;
  return { kind: 'preset', days };
}

/** The days a period covers: a preset ends today and counts today as its last day. */
export function periodRange(period: Period, today: string): DayRange {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  return { from: addDays(today, 1 - period.days), to: today };
}

/** Writes a period over `current`, keeping any other parameters, the default left out. */
export function writePeriod(current: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (period.kind === 'custom') {
    next.set('from', period.from);
    next.set('to', period.to);
  } else if (period.days !== DEFAULT_PRESET) {
    next.set('range', String(period.days));
  }
  return next;
}

/** Every day of a range, in order (the chart's x axis, gaps included). */
export function daysOf({ from, to }: DayRange): string[] {
  const count = Math.max(0, daysBetween(from, to));
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}
