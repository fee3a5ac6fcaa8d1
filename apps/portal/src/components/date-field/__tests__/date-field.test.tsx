import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../../lib/locale-context';
import type { Locale } from '../../../shared/i18n/locale';
import { DateField } from '../date-field';

afterEach(cleanup);

function Harness({ locale, initial = '' }: { locale: Locale; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LocaleContext.Provider value={locale}>
      <DateField label="Birth" name="dateOfBirth" value={value} onChange={setValue} autoComplete="bday" />
      <output data-testid="value">{value}</output>
    </LocaleContext.Provider>
  );
}

const parts = () => {
  const group = within(screen.getByRole('group', { name: 'Birth' }));
  const [day, year] = group.getAllByRole('textbox') as HTMLInputElement[];
  return { day: day!, year: year!, month: group.getByRole('combobox') as HTMLSelectElement };
};

describe('date field', () => {
  it('shows Arabic-Indic digits and Iraqi month names, and gives YYYY-MM-DD', () => {
    render(<Harness locale="ar" />);
    const { day, month, year } = parts();
    fireEvent.change(day, { target: { value: '7' } });
    fireEvent.change(month, { target: { value: '2' } });
    fireEvent.change(year, { target: { value: '١٩٩٠' } });
    expect(day.value).toBe('٧');
    expect(year.value).toBe('١٩٩٠');
    expect(month.selectedOptions[0]!.textContent).toBe('٠٢ – شباط');
    expect(screen.getByTestId('value').textContent).toBe('1990-02-07');
    expect((document.querySelector('input[type=hidden][name=dateOfBirth]') as HTMLInputElement).value).toBe(
      '1990-02-07',
    );
    expect(day.getAttribute('autocomplete')).toBe('bday-day');
  });

  it('shows a value it is given, and an incomplete date is no date', () => {
    render(<Harness locale="en" initial="2031-11-05" />);
    const { day, month, year } = parts();
    expect([day.value, month.value, year.value]).toEqual(['5', '11', '2031']);
    expect(month.selectedOptions[0]!.textContent).toBe('11 – November');
    fireEvent.change(year, { target: { value: '20' } });
    expect(screen.getByTestId('value').textContent).toBe('20-11-5');
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.change(month, { target: { value: '' } });
    fireEvent.change(year, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
