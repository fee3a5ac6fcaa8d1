import { describe, expect, it } from 'vitest';
import {
  addDays,
  agencyToday,
  daysBetween,
  daysOf,
  MAX_PERIOD_DAYS,
  type Period,
  parsePeriod,
  periodRange,
  writePeriod,
} from '../period';

const parse = (qs: string) => parsePeriod(new URLSearchParams(qs));
const TODAY = '2026-03-10';

describe('periodRange (presets)', () => {
  it('ends today and counts today as one of the N days', () => {
    expect(periodRange({ kind: 'preset', days: 7 }, TODAY)).toEqual({ from: '2026-03-04', to: TODAY });
    expect(periodRange({ kind: 'preset', days: 30 }, TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
    expect(periodRange({ kind: 'preset', days: 90 }, TODAY)).toEqual({ from: '2025-12-11', to: TODAY });
  });

  it('spans exactly N days, across month, year and leap-day boundaries', () => {
    for (const today of ['2026-01-03', '2028-03-01', '2026-12-31']) {
      for (const days of [7, 30, 90] as const) {
        const { from, to } = periodRange({ kind: 'preset', days }, today);
        expect(daysBetween(from, to)).toBe(days);
        expect(daysOf({ from, to })).toHaveLength(days);
      }
    }
    expect(periodRange({ kind: 'preset', days: 7 }, '2028-03-01').from).toBe('2028-02-24');
  });

  it('gives custom days as they are', () => {
    expect(periodRange({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});

describe('parsePeriod', () => {
  it('defaults to the last 30 days', () => {
    expect(parse('')).toEqual({ kind: 'preset', days: 30 });
  });

  it('reads the presets', () => {
    expect(parse('range=7')).toEqual({ kind: 'preset', days: 7 });
    expect(parse('range=90')).toEqual({ kind: 'preset', days: 90 });
  });

  it('falls back to the default for an unknown preset', () => {
    for (const qs of ['range=14', 'range=abc', 'range=', 'range=7.0x', 'range=-7']) {
      expect(parse(qs)).toEqual({ kind: 'preset', days: 30 });
    }
  });

  it('reads a custom range, which wins over a preset', () => {
    expect(parse('from=2026-01-01&to=2026-01-31&range=7')).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parse('from=2026-02-01&to=2026-02-01')).toEqual({
      kind: 'custom',
      from: '2026-02-01',
      to: '2026-02-01',
    });
  });

  it('ignores a custom range that is incomplete, reversed or not real days', () => {
    for (const qs of [
      'from=2026-01-01',
      'to=2026-01-31',
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-05',
      'from=2026-1-1&to=2026-01-31',
      'from=yesterday&to=today',
    ]) {
      expect(parse(qs)).toEqual({ kind: 'preset', days: 30 });
    }
  });

  it('cuts a too-long custom range to its last MAX_PERIOD_DAYS days', () => {
    const period = parse('from=2020-01-01&to=2026-03-10');
    expect(period).toEqual({
      kind: 'custom',
      from: addDays('2026-03-10', 1 - MAX_PERIOD_DAYS),
      to: '2026-03-10',
    });
    if (period.kind === 'custom') expect(daysBetween(period.from, period.to)).toBe(MAX_PERIOD_DAYS);
  });
});

describe('writePeriod', () => {
  const write = (period: Period, qs = '') => writePeriod(new URLSearchParams(qs), period).toString();

  it('leaves the default out of the URL and keeps other parameters', () => {
    expect(write({ kind: 'preset', days: 30 }, 'range=7&x=1')).toBe('x=1');
    expect(write({ kind: 'preset', days: 7 }, 'from=2026-01-01&to=2026-01-02')).toBe('range=7');
    expect(write({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, 'range=90')).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
  });

  it('round-trips through parsePeriod', () => {
    const periods: Period[] = [
      { kind: 'preset', days: 7 },
      { kind: 'preset', days: 30 },
      { kind: 'preset', days: 90 },
      { kind: 'custom', from: '2025-12-01', to: '2026-01-15' },
    ];
    for (const period of periods) expect(parse(write(period))).toEqual(period);
  });
});

describe('agencyToday', () => {
  it("is the agency's day (Baghdad), as the server buckets days, not UTC's or the browser's", () => {
    expect(agencyToday(new Date('2026-03-10T23:30:00-05:00'))).toBe('2026-03-11');
    // 01:00 in Baghdad is still the 9th in UTC.
    expect(agencyToday(new Date('2026-03-10T01:00:00+03:00'))).toBe('2026-03-10');
    expect(agencyToday(new Date('2026-03-10T20:59:00Z'))).toBe('2026-03-10');
    expect(agencyToday(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });
});
