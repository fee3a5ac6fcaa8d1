import { forwardRef, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import {
  type DateParts,
  isEmpty,
  joinParts,
  monthOptions,
  shownNumber,
  splitIso,
  typedNumber,
} from './date-parts';

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** `YYYY-MM-DD`, '' when empty, or the parts of a date typed in part (see joinParts). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The hidden input's name: a plain form post sends the same `YYYY-MM-DD`. */
  name: string;
  id?: string;
  /** `bday` fills the three parts from the browser's saved birthday. */
  autoComplete?: string;
  required?: boolean;
}

/**
 * A date as people here write it — day, month by name, year — in the page's language and digits,
 * without a calendar widget: three labelled controls in a fieldset, typed in any digits, giving
 * the form the `YYYY-MM-DD` the API takes. The ref is the day's input (focused on an error).
 */
export const DateField = forwardRef<HTMLInputElement, Props>(function DateField(
  { label, hint, error, value, onChange, onBlur, name, id, autoComplete, required },
  ref,
) {
  const locale = useLocale();
  const { common } = useMessages();
  const t = common.dateParts;
  const auto = useId();
  const base = id ?? auto;
  const months = useMemo(() => monthOptions(locale), [locale]);
  const [parts, setParts] = useState<DateParts>(() => splitIso(value));
  // A value set from outside (a restored draft, the server's copy) replaces what was typed.
  const emitted = useRef(value);
  if (value !== emitted.current) {
    emitted.current = value;
    setParts(splitIso(value));
  }

  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    const joined = joinParts(next);
    emitted.current = joined;
    onChange(joined);
  };

  const describedBy =
    [hint ? `${base}-hint` : '', error ? `${base}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = (part: string) => ({
    id: `${base}-${part}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    onBlur,
  });
  const fill = (part: string) => (autoComplete === 'bday' ? `bday-${part}` : 'off');
  const iso = joinParts(parts);

  return (
    <fieldset className="field date-field">
      <legend>{label}</legend>
      <div className="date-parts">
        <div className="date-part date-day">
          <label htmlFor={`${base}-day`}>{t.day}</label>
          <input
            ref={ref}
            {...control('day')}
            type="text"
            inputMode="numeric"
            autoComplete={fill('day')}
            maxLength={2}
            value={shownNumber(locale, parts.day)}
            onChange={(e) => update({ day: typedNumber(e.target.value, 2) })}
          />
        </div>
        <div className="date-part date-month">
          <label htmlFor={`${base}-month`}>{t.month}</label>
          <select
            {...control('month')}
            autoComplete={fill('month')}
            value={parts.month}
            onChange={(e) => update({ month: e.target.value })}
          >
            <option value="">{t.chooseMonth}</option>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="date-part date-year">
          <label htmlFor={`${base}-year`}>{t.year}</label>
          <input
            {...control('year')}
            type="text"
            inputMode="numeric"
            autoComplete={fill('year')}
            maxLength={4}
            value={shownNumber(locale, parts.year)}
            onChange={(e) => update({ year: typedNumber(e.target.value, 4) })}
          />
        </div>
      </div>
      <input type="hidden" name={name} value={isEmpty(parts) ? '' : iso} />
      {hint ? (
        <span className="hint" id={`${base}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="error" id={`${base}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
});
