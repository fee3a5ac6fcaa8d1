import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, hydrated } from '../fixtures';
import { submitGroup, text } from '../requests-api';

// A member of staff who cannot use a mouse: every step by Tab, Shift+Tab, Enter, Space and Escape,
// and at every stop the focused control must show that it has the focus (WCAG 2.1.1, 2.4.7).

/** Whether the focused element shows a focus indicator, and what it is (for the failure message). */
async function focusShown(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      return outline || style.boxShadow !== 'none';
    };
    // MUI text fields (and MUI X date fields, whose focus is on a part of the date) draw the focus
    // on their frame (a 2px primary border), not on the input.
    const framed = Boolean(
      el.closest('.MuiInputBase-root.Mui-focused, .MuiPickersInputBase-root.Mui-focused'),
    );
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { ok: ring(el) || framed || ring(el.closest('.MuiDataGrid-cell')), what };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus is shown at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  if (await focused()) return; // already there (the sign-in page focuses its first field)
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const shown = await focusShown(page);
    // Past the last control the focus leaves the page for the browser's own UI: not a page stop.
    if (shown.what === 'nothing focused') continue;
    expect(shown.ok, `the focus is not visible on ${shown.what}`).toBe(true);
    if (await focused()) return;
  }
  throw new Error(`not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

test('keyboard only: sign in, open a request, record its payment and export the list, the focus always shown', async ({
  page,
  request: api,
}) => {
  test.setTimeout(120_000);
  const t = (key: string, values?: Record<string, string>) => text('en', key, values);
  const stamp = `kbd-${Date.now().toString(36)}`;
  const { group } = await submitGroup(api, stamp);
  const { reference } = group.requests[0]!;

  await page.goto('/login');
  await hydrated(page);
  await tabTo(page, page.getByLabel(t('auth.email'), { exact: true }));
  await page.keyboard.type(DEMO_ADMIN.email);
  await tabTo(page, page.getByLabel(t('auth.password'), { exact: true }));
  await page.keyboard.type(DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.locator('main h1').waitFor();

  // The menu: open the Request group, follow its List link.
  const menu = page.getByRole('navigation', { name: t('nav.mainMenu') });
  const group_ = menu.getByRole('button', { name: t('nav.request') });
  await tabTo(page, group_);
  await page.keyboard.press('Enter');
  await expect(group_).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, menu.getByRole('link', { name: t('nav.list') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/requests\/list/);

  // Find the request, open it from its reference link.
  const search = page.getByRole('searchbox', { name: t('requests.search') });
  await tabTo(page, search);
  await page.keyboard.type(reference);
  await expect(page.getByRole('row')).toHaveCount(2);
  const link = page.getByRole('link', { name: reference });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: reference });
  await expect(drawer).toBeVisible();

  // Record the cash payment: Requested → Paid.
  await tabTo(page, drawer.getByRole('button', { name: t('requests.cash.action') }));
  await page.keyboard.press('Enter');
  const cash = page.getByRole('dialog', { name: t('requests.cash.title') });
  await expect(cash).toBeVisible();
  await tabTo(page, cash.getByLabel(t('requests.cash.note')));
  await page.keyboard.type('Receipt 7, paid at the desk');
  await tabTo(page, cash.getByRole('button', { name: t('requests.cash.confirm') }));
  await page.keyboard.press('Enter');
  await expect(cash).toBeHidden();
  await expect(drawer.getByRole('status')).toHaveText(t('requests.status.Paid'));

  // Escape closes the drawer and gives the focus back to where it was opened from.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(link).toBeFocused();

  // Arrow keys move between the grid's cells: a cell of plain text shows the focus too.
  await page.keyboard.press('ArrowRight');
  const cell = await focusShown(page);
  expect(cell.ok, `no focus shown on ${cell.what}`).toBe(true);

  // Export the list (the page's header, before the table: Shift+Tab back to it).
  const downloaded = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: t('requests.export.csv') }), { back: true });
  await page.keyboard.press('Enter');
  const csv = readFileSync((await (await downloaded).path())!, 'utf8');
  expect(csv).toContain(reference);
});
