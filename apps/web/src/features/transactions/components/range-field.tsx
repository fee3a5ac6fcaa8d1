import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useDigitInput } from '../../../lib/i18n/use-digit-input';

interface RangeFieldProps {
  label: string;
  /** Whole dinars as Western digits, as the URL keeps them. */
  value: string | undefined;
  onChange(value: string | undefined): void;
  width?: number;
}

/** The API's amounts stop at 10¹², thirteen digits. */
const MAX_DIGITS = 13;

/**
 * One end of an amount range filter (the date ends are DateFields). Shows the page's digits,
 * accepts any digit set, and commits after a pause in typing (or on Enter / leaving the field),
 * so each keystroke is not a request and a history step.
 */
export function RangeField({ label, value, onChange, width = 130 }: RangeFieldProps) {
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL changed under us (Back, "clear filters"): show what it says.
  useEffect(() => {
    if ((value ?? '') !== committed.current) {
      committed.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  const commit = (next: string) => {
    if (next === committed.current) return;
    committed.current = next;
    onChangeRef.current(next || undefined);
  };

  // A ref, so the debounce below restarts on typing only.
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    const id = setTimeout(() => commitRef.current(text), 600);
    return () => clearTimeout(id);
  }, [text]);

  const digits = useDigitInput({ value: text, onChange: setText, maxLength: MAX_DIGITS });

  return (
    <TextField
      label={label}
      value={digits.display}
      onChange={digits.onChange}
      onBlur={() => commit(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
      inputRef={digits.inputRef}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
