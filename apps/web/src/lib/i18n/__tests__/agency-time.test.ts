import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_FORMAT, dayToDate, MOMENT_FORMAT } from '../../../features/requests/dates';
import { AGENCY_TIME_ZONE, agencyZoneLabel } from '../agency-time';
import { formatDate } from '../format';

// 23:12 UTC on the 27th is 02:12 on the 28th in Baghdad, 18:12 in New York, 12:12 next day in Auckland.
const MOMENT = new Date('2026-11-27T23:12:00Z');
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe("the back office's dates, on the agency's clock (ADR 0033)", () => {
  const processZone = process.env.TZ;
  // The browser's own zone must not show: run the formatter in another one.
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = processZone;
  });

  it('is Baghdad when the page names no other zone', () => {
    expect(AGENCY_TIME_ZONE).toBe('Asia/Baghdad');
    expect(new Date(MOMENT).getHours()).toBe(18);
  });

  it('writes a moment in Baghdad time in both languages, whatever the process zone', () => {
    expect(visible(formatDate(MOMENT, 'en', 'latn', MOMENT_FORMAT))).toBe('Nov 28, 2026, 2:12 AM');
    expect(visible(formatDate(MOMENT, 'ar', 'arab', MOMENT_FORMAT))).toBe('٢٨ تشرين الثاني ٢٠٢٦، ٢:١٢ ص');
  });

  it('keeps calendar days as written (no zone moves a birth or travel date)', () => {
    expect(visible(formatDate(dayToDate('2026-11-27'), 'en', 'latn', DAY_FORMAT))).toBe('Nov 27, 2026');
  });

  it('names the zone in the reader’s language', () => {
    expect(agencyZoneLabel('en')).toBe('Baghdad time');
    expect(agencyZoneLabel('ar')).toBe('بتوقيت بغداد');
  });
});
