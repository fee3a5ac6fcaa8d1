import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/format';
import { type FieldErrorLike, translateFieldError } from './form-errors';

/**
 * `fieldError(errors.nameEn)` → the message in the active language, with localized digits.
 * `customKey` and `value` are for rules whose schema writes its own message (see translateFieldError).
 */
export function useFieldError() {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  return useCallback(
    (error: FieldErrorLike | undefined, customKey?: string, value?: unknown) =>
      translateFieldError(t, error, { customKey, value, formatNumber: (n) => formatNumber(n) }),
    [t, formatNumber],
  );
}
