import { expect, type Page, test } from '@playwright/test';
import { describeFindings, seriousViolations } from '../axe';
import { type Locale, prefix, signIn } from '../fixtures';

// Every back-office route (the contract's route table) in both languages and both themes.
const ROUTES = [
  '/dashboard',
  '/requests/list',
  '/transactions/list',
  '/visa/list',
  '/visa/countries',
  '/visa/requirements',
  '/user/list',
  '/admin/list',
  '/admin',
];
async function setTheme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((m) => {
    localStorage.setItem('mui-mode', m);
    document.documentElement.setAttribute('data-mui-color-scheme', m);
  }, mode);
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`no serious or critical axe finding on any page (${locale}: light and dark at 1440×900, light at 390×844)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, locale);
    const found: string[] = [];
    for (const [mode, width, height] of [
      ['light', 1440, 900],
      ['dark', 1440, 900],
      ['light', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await setTheme(page, mode);
      for (const route of ROUTES) {
        await page.goto(`${prefix(locale)}${route}`);
        await page.locator('main h1, main h2, main h3').first().waitFor();
        const findings = await seriousViolations(page);
        if (findings.length) found.push(`${route} (${mode}, ${width}px):\n${describeFindings(findings)}`);
      }
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });
}

test('the skip link is the first Tab stop and moves focus to the page content', async ({ page }) => {
  await signIn(page, 'ar');
  await page.goto('/ar/requests/list');
  await page.locator('main h1, main h2').first().waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('the language switch and the account button are named by what they show', async ({ page }) => {
  await signIn(page, 'en');
  const language = page.getByRole('link', { name: 'العربية', exact: true });
  await expect(language).toHaveAttribute('lang', 'ar');
  await expect(language).toHaveAttribute('title', 'Switch to Arabic');
  const account = page.getByRole('button', { name: /account menu/i });
  const shown = (await account.innerText()).trim();
  expect(shown).toMatch(/^[A-Z]{1,2}$/);
  expect(await account.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`));
});
