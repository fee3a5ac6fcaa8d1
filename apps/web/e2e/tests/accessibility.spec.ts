import { expect, type Page, test } from '@playwright/test';
import { describeFindings, seriousViolations } from '../axe';
import { type Locale, prefix, signIn } from '../fixtures';
import { messages, submitGroup, text } from '../requests-api';

// Every back-office route (the contract's route table) in both languages and both themes.
const ROUTES = [
  '/dashboard',
  '/requests/list',
  '/transactions/list',
  '/visa/list',
  '/visa/countries',
  '/visa/requirements',
  '/user/list',
  '/tickets/list',
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
    // 30 scans of axe-core, CPU-bound in the renderer: 116-120 s on this 2-core machine.
    test.setTimeout(300_000);
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
    const check = async (what: string) => {
      await page.waitForTimeout(400); // the dialog's entry transition
      const findings = await seriousViolations(page);
      if (findings.length) found.push(`${what}:\n${describeFindings(findings)}`);
    };
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await page.goto(`${prefix(locale)}/requests/list?request=${id}`);
      const drawer = page.getByRole('dialog', { name: reference });
      await drawer.getByRole('heading', { name: t('requests.sections.personal') }).waitFor();
      await check(`request drawer (${mode})`);
      for (const name of ['requests.cash.action', 'requests.actions.Canceled']) {
        await drawer.getByRole('button', { name: t(name), exact: true }).click();
        await page.getByRole('dialog').last().waitFor();
        await check(`${name} dialog (${mode})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(1);
      }
      for (const dialog of DIALOGS) {
        await page.goto(`${prefix(locale)}${dialog.route}`);
        await page.locator('main h1').waitFor();
        await dialog.open(page, t);
        await page.getByRole('dialog').waitFor();
        await check(`${dialog.route}: ${dialog.open.toString().match(/'([\w.]+)'/)?.[1]} (${mode})`);
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

  if (locale === 'ar') {
    test('no English interface text on any Arabic page, in the text or in the names read aloud', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, 'ar');
      const english = englishInterfaceStrings();
      const found: string[] = [];
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const route of ROUTES) {
          await page.goto(`/ar${route}`);
          await page.locator('main h1, main h2, main h3').first().waitFor();
          await page.waitForTimeout(300);
          for (const shown of await shownStrings(page)) {
            if (english.has(shown.toLowerCase()) || / column menu$/i.test(shown)) {
              found.push(`${route} (${width}px): "${shown}"`);
            }
          }
        }
      }
      expect([...new Set(found)], [...new Set(found)].join('\n')).toEqual([]);
    });
  }
}

/** Every English interface string (ours and the component libraries' usual ones) not also Arabic. */
function englishInterfaceStrings(): Set<string> {
  const strings = new Set<string>();
  const arabic = new Set(flatStrings(messages.ar));
  for (const value of flatStrings(messages.en)) {
    if (!arabic.has(value) && /[A-Za-z]{2,}/.test(value) && !value.includes('{{'))
      strings.add(value.toLowerCase());
  }
  for (const value of LIBRARY_ENGLISH) strings.add(value.toLowerCase());
  return strings;
}

// What MUI and MUI X write when no locale pack replaces it.
const LIBRARY_ENGLISH = [
  'Open',
  'Close',
  'Clear',
  'No options',
  'Loading…',
  'Rows per page:',
  'Go to next page',
  'Go to previous page',
  'Go to first page',
  'Go to last page',
  'Sort',
  'Menu',
  'Columns',
  'Filters',
  'No rows',
  'Select all rows',
  'Select row',
  'Show path',
  'Choose date',
  'Open calendar',
  'Open previous view',
  'Open next view',
  'Previous month',
  'Next month',
  'Hide column',
  'Manage columns',
];

function flatStrings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(flatStrings);
  return [];
}

/** The texts a person sees or hears on the page: visible text nodes and the names given in attributes. */
async function shownStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    // Text marked as another language on purpose ("English" on the language switch) is allowed.
    const foreign = (el: Element) => el.closest('[lang]')?.getAttribute('lang') === 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim();
      if (value && parent && visible(parent) && !foreign(parent)) out.push(value);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-description]')) {
      if (foreign(el)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}
