import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyTimeZone, agencyToday, agencyZoneLabel, setAgencyTimeZone } from '../agency-time';
import { formatDate, formatDay } from '../format';

// 23:12 UTC on the 27th: 02:12 on the 28th in Baghdad, 18:12 on the 27th in New York.
const MOMENT = '2026-11-27T23:12:00Z';
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe("the portal's dates, on the agency's clock (ADR 0033)", () => {
  const processZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = processZone;
    setAgencyTimeZone('Asia/Baghdad');
  });

  it('writes moments in Baghdad time by default, whatever the process zone', () => {
    expect(agencyTimeZone()).toBe('Asia/Baghdad');
    expect(visible(formatDate('en', MOMENT, true))).toBe('Nov 28, 2026, 2:12 AM');
    expect(visible(formatDate('ar', MOMENT, true))).toBe('٢٨/١١/٢٠٢٦، ٢:١٢ ص');
    expect(agencyToday(new Date(MOMENT))).toBe('2026-11-28');
    expect(agencyZoneLabel('ar')).toBe('بتوقيت بغداد');
  });

  it('follows the zone the server gives (AGENCY_TIME_ZONE), and keeps calendar days as written', () => {
    setAgencyTimeZone('Asia/Dubai');
    expect(visible(formatDate('en', MOMENT, true))).toBe('Nov 28, 2026, 3:12 AM');
    expect(agencyZoneLabel('en')).toBe('Dubai time');
    expect(visible(formatDay('en', '2026-11-27'))).toBe('Nov 27, 2026');
  });
});
