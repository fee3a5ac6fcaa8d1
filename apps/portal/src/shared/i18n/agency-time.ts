import {
  AGENCY_TIME_ZONE_META,
  DEFAULT_AGENCY_TIME_ZONE,
  dayInZone,
  isTimeZone,
  timeZoneLabel,
} from '@visadesk/contract/time-zone';
import type { Locale } from './locale';

/**
 * The agency's clock (ADR 0033). The server sets it at start (`setAgencyTimeZone`, from
 * AGENCY_TIME_ZONE) and writes it into every page's `<meta name="agency-time-zone">`; in the
 * browser it is read from there before anything renders. One zone per process.
 */
type Page = { querySelector(selector: string): { getAttribute(name: string): string | null } | null };

function fromPage(): string | null {
  // No DOM on the server (this module is rendered there too, and compiled without the DOM's types).
  const page = (globalThis as { document?: Page }).document;
  const zone = page?.querySelector(`meta[name="${AGENCY_TIME_ZONE_META}"]`)?.getAttribute('content');
  return zone && isTimeZone(zone) ? zone : null;
}

let zone = fromPage() ?? DEFAULT_AGENCY_TIME_ZONE;

export const agencyTimeZone = () => zone;

/** The server's AGENCY_TIME_ZONE, given once at start (plugins/portal.ts). */
export function setAgencyTimeZone(timeZone: string) {
  zone = timeZone;
}

/** Today on the agency's clock (YYYY-MM-DD): the day travel dates are checked against. */
export const agencyToday = (now: Date = new Date()) => dayInZone(now, zone);

/** "Baghdad time" / "بتوقيت بغداد". */
export const agencyZoneLabel = (locale: Locale) => timeZoneLabel(locale, zone);
