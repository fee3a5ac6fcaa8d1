import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import {
  DigitsAdapter,
  dayFromIso,
  isoFromDay,
  pickerAdapterLocale,
  pickerFieldFormat,
  pickerLocaleText,
} from '../picker-locale';

describe('the date pickers in Arabic', () => {
  it('write Arabic-Indic digits and the Iraqi month names with the arab setting', () => {
    const day = dayjs('2026-03-15').locale(pickerAdapterLocale('ar', 'arab'));
    expect(day.format(pickerFieldFormat('ar'))).toBe('٢٠٢٦/٠٣/١٥');
    expect(day.format('MMMM YYYY')).toBe('آذار ٢٠٢٦');
    expect(day.format('dddd')).toBe('الأحد');
  });

  it('write Western digits with the latn setting, same month names', () => {
    const day = dayjs('2026-11-05').locale(pickerAdapterLocale('ar', 'latn'));
    expect(day.format(pickerFieldFormat('ar'))).toBe('2026/11/05');
    expect(day.format('MMMM')).toBe('تشرين الثاني');
  });

  it('start the week on Saturday and head the columns with one letter each', () => {
    const day = dayjs('2026-03-15').locale(pickerAdapterLocale('ar', 'arab')); // a Sunday
    expect(day.startOf('week').format('YYYY-MM-DD')).toBe('٢٠٢٦-٠٣-١٤');
    expect(day.format('dd')).toBe('ح');
  });

  it('give MUI X the digits each setting shows, so the field shows and accepts them', () => {
    // MUI X reads the field's digits from how the locale writes seconds 0-9.
    const digitsOf = (locale: string) => {
      const adapter = new AdapterDayjs({ locale });
      const now = adapter.date(undefined);
      return Array.from({ length: 10 }, (_, s) => adapter.formatByString(adapter.setSeconds(now, s), 's'));
    };
    expect(digitsOf(pickerAdapterLocale('ar', 'arab')).join('')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(digitsOf(pickerAdapterLocale('ar', 'latn')).join('')).toBe('0123456789');
    expect(digitsOf(pickerAdapterLocale('en', 'arab')).join('')).toBe('0123456789');
  });

  it('read a typed day back in the Arabic-Indic locale (the field parses what it assembled)', () => {
    const locale = pickerAdapterLocale('ar', 'arab');
    const adapter = new DigitsAdapter({ locale });
    const typed = adapter.parse('2026/03/15', pickerFieldFormat('ar'));
    expect(typed?.isValid()).toBe(true);
    expect(typed && isoFromDay(typed)).toBe('2026-03-15');
    expect(typed?.locale()).toBe(locale);
    expect(adapter.parse('٢٠٢٦/٠٣/١٥', pickerFieldFormat('ar'))?.isValid()).toBe(true);
    expect(adapter.parse('2026/02/31', pickerFieldFormat('ar'))?.isValid()).toBe(false);
    expect(adapter.parse('', pickerFieldFormat('ar'))).toBeNull();
    // MUI X's own adapter parses strictly by formatting back, which the Arabic-Indic digits defeat.
    expect(new AdapterDayjs({ locale }).parse('2026/03/15', pickerFieldFormat('ar'))?.isValid()).toBe(false);
  });

  it('give the picker days it can compare with its calendar days (the calendar marks the value)', () => {
    const locale = pickerAdapterLocale('ar', 'arab');
    const adapter = new DigitsAdapter({ locale });
    const calendarDay = adapter.date('2026-03-15');
    expect(adapter.isSameDay(dayFromIso('2026-03-15', locale) as dayjs.Dayjs, calendarDay)).toBe(true);
    // A day in dayjs' English locale writes other digits, and MUI X compares days by writing them.
    expect(adapter.isSameDay(dayFromIso('2026-03-15') as dayjs.Dayjs, calendarDay)).toBe(false);
  });

  it('keep ISO days with Western digits in and out', () => {
    const picked = dayjs('2026-03-15').locale(pickerAdapterLocale('ar', 'arab'));
    expect(isoFromDay(picked)).toBe('2026-03-15');
    expect(dayFromIso('2026-03-15')?.date()).toBe(15);
    expect(dayFromIso('2026-02-30')).toBeNull();
    expect(dayFromIso('15/03/2026')).toBeNull();
    expect(dayFromIso(undefined)).toBeNull();
  });

  it('take every text from the messages, none left in English', () => {
    const messages = ar as unknown as Record<string, unknown>;
    const lookup = (key: string): string => {
      let node: unknown = messages;
      for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
      if (typeof node !== 'string') throw new Error(`missing message ${key}`);
      return node;
    };
    const t = ((key: string, values?: Record<string, unknown>) =>
      lookup(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
        String(values?.[name]),
      )) as unknown as TFunction;
    const text = pickerLocaleText(t);
    const shown = [
      text.previousMonth,
      text.nextMonth,
      text.clearButtonLabel,
      text.todayButtonLabel,
      text.fieldClearLabel,
      text.datePickerToolbarTitle,
      text.openDatePickerDialogue?.(null),
      text.openDatePickerDialogue?.('١٥ آذار ٢٠٢٦'),
      text.calendarViewSwitchingButtonAriaLabel?.('day'),
      text.fieldDayPlaceholder?.({ format: 'DD' }),
      text.fieldYearPlaceholder?.({ format: 'YYYY', digitAmount: 4 }),
    ];
    for (const value of shown) {
      expect(value).toBeTruthy();
      expect(value).not.toMatch(/[A-Za-z]/);
    }
    expect(text.openDatePickerDialogue?.('١٥ آذار ٢٠٢٦')).toContain('١٥ آذار ٢٠٢٦');
  });
});
