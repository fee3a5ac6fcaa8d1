import type { Locale } from '@visadesk/contract';
import { dayInZone, dayStartInZone, timeZoneLabel } from '@visadesk/contract/time-zone';

/**
 * The agency's clock (AGENCY_TIME_ZONE, ADR 0033): the one way the API turns a moment into the
 * words, days and export cells people read. Mails, exports, the dashboard's days and the rules that
 * compare with "today" all go through here, so the server's own TZ never shows. Calendar days that
 * are pure dates (birth, travel: YYYY-MM-DD) are not moments and never pass through a zone.
 */

export { canonicalTimeZone, isTimeZone } from '@visadesk/contract/time-zone';

/** The agency's calendar day of a moment, as YYYY-MM-DD (what "today" means for every rule). */
export const agencyDay = (moment: Date, timeZone: string): string => dayInZone(moment, timeZone);

/**
 * A list's day filters (YYYY-MM-DD, whole days on the agency's calendar) as moments: `from` the
 * moment its day begins on the agency's clock, `to` the moment the day after it begins (`to`
 * includes its day), whatever the database's own zone. Bound as timestamptz, the lists'
 * created_at indexes answer them.
 */
export function onAgencyDays<F extends { from?: string | undefined; to?: string | undefined }>(
  f: F,
  timeZone: string,
): F {
  return {
    ...f,
    from: f.from ? dayStartInZone(f.from, timeZone) : f.from,
    to: f.to ? dayStartInZone(f.to, timeZone, 1) : f.to,
  };
}

/** A moment for a reader (mails): the day with the month's name and the time, on the agency's clock. */
export function formatAgencyMoment(moment: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-IQ' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(moment);
}

/** "Baghdad time" / "بتوقيت بغداد": said once wherever a time could be read on another clock. */
export const agencyZoneLabel = (locale: Locale, timeZone: string): string => timeZoneLabel(locale, timeZone);

const exportFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in an export cell: `YYYY-MM-DD HH:MM:SS` on the agency's clock (the header names it). */
export function exportMoment(moment: Date | string, timeZone: string): string {
  let f = exportFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    exportFormats.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(moment)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** An export column's header with its `{zone}` named: `Submitted at (Asia/Baghdad)`. */
export const exportHeader = (header: string, timeZone: string) => header.replace('{zone}', timeZone);
