import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldBinding } from '../lib/forms/bind-field';

interface FormNumberInputProps {
  field: FieldBinding<number>;
  label: string;
  error?: string;
  helperText?: string;
  min?: number;
  max?: number;
  required?: boolean;
  /** A unit shown at the end, e.g. "days" or "IQD". */
  unit?: ReactNode;
}

/**
 * A whole-number field: an empty box is NaN (the schema reports it as required) rather than 0.
 */
export function FormNumberInput({
  field,
  label,
  error,
  helperText,
  min,
  max,
  required,
  unit,
}: FormNumberInputProps) {
  return (
    <TextField
      type="number"
      label={label}
      required={required}
      name={field.name}
      value={Number.isNaN(field.value) ? '' : field.value}
      onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { min, max, step: 1, inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
