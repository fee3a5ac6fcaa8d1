import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Locale } from '@visadesk/contract';
import dayjs from 'dayjs';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import type { TFunction } from 'i18next';
import { localizeDigits, toWesternDigits } from './digit-text';
import type { Digits } from './digits';

/**
 * The date pickers' locale (MUI X with dayjs). Imported by the date field only, so dayjs and the
 * pickers stay in the lazily loaded page chunks and never reach the sign-in page.
 *
 * Arabic is built from Intl's `ar-IQ` (the tag the rest of the app formats dates with), so the
 * pickers name the months as the tables do (كانون الثاني, شباط …) and start the week on Saturday.
 * dayjs' own `ar` locale always writes Arabic-Indic digits and its `ar-iq` never does (and has a
 * stray space in a month name), so there are two locales here, one per digit setting: MUI X derives
 * the digits a field shows and accepts from how the locale writes seconds 0-9.
 */

dayjs.extend(preParsePostFormat);

export const AR_ARAB = 'visadesk-ar-arab';
export const AR_LATN = 'visadesk-ar-latn';

function intlNames(options: Intl.DateTimeFormatOptions, count: number, at: (i: number) => number): string[] {
  const format = new Intl.DateTimeFormat('ar-IQ-u-nu-latn', { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
}

function arabicLocale(name: string, digits: Digits) {
  // 2000-01-02 was a Sunday: dayjs lists weekdays from Sunday.
  const weekday = (i: number) => Date.UTC(2000, 0, 2 + i);
  const months = intlNames({ month: 'long' }, 12, (i) => Date.UTC(2000, i, 15));
  const weekdays = intlNames({ weekday: 'long' }, 7, weekday);
  return {
    name,
    months,
    monthsShort: months,
    weekdays,
    weekdaysShort: weekdays,
    // One letter each (ح ن ث ر خ ج س): the calendar's column heads.
    weekdaysMin: intlNames({ weekday: 'narrow' }, 7, weekday),
    weekStart: 6,
    ordinal: (n: number) => n,
    formats: {
      LT: 'HH:mm',
      LTS: 'HH:mm:ss',
      L: 'DD/MM/YYYY',
      LL: 'D MMMM YYYY',
      LLL: 'D MMMM YYYY HH:mm',
      LLLL: 'dddd D MMMM YYYY HH:mm',
    },
    relativeTime: {},
    meridiem: (hour: number) => (hour < 12 ? 'ص' : 'م'),
    preparse: toWesternDigits,
    postformat: (text: string) => localizeDigits(text, digits),
  };
}

let registered = false;
function registerArabic(): void {
  if (registered) return;
  registered = true;
  // `true`: register without making it dayjs' global locale.
  dayjs.locale(arabicLocale(AR_ARAB, 'arab'), undefined, true);
  dayjs.locale(arabicLocale(AR_LATN, 'latn'), undefined, true);
}

/** The dayjs locale name for the page: dayjs' built-in English, or one of the Arabic ones above. */
export function pickerAdapterLocale(locale: Locale, digits: Digits): string {
  if (locale !== 'ar') return 'en';
  registerArabic();
  return digits === 'arab' ? AR_ARAB : AR_LATN;
}

/**
 * MUI X's dayjs adapter, reading typed days in the Arabic-Indic locale too. It parses strictly,
 * which in dayjs means "formatting the result gives the input back" — never true once the locale
 * writes Arabic-Indic digits, so every typed day would be invalid. The twin Western-digit locale
 * (same names, same week) parses, and the day then takes the page's locale back.
 */
export class DigitsAdapter extends AdapterDayjs {
  override parse = (value: string, format: string): dayjs.Dayjs | null => {
    if (value === '') return null;
    const twin = this.locale === AR_ARAB ? AR_LATN : this.locale;
    const day = dayjs(toWesternDigits(value), format, twin, true);
    return twin !== this.locale && day.isValid() ? day.locale(AR_ARAB) : day;
  };
}

/**
 * How a typed day is laid out. MUI X lays a field's parts out left to right even on right-to-left
 * pages (its arrow keys follow that order) and, for right-to-left languages, expects the format in
 * that visual order. So Arabic is written year/month/day: it shows "٢٠٢٦/٠٣/١٥" from the left,
 * which reads day, month, year from the right, as Intl writes ar-IQ dates in the tables.
 */
export function pickerFieldFormat(locale: Locale): string {
  return locale === 'ar' ? 'YYYY/MM/DD' : 'MM/DD/YYYY';
}

/**
 * Every text a date picker shows or announces, from our messages. MUI X 9 ships no Arabic pack,
 * and its English defaults would otherwise leak into Arabic pages. Time and range texts are left
 * out: the app has no time or range pickers.
 */
export function pickerLocaleText(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    openPreviousView: t('dates.openPreviousView'),
    openNextView: t('dates.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('dates.yearViewIsOpen') : t('dates.calendarViewIsOpen'),
    cancelButtonLabel: t('dates.cancel'),
    clearButtonLabel: t('dates.clear'),
    okButtonLabel: t('dates.ok'),
    todayButtonLabel: t('dates.today'),
    nextStepButtonLabel: t('dates.next'),
    datePickerToolbarTitle: t('dates.selectDate'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? t('dates.chooseDateSelected', { date: formattedDate }) : t('dates.chooseDate'),
    fieldClearLabel: t('dates.clear'),
    dateTableLabel: t('dates.dateTable'),
    calendarWeekNumberHeaderLabel: t('dates.weekNumber'),
    calendarWeekNumberHeaderText: '#',
    calendarWeekNumberAriaLabelText: (week) => t('dates.week', { week }),
    calendarWeekNumberText: (week) => String(week),
    fieldYearPlaceholder: () => t('dates.placeholder.year'),
    fieldMonthPlaceholder: () => t('dates.placeholder.month'),
    fieldDayPlaceholder: () => t('dates.placeholder.day'),
    fieldWeekDayPlaceholder: () => t('dates.weekDay'),
    year: t('dates.year'),
    month: t('dates.month'),
    day: t('dates.day'),
    weekDay: t('dates.weekDay'),
    empty: t('dates.empty'),
  };
}

/**
 * 'YYYY-MM-DD' → a dayjs day in the picker's locale (`pickerAdapterLocale`), or null. The locale
 * matters: MUI X compares days by formatting both, so a day in dayjs' default English locale never
 * equals a calendar day written in Arabic-Indic digits, and the calendar would not mark it.
 */
export function dayFromIso(value: string | undefined, locale = 'en'): dayjs.Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value);
  return day.isValid() && day.format('YYYY-MM-DD') === value ? day.locale(locale) : null;
}

/** A day as the URL keeps it: always Western digits, whatever the locale writes. */
export function isoFromDay(day: dayjs.Dayjs): string {
  return toWesternDigits(day.format('YYYY-MM-DD'));
}
