import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormTextFieldProps {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Emails, passwords and codes read left-to-right even in Arabic. */
  dir?: 'ltr' | 'rtl';
  error?: string;
  helperText?: string;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field built from MUI's parts: TextField itself imports Select (and with it
 * Menu, Popover and Modal), which the sign-in page does not need.
 */
export function FormTextField({ id, label, field, error, helperText, dir, ...input }: FormTextFieldProps) {
  const { ref, ...register } = field;
  const help = error ?? helperText;
  return (
    <FormControl fullWidth size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...register}
        {...input}
        id={id}
        label={label}
        inputRef={ref}
        inputProps={{ dir, 'aria-describedby': help ? `${id}-help` : undefined }}
      />
      {help && <FormHelperText id={`${id}-help`}>{help}</FormHelperText>}
    </FormControl>
  );
}
