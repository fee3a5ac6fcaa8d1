import type { ApiError } from '@visadesk/client';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A field's error texts: `invalid` for anything, `required` for an empty field, and one per zod
 * issue code (too_small, too_big, invalid_format, custom) where the field says more.
 */
export type FieldTexts = { invalid: string; required?: string } & Partial<Record<string, string>>;

/** The contract's zod messages are English: the field's own localized text replaces them. */
export function fieldText(
  errors: FieldErrors,
  name: string,
  value: unknown,
  texts: FieldTexts,
): string | undefined {
  const error = errors[name] as FieldError | undefined;
  if (!error) return undefined;
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty && texts.required) return texts.required;
  return texts[error.type] ?? texts.invalid;
}

/**
 * Puts the server's validation refusals ("body.password: must contain a digit") on their fields.
 * Answers whether every refusal found a field; if not, the caller shows the whole error.
 */
export function setServerErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (error.status !== 400 || error.details.length === 0) return false;
  let all = true;
  for (const detail of error.details) {
    const field = /^body\.([A-Za-z]+)\b/.exec(detail)?.[1] as Path<T> | undefined;
    if (field && fields.includes(field)) setError(field, { type: 'server' }, { shouldFocus: true });
    else all = false;
  }
  return all;
}

const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;
/** Arabic-Indic (U+0660…) and Persian (U+06F0…) digits as ASCII digits. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });

/** Iraqi keyboards type Arabic-Indic digits; the API's phone rule takes ASCII ones. */
export function normalizePhone(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const ascii = asciiDigits(value).trim();
  return ascii === '' ? undefined : ascii;
}

/**
 * Shows typed Arabic-Indic digits as ASCII at once: in the left-to-right phone box, groups of
 * Arabic-Indic digits would otherwise be laid out right to left, in reverse order.
 */
export function withAsciiDigits<E extends { target: EventTarget }>(onChange: (event: E) => unknown) {
  return (event: E) => {
    const input = event.target as HTMLInputElement;
    if (ARABIC_DIGIT.test(input.value)) input.value = asciiDigits(input.value);
    return onChange(event);
  };
}
