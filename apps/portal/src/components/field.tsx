import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

interface FieldFrameProps extends FrameProps {
  id: string;
  children: ReactNode;
}

/** Label, control, hint and error, tied together for screen readers (aria-describedby). */
function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The control's id (given or generated) and its aria wiring to the frame's hint and error. */
function useControl(id: string | undefined, hint: unknown, error: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  return {
    fieldId,
    aria: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(fieldId, hint, error),
    },
  };
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & FrameProps;

/** A text-like input for react-hook-form's `register(...)` (ref forwarded). */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, hint, error, id, ...input },
  ref,
) {
  const { fieldId, aria } = useControl(id, hint, error);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
      <input ref={ref} {...aria} {...input} />
    </FieldFrame>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & FrameProps & { children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, hint, error, id, children, ...select },
  ref,
) {
  const { fieldId, aria } = useControl(id, hint, error);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
      <select ref={ref} {...aria} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FrameProps;

/** A multi-line text (six rows unless told) for react-hook-form's `register(...)`. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, hint, error, id, rows = 6, ...textarea },
  ref,
) {
  const { fieldId, aria } = useControl(id, hint, error);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
      <textarea ref={ref} rows={rows} {...aria} {...textarea} />
    </FieldFrame>
  );
});
