import type { Locale } from '@visadesk/contract';
import {
  AGENCY_TIME_ZONE_META,
  DEFAULT_AGENCY_TIME_ZONE,
  dayInZone,
  isTimeZone,
  timeZoneLabel,
} from '@visadesk/contract/time-zone';

/**
 * The agency's clock (ADR 0033): the server writes AGENCY_TIME_ZONE into every page it serves
 * (`<meta name="agency-time-zone">`, plugins/spa.ts), read here once, before any date renders.
 * Without it (the Vite dev server) the default zone is used.
 */
function fromPage(): string | null {
  if (typeof document === 'undefined') return null;
  const zone = document.querySelector(`meta[name="${AGENCY_TIME_ZONE_META}"]`)?.getAttribute('content');
  return zone && isTimeZone(zone) ? zone : null;
}

export const AGENCY_TIME_ZONE: string = fromPage() ?? DEFAULT_AGENCY_TIME_ZONE;

/** Today on the agency's clock (YYYY-MM-DD): the dashboard's days are the agency's. */
export const agencyToday = (now: Date = new Date()) => dayInZone(now, AGENCY_TIME_ZONE);

/** "Baghdad time" / "بتوقيت بغداد": said once where times are listed. */
export const agencyZoneLabel = (locale: Locale) => timeZoneLabel(locale, AGENCY_TIME_ZONE);
