/**
 * The agency's clock (AGENCY_TIME_ZONE, ADR 0033), shared by the API, the back office and the
 * portal: what a zone name may be, what day a moment falls on there, and how the zone is said to
 * a reader. Plain Intl, no dependencies: the pages import it through `@visadesk/contract/time-zone`.
 */

/** The zone when none is configured, and the pages' fallback when the server named none. */
export const DEFAULT_AGENCY_TIME_ZONE = 'Asia/Baghdad';

/** The `<meta name>` the server writes the zone into on every page it serves. */
export const AGENCY_TIME_ZONE_META = 'agency-time-zone';

/** An IANA zone name Intl knows (`Asia/Baghdad`, `UTC`); offsets such as `+03:00` are refused. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical spelling (`asia/baghdad` → `Asia/Baghdad`). */
export const canonicalTimeZone = (name: string) =>
  new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) a moment falls on in the zone: what "today" means there. */
export function dayInZone(moment: Date, timeZone: string): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-CA writes YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f.format(moment);
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(moment: number, timeZone: string): number {
  let f = wallFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(moment)).map((x) => [x.type, Number(x.value)]));
  return (
    Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - Math.floor(moment / 1000) * 1000
  );
}

/**
 * The moment (ISO) a calendar day (YYYY-MM-DD) begins in the zone, `days` later:
 * 2026-11-28 in Asia/Baghdad begins at 2026-11-27T21:00:00.000Z. What a day filter compares with.
 */
export function dayStartInZone(day: string, timeZone: string, days = 0): string {
  const midnight = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST change).
  const guess = midnight - offsetAt(midnight, timeZone);
  return new Date(midnight - offsetAt(guess, timeZone)).toISOString();
}

/**
 * The zone as a reader says it, to follow a time or end a sentence: "Baghdad time",
 * "بتوقيت بغداد". English names the zone's city; Arabic takes Intl's name of the zone
 * ("توقيت نيويورك") with the preposition, as in "٢:١٢ م (بتوقيت بغداد)".
 */
export function timeZoneLabel(locale: 'en' | 'ar', timeZone: string): string {
  if (timeZone === DEFAULT_AGENCY_TIME_ZONE) return locale === 'ar' ? 'بتوقيت بغداد' : 'Baghdad time';
  if (locale === 'en') return `${(timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')} time`;
  const name = new Intl.DateTimeFormat('ar', { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? `ب${name}` : timeZone;
}
