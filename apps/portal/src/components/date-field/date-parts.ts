import { latinDigits, localDigits } from '../../shared/i18n/digits';
import type { Locale } from '../../shared/i18n/locale';

// The date field keeps three parts — day, month, year — and gives the form the `YYYY-MM-DD` the
// API takes. A date typed only in part gives a value the contract refuses (so the form says
// "enter a full date"), never a guess.

export interface DateParts {
  day: string;
  /** 1–12 as text, or '' while no month is chosen. */
  month: string;
  year: string;
}

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The form's value as parts: a full day (`1991-04-02` → 2, 4, 1991), or what `joinParts` kept. */
export function splitIso(value: string): DateParts {
  const full = ISO.exec(value);
  if (full) return { day: String(Number(full[3])), month: String(Number(full[2])), year: full[1]! };
  if (!value) return EMPTY_PARTS;
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

export const isEmpty = (p: DateParts) => !p.day && !p.month && !p.year;

/**
 * The parts as the form's value: '' when all are empty (the field is then missing), `YYYY-MM-DD`
 * when all are there, else the parts joined as typed (`1991--2`), which no date rule accepts.
 */
export function joinParts(p: DateParts): string {
  if (isEmpty(p)) return '';
  if (/^\d{1,2}$/.test(p.day) && /^\d{1,2}$/.test(p.month) && /^\d{4}$/.test(p.year))
    return `${p.year}-${p.month.padStart(2, '0')}-${p.day.padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}`;
}

/** What was typed into the day or the year, in any digits, as Latin digits only (at most `max`). */
export const typedNumber = (typed: string, max: number) =>
  latinDigits(typed).replace(/\D/g, '').slice(0, max);

/** A part as the page shows it: Arabic-Indic digits on Arabic pages. */
export const shownNumber = (locale: Locale, value: string) => localDigits(locale, value);

const tag = (locale: Locale) => (locale === 'ar' ? 'ar-IQ' : 'en-GB');

/**
 * The twelve months in the page's language (Iraq's names in Arabic: كانون الثاني, شباط, …), each
 * with its number, as passports and forms write months in numbers too.
 */
export function monthOptions(locale: Locale): { value: string; label: string }[] {
  const name = new Intl.DateTimeFormat(tag(locale), { month: 'long', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(tag(locale), { minimumIntegerDigits: 2 });
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: `${number.format(i + 1)} – ${name.format(Date.UTC(2000, i, 1))}`,
  }));
}
