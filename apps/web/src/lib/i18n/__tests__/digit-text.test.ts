import { describe, expect, it } from 'vitest';
import {
  cleanDigitInput,
  fieldDigits,
  localizeDigits,
  parseWholeNumber,
  toWesternDigits,
  westernDigitsOnly,
} from '../digit-text';

describe('digit conversion', () => {
  it('reads Arabic-Indic and Persian digits as Western ones', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('IQD ١٬٢٥٠')).toBe('IQD 1٬250');
    expect(toWesternDigits('2026-03-15')).toBe('2026-03-15');
  });

  it('writes digits of any set in the wanted set, leaving other characters alone', () => {
    expect(localizeDigits('0123456789', 'arab')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(localizeDigits('۱۲3', 'arab')).toBe('١٢٣');
    expect(localizeDigits('١٢/۰3/2026', 'latn')).toBe('12/03/2026');
    expect(localizeDigits('15/03/2026', 'arab')).toBe('١٥/٠٣/٢٠٢٦');
    expect(localizeDigits('', 'arab')).toBe('');
  });

  it('round-trips every number through both sets', () => {
    for (const n of [0, 7, 10, 99, 1_250_000, 1_000_000_000_000]) {
      const shown = localizeDigits(String(n), 'arab');
      expect(shown).not.toMatch(/[0-9]/);
      expect(Number(toWesternDigits(shown))).toBe(n);
    }
  });

  it('shows Arabic-Indic digits only on Arabic pages with that setting', () => {
    expect(fieldDigits('ar', 'arab')).toBe('arab');
    expect(fieldDigits('ar', 'latn')).toBe('latn');
    expect(fieldDigits('en', 'arab')).toBe('latn');
  });

  it('keeps only the digits of typed text, as Western digits', () => {
    expect(westernDigitsOnly('١٢a٣ 4,5')).toBe('12345');
    expect(parseWholeNumber('١٥٠٬٠٠٠')).toBe(150_000);
    expect(parseWholeNumber('۲۵')).toBe(25);
    expect(parseWholeNumber('abc')).toBeUndefined();
    expect(parseWholeNumber('')).toBeUndefined();
  });
});

describe('cleaning a digits-only field after a keystroke', () => {
  it('reports Western digits and shows the page digits', () => {
    expect(cleanDigitInput('١٢5', 3, 'arab')).toEqual({ value: '125', display: '١٢٥', caret: 3 });
    expect(cleanDigitInput('١٢5', 3, 'latn')).toEqual({ value: '125', display: '125', caret: 3 });
    expect(cleanDigitInput('۱۲۳', 3, 'arab')).toEqual({ value: '123', display: '١٢٣', caret: 3 });
  });

  it('drops other characters and moves the caret back by those dropped before it', () => {
    // "12x|34": the x is dropped, the caret stays between 2 and 3.
    expect(cleanDigitInput('12x34', 3, 'latn')).toEqual({ value: '1234', display: '1234', caret: 2 });
    expect(cleanDigitInput('1,234', 5, 'arab')).toEqual({ value: '1234', display: '١٢٣٤', caret: 4 });
    expect(cleanDigitInput('-5', 2, 'latn').value).toBe('5');
    expect(cleanDigitInput('', 0, 'arab')).toEqual({ value: '', display: '', caret: 0 });
  });

  it('keeps the caret in the middle when a digit is typed there', () => {
    // "١٢|٤" then "3" typed at offset 2 → "١٢3٤", caret after the 3.
    expect(cleanDigitInput('١٢3٤', 3, 'arab')).toEqual({ value: '1234', display: '١٢٣٤', caret: 3 });
  });

  it('cuts at the limit', () => {
    expect(cleanDigitInput('12345', 5, 'latn', 3).value).toBe('123');
    expect(cleanDigitInput('12345', 5, 'latn', 3).caret).toBe(3);
  });
});
