import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FormTextInputProps = Omit<TextFieldProps, 'error' | 'helperText' | 'name' | 'onChange' | 'onBlur'> & {
  field: UseFormRegisterReturn;
  /** The translated error message, if any. */
  error?: string;
  helperText?: string;
  /** Arabic inputs read right-to-left, codes and numbers left-to-right, whatever the page direction. */
  dir?: 'ltr' | 'rtl';
};

/** A TextField wired to react-hook-form's register(), with the error shown under the input. */
export function FormTextInput({ field, error, helperText, dir, slotProps, ...props }: FormTextInputProps) {
  const { ref, ...register } = field;
  return (
    <TextField
      {...props}
      {...register}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { dir, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
