import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A textarea framed as components/field.tsx frames inputs (label, hint, error, aria wiring). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, hint, error, id, ...textarea },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint ? (
        <span className="hint" id={`${fieldId}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="error" id={`${fieldId}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
});
