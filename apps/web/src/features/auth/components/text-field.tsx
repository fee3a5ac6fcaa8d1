import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  /** Emails, passwords and codes read left-to-right even in Arabic. */
  dir?: 'ltr' | 'rtl';
  error?: string;
  helperText?: string;
  endAdornment?: ReactNode;
}

/** A labelled input with its error or hint below; plain HTML, styled by login.css. */
export function TextField({
  id,
  label,
  field,
  error,
  helperText,
  endAdornment,
  dir,
  ...input
}: TextFieldProps) {
  const help = error ?? helperText;
  return (
    <div className={`login-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id} elementtiming={id}>
        {label}
      </label>
      {/* The direction sits on the wrapper so the adornment follows the text, not the page. */}
      <div className={`login-input${endAdornment ? ' has-end' : ''}`} dir={dir}>
        <input
          {...field}
          {...input}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={help ? `${id}-help` : undefined}
        />
        {endAdornment}
      </div>
      {help && (
        <p id={`${id}-help`} className="login-help">
          {help}
        </p>
      )}
    </div>
  );
}
