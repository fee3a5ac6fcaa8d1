import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import type { FieldBinding } from '../lib/forms/bind-field';
import { useDigitInput } from '../lib/i18n/use-digit-input';

interface FormNumberInputProps {
  field: FieldBinding<number>;
  label: string;
  error?: string;
  helperText?: string;
  min?: number;
  max?: number;
  required?: boolean;
  disabled?: boolean;
  /** A unit shown at the end, e.g. "days" or "IQD". */
  unit?: ReactNode;
}

const asText = (value: number) => (Number.isFinite(value) ? String(value) : '');

/**
 * A whole-number field: an empty box is NaN (the schema reports it as required) rather than 0.
 *
 * A text input rather than `type="number"`, which can only show Western digits: it shows the
 * page's digits (Arabic-Indic on Arabic pages), accepts any digit set and reports plain numbers.
 * It keeps the number input's semantics: role spinbutton with its value and bounds, and the
 * arrow keys step by one within the bounds.
 */
export function FormNumberInput({
  field,
  label,
  error,
  helperText,
  min,
  max,
  required,
  disabled,
  unit,
}: FormNumberInputProps) {
  // What is typed (Western digits), so leading zeros do not vanish under the caret.
  const [text, setText] = useState(() => asText(field.value));
  // The form changed the value itself (reset, loaded record): show it.
  useEffect(() => {
    setText((current) =>
      Object.is(Number(current || Number.NaN), field.value) ? current : asText(field.value),
    );
  }, [field.value]);

  const report = (next: string) => {
    setText(next);
    field.onChange(next === '' ? Number.NaN : Number(next));
  };
  const digits = useDigitInput({
    value: text,
    onChange: report,
    maxLength: max === undefined ? 15 : String(max).length,
  });

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = Number.isFinite(field.value) ? field.value : undefined;
    let next = current === undefined ? (min ?? 0) : current + (event.key === 'ArrowUp' ? 1 : -1);
    next = Math.max(min ?? 0, max === undefined ? next : Math.min(max, next));
    if (next !== current) report(String(next));
  };

  const hasValue = Number.isFinite(field.value);
  return (
    <TextField
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={digits.display}
      onChange={digits.onChange}
      onKeyDown={step}
      error={Boolean(error)}
      helperText={error ?? helperText}
      inputRef={digits.inputRef}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          role: 'spinbutton',
          'aria-valuenow': hasValue ? field.value : undefined,
          'aria-valuetext': hasValue ? digits.display : undefined,
          'aria-valuemin': min,
          'aria-valuemax': max,
        },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
