import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { agencyDay, exportHeader, exportMoment, formatAgencyMoment } from '../src/lib/agency-time';
import { applicationSubmittedMail } from '../src/lib/mail/applicant-mails';

// 23:12 UTC on the 27th: 02:12 on the 28th in Baghdad, 18:12 on the 27th in New York.
const MOMENT = new Date('2026-11-27T23:12:00Z');
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe("the API's clock is the agency's (AGENCY_TIME_ZONE, ADR 0033)", () => {
  const processZone = process.env.TZ;
  // The server's own zone must never show: run everything in another one.
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = processZone;
  });

  it('defaults to Asia/Baghdad, takes any IANA zone in its canonical spelling, and refuses others by name', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(48), DATA_DIR: join(tmpdir(), 'vd-tz') };
    expect(loadConfig(base).AGENCY_TIME_ZONE).toBe('Asia/Baghdad');
    expect(loadConfig({ ...base, AGENCY_TIME_ZONE: 'asia/dubai' }).AGENCY_TIME_ZONE).toBe('Asia/Dubai');
    for (const bad of ['Mars/Olympus', '+03:00', 'Asia/Baghdad; drop', 'GMT+3 ']) {
      try {
        loadConfig({ ...base, AGENCY_TIME_ZONE: bad });
        expect.unreachable(bad);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.join('\n')).toContain(
          'AGENCY_TIME_ZONE: must be an IANA time zone name, e.g. Asia/Baghdad',
        );
      }
    }
  });

  it("counts days on the agency's clock", () => {
    expect(new Date(MOMENT).getDate()).toBe(27);
    expect(agencyDay(MOMENT, 'Asia/Baghdad')).toBe('2026-11-28');
    expect(agencyDay(new Date('2026-11-27T20:59:59Z'), 'Asia/Baghdad')).toBe('2026-11-27');
  });

  it('writes moments for readers and for exports in Baghdad time', () => {
    expect(visible(formatAgencyMoment(MOMENT, 'en', 'Asia/Baghdad'))).toBe('Nov 28, 2026, 2:12 AM');
    expect(visible(formatAgencyMoment(MOMENT, 'ar', 'Asia/Baghdad'))).toBe('٢٨ تشرين الثاني ٢٠٢٦، ٢:١٢ ص');
    expect(exportMoment(MOMENT, 'Asia/Baghdad')).toBe('2026-11-28 02:12:00');
    expect(exportMoment('2026-11-27T23:12:00.000Z', 'Asia/Baghdad')).toBe('2026-11-28 02:12:00');
    expect(exportHeader('Submitted at ({zone})', 'Asia/Baghdad')).toBe('Submitted at (Asia/Baghdad)');
  });

  it("says the submission's time in the mail with the zone, in both languages", () => {
    const mail = (locale: 'en' | 'ar') =>
      applicationSubmittedMail(
        { email: 'a@example.iq', name: 'Ali', locale },
        {
          groupReference: 'VD-G-2026-000001',
          visaTitle: { en: 'Tourist visa', ar: 'تأشيرة سياحية' },
          travellers: [],
          totalAmount: 1000,
          submittedAt: MOMENT,
          timeZone: 'Asia/Baghdad',
          portalUrl: 'http://portal.example',
        },
      );
    expect(visible(mail('en').text)).toContain('Submitted on: Nov 28, 2026, 2:12 AM (Baghdad time)');
    expect(visible(mail('ar').text)).toContain('تاريخ التقديم: ٢٨ تشرين الثاني ٢٠٢٦، ٢:١٢ ص (بتوقيت بغداد)');
    expect(mail('en').html).toContain('(Baghdad time)');
  });
});
