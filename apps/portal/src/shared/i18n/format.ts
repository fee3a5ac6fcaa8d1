import { agencyTimeZone } from './agency-time';
import type { Locale } from './locale';

/** Iraqi Arabic writes Arabic-Indic digits; both languages count in whole dinars. */
const tag = (locale: Locale) => (locale === 'ar' ? 'ar-IQ' : 'en-IQ');

const money = new Map<Locale, Intl.NumberFormat>();
export function formatMoney(locale: Locale, amount: number): string {
  let f = money.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 });
    money.set(locale, f);
  }
  return f.format(amount);
}

export const formatNumber = (locale: Locale, n: number) => new Intl.NumberFormat(tag(locale)).format(n);

/** A year as a plain number (no grouping: ٢٠٢٦, never ٢٬٠٢٦). */
export const formatYear = (locale: Locale, year: number) =>
  new Intl.NumberFormat(tag(locale), { useGrouping: false }).format(year);

export const formatPercent = (locale: Locale, fraction: number) =>
  new Intl.NumberFormat(tag(locale), { style: 'percent' }).format(fraction);

const MB = 1024 * 1024;

/**
 * File sizes, the one way the portal writes them: "850 kB", "1.2 MB" in English; in Arabic the
 * units' full names ("٨٥٠ كيلوبايت", "١٫٢ ميغابايت") — ICU's short Arabic forms mix an
 * abbreviation (م.ب) with a full name (كيلوبايت). Never cut between number and unit.
 */
export function formatSize(locale: Locale, bytes: number): string {
  const big = bytes >= MB;
  return new Intl.NumberFormat(tag(locale), {
    style: 'unit',
    unit: big ? 'megabyte' : 'kilobyte',
    unitDisplay: locale === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  })
    .format(big ? bytes / MB : Math.max(1, bytes / 1024))
    .replace(/ /g, '\u00a0');
}

/** A limit given in megabytes (a requirement's `maxSizeMb`, the server's upload limits). */
export const formatMegabytes = (locale: Locale, mb: number) => formatSize(locale, mb * MB);

/** A moment on the agency's clock (AGENCY_TIME_ZONE), whatever the browser's zone. */
export function formatDate(locale: Locale, iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(tag(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: agencyTimeZone(),
  }).format(date);
}

/** A calendar day (YYYY-MM-DD: birth, travel) as written, never moved by a zone. */
export function formatDay(locale: Locale, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Declares a message's plural forms (English needs two, Arabic six; both share this type). */
export const forms = (f: PluralForms): PluralForms => f;

/** The form for `n` by the language's plural rules; `#` in it is replaced by the formatted number. */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  const rule = new Intl.PluralRules(tag(locale)).select(n);
  return (forms[rule] ?? forms.other).replace('#', formatNumber(locale, n));
}

/** A name or file name inside a sentence, isolated so Latin text keeps its order on Arabic pages. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
