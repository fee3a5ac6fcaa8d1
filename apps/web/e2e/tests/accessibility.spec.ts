import { expect, type Page, test } from '@playwright/test';
import { describeFindings, seriousViolations } from '../axe';
import {
  BACK_OFFICE_ROUTES,
  COLOUR_RULES,
  CRAWL_PASSES,
  openInApp,
  setTheme,
  settle,
} from '../back-office-pages';
import { type Locale, prefix, signIn } from '../fixtures';
import { submitGroup, text } from '../requests-api';

// The Arabic pages are scanned by arabic-back-office.spec.ts, with its other checks per page load.
// The dark theme changes colours only, so there axe runs its colour rules.
test('no serious or critical axe finding on any page (en: light and dark at 1440×900, light at 390×844)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'en');
  const found: string[] = [];
  for (const [mode, width, height] of CRAWL_PASSES) {
    await page.setViewportSize({ width, height });
    await setTheme(page, mode);
    for (const [index, route] of BACK_OFFICE_ROUTES.entries()) {
      if (index === 0) await page.goto(route);
      else await openInApp(page, 'en', route);
      await settle(page);
      const findings = await seriousViolations(page, mode === 'dark' ? COLOUR_RULES : undefined);
      if (findings.length) found.push(`${route} (${mode}, ${width}px):\n${describeFindings(findings)}`);
    }
  }
  expect(found, found.join('\n\n')).toEqual([]);
});

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

// The request drawer and every create/edit dialog, in both languages and both themes.
const DIALOGS: { route: string; open: (page: Page, t: (key: string) => string) => Promise<void> }[] = [
  {
    route: '/visa/countries',
    open: (page, t) => page.getByRole('button', { name: t('catalog.countries.new') }).click(),
  },
  {
    route: '/visa/countries',
    open: (page, t) =>
      page
        .getByRole('button', { name: t('catalog.edit') })
        .first()
        .click(),
  },
  {
    route: '/visa/requirements',
    open: (page, t) => page.getByRole('button', { name: t('catalog.requirements.new') }).click(),
  },
  {
    route: '/visa/requirements',
    open: (page, t) =>
      page
        .getByRole('button', { name: t('catalog.edit') })
        .first()
        .click(),
  },
  {
    route: '/visa/list',
    open: (page, t) => page.getByRole('button', { name: t('catalog.visas.new') }).click(),
  },
  {
    route: '/visa/list',
    open: (page, t) =>
      page
        .getByRole('button', { name: t('catalog.edit') })
        .first()
        .click(),
  },
  { route: '/admin/list', open: (page, t) => page.getByRole('button', { name: t('admins.new') }).click() },
  {
    route: '/admin/list',
    open: (page, t) =>
      page
        .getByRole('button', { name: t('admins.edit') })
        .first()
        .click(),
  },
];

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`no serious or critical axe finding in the request drawer and the create/edit dialogs (${locale}, light and dark)`, async ({
    page,
    request: api,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => text(locale, key);
    const { group } = await submitGroup(api, `axe-${locale}-${Date.now().toString(36)}`);
    const { id, reference } = group.requests[0]!;
    await signIn(page, locale);
    const found: string[] = [];
    const check = async (what: string, rules?: string[]) => {
      await page.waitForTimeout(400); // the dialog's entry transition
      const findings = await seriousViolations(page, rules);
      if (findings.length) found.push(`${what}:\n${describeFindings(findings)}`);
    };
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await page.goto(`${prefix(locale)}/requests/list?request=${id}`);
      const drawer = page.getByRole('dialog', { name: reference });
      await drawer.getByRole('heading', { name: t('requests.sections.personal') }).waitFor();
      await check(`request drawer (${mode})`, mode === 'dark' ? COLOUR_RULES : undefined);
      for (const name of ['requests.cash.action', 'requests.actions.Canceled']) {
        await drawer.getByRole('button', { name: t(name), exact: true }).click();
        await page.getByRole('dialog').last().waitFor();
        await check(`${name} dialog (${mode})`, mode === 'dark' ? COLOUR_RULES : undefined);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(1);
      }
      for (const dialog of DIALOGS) {
        // Two dialogs of one page in a row: close the first instead of opening the page again.
        if (new URL(page.url()).pathname === `${prefix(locale)}${dialog.route}`) {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        } else {
          await openInApp(page, locale, dialog.route);
          await settle(page, 'main h1');
        }
        await dialog.open(page, t);
        await page.getByRole('dialog').waitFor();
        await check(
          `${dialog.route}: ${dialog.open.toString().match(/'([\w.]+)'/)?.[1]} (${mode})`,
          mode === 'dark' ? COLOUR_RULES : undefined,
        );
      }
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });

  test(`icon buttons are named in the page's language (${locale})`, async ({ page }) => {
    const t = (key: string) => text(locale, key);
    await signIn(page, locale);
    await page.goto(`${prefix(locale)}/visa/countries`);
    await page.locator('main h1').waitFor();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: t('topbar.darkMode') })).toBeVisible();
    await expect(header.getByRole('link', { name: t('topbar.switchLanguage'), exact: true })).toBeVisible();
    await expect(
      header.getByRole('button', { name: new RegExp(`^${t('notifications.bell')}`) }),
    ).toBeVisible();
    const rows = page.getByRole('grid').getByRole('row');
    await expect(
      rows
        .nth(1)
        .getByRole('menuitem', { name: t('catalog.edit') })
        .or(rows.nth(1).getByRole('button', { name: t('catalog.edit') })),
    ).toBeVisible();
    await expect(
      rows
        .nth(1)
        .getByRole('button', { name: t('catalog.delete') })
        .or(rows.nth(1).getByRole('menuitem', { name: t('catalog.delete') })),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(header.getByRole('button', { name: t('topbar.openMenu') })).toBeVisible();
  });
}
