import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { type FocusEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toWesternDigits } from '../lib/i18n/digit-text';
import { useFormatters } from '../lib/i18n/format';
import {
  DigitsAdapter,
  dayFromIso,
  isoFromDay,
  pickerAdapterLocale,
  pickerFieldFormat,
  pickerLocaleText,
} from '../lib/i18n/picker-locale';

/** The pickers' own bounds (MUI X's defaults): a half-typed year such as 0020 is not a day yet. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2099-12-31';

interface DateFieldProps {
  label: string;
  /** An ISO day, 'YYYY-MM-DD', as the URL keeps it; undefined when empty. */
  value: string | undefined;
  /** Called with a whole valid day within the bounds, or undefined once the field is cleared. */
  onChange(value: string | undefined): void;
  /** The earliest and latest days that may be chosen, as ISO days. */
  min?: string;
  max?: string;
  /** Width from the `sm` breakpoint up; the field takes the whole row on phones. */
  width?: number;
  /**
   * A filter can be removed (an × in the field and a Clear button under the calendar); a field
   * that must always hold a day is not clearable and shows its day again when left empty.
   */
  clearable?: boolean;
}

/**
 * A day typed or picked in the page's language: MUI X's DatePicker with dayjs, right to left with
 * Arabic month names and the digits setting on Arabic pages, its texts from our messages. Owns its
 * LocalizationProvider, so the pickers load with the pages that use them, never on the sign-in page.
 *
 * Half-typed and invalid days stay in the field and are never reported; a whole valid day is
 * reported at once, and clearing the field (its × button, or deleting every part) reports undefined.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  width = 170,
  clearable = true,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const { locale, digits } = useFormatters();
  const adapterLocale = pickerAdapterLocale(locale, digits);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language.
  const localeText = useMemo(() => pickerLocaleText(t), [t, i18n.language]);

  const [draft, setDraft] = useState<Dayjs | null>(() => dayFromIso(value, adapterLocale));
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL changed under us (Back, "clear filters"): show what it says.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(dayFromIso(value, adapterLocale));
    }
  }, [value, adapterLocale]);

  // The day in the picker's locale (the digit setting may have changed since it was typed).
  const shown = useMemo(
    () => (draft?.isValid() && draft.locale() !== adapterLocale ? draft.locale(adapterLocale) : draft),
    [draft, adapterLocale],
  );

  const lowest = min && min > FIRST_DAY ? min : FIRST_DAY;
  const highest = max && max < LAST_DAY ? max : LAST_DAY;

  const handleChange = (next: Dayjs | null) => {
    setDraft(next);
    let day: string | undefined;
    if (next !== null) {
      if (!next.isValid()) return; // some parts still empty or impossible (31/02)
      day = isoFromDay(next);
      if (day < lowest || day > highest) return; // shown as an error, not sent
    }
    if (day === committed.current) return;
    committed.current = day;
    onChangeRef.current(day);
  };

  // Typing: MUI X reads a typed digit as a Western one and writes it in the field's own digits
  // (Arabic-Indic ones included), but takes an Arabic-Indic or Persian digit for a letter, or
  // garbles it. So any digit typed into a part of the field becomes Western before it reads it.
  const westernTyping = (event: FormEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('contenteditable') !== 'true') return;
    const text = target.textContent ?? '';
    const western = toWesternDigits(text);
    if (western !== text) target.textContent = western;
  };

  // A field that must hold a day, left empty or half-typed: back to the day it holds.
  const restore = (event: FocusEvent<HTMLElement>) => {
    if (clearable || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (draft === null || !draft.isValid()) setDraft(dayFromIso(committed.current, adapterLocale));
  };

  return (
    <LocalizationProvider dateAdapter={DigitsAdapter} adapterLocale={adapterLocale} localeText={localeText}>
      <Box onInputCapture={westernTyping} onBlur={restore} sx={{ width: { xs: '100%', sm: width } }}>
        <DatePicker
          label={label}
          value={shown}
          onChange={handleChange}
          format={pickerFieldFormat(locale)}
          minDate={dayFromIso(lowest, adapterLocale) ?? undefined}
          maxDate={dayFromIso(highest, adapterLocale) ?? undefined}
          slotProps={{
            // The × only once there is something to clear: an empty field keeps its room for the day.
            field: { clearable: clearable && draft !== null },
            textField: {
              size: 'small',
              fullWidth: true,
              slotProps: { inputLabel: { shrink: true } },
            },
            actionBar: { actions: clearable ? ['clear', 'today'] : ['today'] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
