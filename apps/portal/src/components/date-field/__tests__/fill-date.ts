import { fireEvent, screen, within } from '@testing-library/react';

/** The date field named `label` (its fieldset). */
export const dateField = (label: string | RegExp) => screen.getByRole('group', { name: label });

/** Types `iso` (YYYY-MM-DD) into the date field named `label`: day, month by its number, year. */
export function fillDate(label: string | RegExp, iso: string) {
  const [year, month, day] = iso.split('-');
  const group = dateField(label);
  const [dayInput, yearInput] = within(group).getAllByRole('textbox');
  fireEvent.change(dayInput!, { target: { value: String(Number(day)) } });
  fireEvent.change(within(group).getByRole('combobox'), { target: { value: String(Number(month)) } });
  fireEvent.change(yearInput!, { target: { value: year } });
}
