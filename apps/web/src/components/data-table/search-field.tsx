import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  label: string;
  /** Milliseconds of quiet typing before the search is sent. */
  delay?: number;
}

/** A search box that commits after a pause in typing (or on Enter), not on every key. */
export function SearchField({ value, onChange, label, delay = 400 }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL changed under us (Back, a shared link, "clear filters"): show what it says.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  // A ref, so the debounce effect below depends on the text only.
  const commitRef = useRef((next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onChangeRef.current(trimmed);
  });
  const commit = (next: string) => commitRef.current(next);

  useEffect(() => {
    const id = setTimeout(() => commitRef.current(text), delay);
    return () => clearTimeout(id);
  }, [text, delay]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
      placeholder={label}
      // Our own clear button replaces the browser's, which would show twice.
      sx={{ width: { xs: '100%', sm: 260 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          enterKeyHint: 'search',
          // An email or a reference typed on the Arabic page reads left to right ("ali@", not
          // "@ali"); an empty field keeps the page's direction, so the placeholder stays in place.
          dir: text ? 'auto' : undefined,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconSearch size={18} stroke={1.75} aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('ui.table.clearSearch')}
                edge="end"
                onClick={() => {
                  setText('');
                  commit('');
                }}
              >
                <IconX size={16} />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
