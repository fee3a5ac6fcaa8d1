import type { Locator } from '@playwright/test';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const arabicDigits = (s: string) => s.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!);

/**
 * Types `iso` (YYYY-MM-DD) into a portal date field (the fieldset `group`): the day and the year
 * as a person types them (in Arabic-Indic digits when `typed` says so), the month picked by number.
 */
export async function fillDateField(group: Locator, iso: string, typed: 'latn' | 'arab' = 'latn') {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const digits = (s: string) => (typed === 'arab' ? arabicDigits(s) : s);
  const [dayInput, yearInput] = [group.getByRole('textbox').first(), group.getByRole('textbox').last()];
  await dayInput.fill(digits(String(Number(day))));
  await group.getByRole('combobox').selectOption(String(Number(month)));
  await yearInput.fill(digits(year));
}
