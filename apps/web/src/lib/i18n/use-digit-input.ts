import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { cleanDigitInput, fieldDigits, localizeDigits } from './digit-text';
import { useFormatters } from './format';

interface DigitInputOptions {
  /** The field's digits as Western digits ('' when empty). */
  value: string;
  /** Called with Western digits only, whatever was typed or pasted. */
  onChange(value: string): void;
  /** At most this many digits are kept. */
  maxLength?: number;
}

/**
 * Props for a digits-only text input that shows the page's digits (Arabic-Indic on Arabic pages
 * with the 'arab' setting) and accepts Western, Arabic-Indic and Persian digits alike. Keeps the
 * caret where the person typed even though the text is rewritten under it.
 */
export function useDigitInput({ value, onChange, maxLength }: DigitInputOptions) {
  const { locale, digits } = useFormatters();
  const shown = fieldDigits(locale, digits);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // React writes the rewritten text into the input, which moves the caret to the end: put it back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current !== null && input && input === document.activeElement) {
      input.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return {
    inputRef,
    display: localizeDigits(value, shown),
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const input = event.target;
      const edit = cleanDigitInput(input.value, input.selectionStart, shown, maxLength);
      if (edit.value === value) {
        // Nothing to re-render (a letter typed, a digit past the limit): undo it in place.
        if (input.value !== edit.display) {
          input.value = edit.display;
          input.setSelectionRange(edit.caret, edit.caret);
        }
        return;
      }
      caret.current = edit.caret;
      onChange(edit.value);
    },
  };
}
