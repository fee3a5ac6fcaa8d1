import type { Locale } from '@visadesk/contract';
import type { Digits } from './digits';

/**
 * Digits in text fields: what a person sees follows the page (Arabic-Indic ٠١٢ on Arabic pages
 * with the 'arab' setting, Western 012 otherwise), what they may type is any of the three sets
 * keyboards produce (Western, Arabic-Indic, and the Persian/Urdu ۰۱۲ of some Arabic layouts), and
 * what reaches forms and URLs is always Western. Pure: no React, no DOM.
 */

const ARABIC_INDIC_ZERO = 0x0660; // ٠
const PERSIAN_ZERO = 0x06f0; // ۰
const ANY_NON_WESTERN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
const ANY_DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/;

/** The digits a field shows: only Arabic pages can use Arabic-Indic ones. */
export function fieldDigits(locale: Locale, digits: Digits): Digits {
  return locale === 'ar' ? digits : 'latn';
}

/** ٠-٩ and ۰-۹ become 0-9; everything else is left alone. */
export function toWesternDigits(text: string): string {
  return text.replace(ANY_NON_WESTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/** Any digit of the three sets written in the wanted set; everything else is left alone. */
export function localizeDigits(text: string, digits: Digits): string {
  const western = toWesternDigits(text);
  if (digits === 'latn') return western;
  return western.replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)));
}

/**
 * Staff-written text (visa titles, descriptions, requirement names) in the page's digits: on an
 * Arabic page showing Arabic-Indic digits, "صالحة 30 يوماً" reads "صالحة ٣٠ يوماً". Web addresses
 * keep their digits; English pages and the Latin-digit setting show the text as written.
 */
export function localDigits(text: string, locale: string, digits: Digits): string {
  if (locale !== 'ar' || digits !== 'arab') return text;
  return text.replace(/(https?:\/\/\S+|www\.\S+)|[0-9]+/g, (m, url: string | undefined) =>
    url ? url : localizeDigits(m, 'arab'),
  );
}

export function isAnyDigit(char: string): boolean {
  return char.length === 1 && ANY_DIGIT.test(char);
}

/** Only the digits of `text`, as Western digits ("١٢a٣" → "123", "1,250" → "1250"). */
export function westernDigitsOnly(text: string): string {
  let out = '';
  for (const char of text) if (isAnyDigit(char)) out += toWesternDigits(char);
  return out;
}

/** A whole number typed in any digit set, or undefined when there is no digit at all. */
export function parseWholeNumber(text: string): number | undefined {
  const digits = westernDigitsOnly(text);
  return digits === '' ? undefined : Number(digits);
}

export interface DigitEdit {
  /** Western digits only: what the form or the URL receives. */
  value: string;
  /** The same digits in the set the field shows. */
  display: string;
  /** Where the caret goes in `display`, so typing in the middle does not jump to the end. */
  caret: number;
}

/**
 * Cleans what the browser put in a digits-only field after a keystroke or a paste: drops
 * everything that is not a digit, converts the rest, cuts to `maxLength` digits and moves the
 * caret by the characters dropped before it.
 */
export function cleanDigitInput(
  raw: string,
  caret: number | null,
  digits: Digits,
  maxLength = Number.POSITIVE_INFINITY,
): DigitEdit {
  const chars = Array.from(raw);
  const before = caret ?? raw.length;
  let value = '';
  let caretOut = 0;
  let seen = 0; // UTF-16 units read so far, to compare with the browser's caret offset
  for (const char of chars) {
    const keep = isAnyDigit(char) && value.length < maxLength;
    if (keep) value += toWesternDigits(char);
    seen += char.length;
    if (seen <= before && keep) caretOut += 1;
  }
  return { value, display: localizeDigits(value, digits), caret: caretOut };
}
