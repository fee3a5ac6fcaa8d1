import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { i18nErrorMap } from './zod-messages';

/** Messages carry an i18n key, and its values after a `|` as JSON: `ui.validation.min|{"min":1}`. */
const PARAMS_SEPARATOR = '|';
const KEY_PREFIXES = ['validation.', 'ui.validation.', 'catalog.validation.'];

function withValues(key: string, values: Record<string, number>): string {
  return `${key}${PARAMS_SEPARATOR}${JSON.stringify(values)}`;
}

/**
 * The zod error map of the back-office forms: i18nErrorMap's keys (required, email, too long),
 * plus number and list rules with their limits. Pass it to zodResolver as `{ error: formErrorMap }`.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  // An emptied number input reads as NaN: that is "required", not "not a number".
  if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'validation.required';
  if (issue.code === 'invalid_type' && issue.expected === 'int' && typeof issue.input === 'number') {
    return 'ui.validation.wholeNumber';
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return withValues('ui.validation.min', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'number') return withValues('ui.validation.max', { max });
    if (issue.origin === 'array') return withValues('ui.validation.maxItems', { max });
    if (issue.origin === 'string' && issue.input !== '')
      return withValues('ui.validation.maxLength', { max });
  }
  return i18nErrorMap(issue) ?? 'ui.validation.invalid';
};

export interface FieldErrorLike {
  message?: string;
}

export interface TranslateOptions {
  /**
   * The key to show when the schema wrote its own (English, API-facing) message — a regex or
   * refine text outranks any error map in zod — e.g. 'catalog.validation.iso2'.
   */
  customKey?: string;
  /** Formats the limits in messages (the active locale and digit setting). */
  formatNumber?(value: number): string;
  /** The field's value: an empty one reads "required" even when a regex rule tripped. */
  value?: unknown;
}

/** Turns a react-hook-form field error from the map above into text in the active language. */
export function translateFieldError(
  t: TFunction,
  error: FieldErrorLike | undefined,
  options: TranslateOptions = {},
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  const cut = message.indexOf(PARAMS_SEPARATOR);
  const key = cut === -1 ? message : message.slice(0, cut);
  if (!KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) {
    if (typeof options.value === 'string' && options.value.trim() === '') return t('validation.required');
    return t(options.customKey ?? 'ui.validation.invalid');
  }
  let values: Record<string, unknown> = {};
  if (cut !== -1) {
    try {
      values = JSON.parse(message.slice(cut + 1)) as Record<string, unknown>;
    } catch {
      values = {};
    }
  }
  const format = options.formatNumber;
  const shown = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' && format ? format(value) : value,
    ]),
  );
  return t(key, shown);
}
