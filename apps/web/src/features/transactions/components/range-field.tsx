import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface RangeFieldProps {
  label: string;
  type: 'date' | 'amount';
  value: string | undefined;
  onChange(value: string | undefined): void;
  /** Bounds the browser's date picker (the other end of the range). */
  min?: string;
  max?: string;
  width?: number;
}

/**
 * One end of a range filter. Dates commit when a whole day is picked; amounts after a pause in
 * typing (or on Enter / leaving the field), so each keystroke is not a request and a history step.
 */
export function RangeField({ label, type, value, onChange, min, max, width = 150 }: RangeFieldProps) {
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
    const clean = type === 'amount' ? next.replace(/\D/g, '') : next;
    if (clean === committed.current) return;
    committed.current = clean;
    onChangeRef.current(clean || undefined);
  };

  // A ref, so the debounce below restarts on typing only.
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (type !== 'amount') return;
    const id = setTimeout(() => commitRef.current(text), 600);
    return () => clearTimeout(id);
  }, [text, type]);

  return (
    <TextField
      label={label}
      type={type === 'date' ? 'date' : 'text'}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        // A date input reports '' while half-typed, then a full day: commit only those.
        if (type === 'date' && (e.target.value === '' || /^\d{4}-\d{2}-\d{2}$/.test(e.target.value))) {
          commit(e.target.value);
        }
      }}
      onBlur={() => type === 'amount' && commit(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && type === 'amount') commit(text);
      }}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput:
          type === 'date'
            ? { min, max }
            : { inputMode: 'numeric', pattern: '[0-9]*', dir: 'ltr', maxLength: 13 },
      }}
    />
  );
}
