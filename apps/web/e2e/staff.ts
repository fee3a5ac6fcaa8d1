import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './fixtures';
import { text } from './requests-api';

/** Staff move a request opened in the drawer to `to`, with a reason when the move asks for one. */
export async function moveRequest(page: Page, drawer: Locator, locale: Locale, to: string, reason?: string) {
  const label = text(locale, `requests.actions.${to}`);
  await drawer.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}
