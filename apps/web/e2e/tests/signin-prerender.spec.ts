import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, LOGIN_TEXT, type Locale, prefix } from '../fixtures';

// ADR 0016: the sign-in page is prerendered at build time, painted before any JS runs, then hydrated.
const PAGES: { locale: Locale; dir: 'ltr' | 'rtl'; heading: string; title: string; other: string }[] = [
  { locale: 'en', dir: 'ltr', heading: 'Welcome to VisaDesk', title: 'Sign in | VisaDesk', other: 'العربية' },
  {
    locale: 'ar',
    dir: 'rtl',
    heading: 'مرحبًا بك في VisaDesk',
    title: 'تسجيل الدخول | VisaDesk',
    other: 'English',
  },
];

async function expectSignInForm(page: Page, { locale, dir, heading, title }: (typeof PAGES)[number]) {
  const text = LOGIN_TEXT[locale];
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('#login-email')).toBeVisible();
  await expect(page.getByLabel(text.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel(text.password, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text.submit })).toBeVisible();
  // The direction reaches the layout (the CSS is linked by the prerendered page itself).
  const direction = await page.locator('.login-card').evaluate((el) => getComputedStyle(el).direction);
  expect(direction).toBe(dir);
}

/** Holds the sign-in route's chunk, so the page stays unhydrated until the returned call. */
async function holdLoginChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('prerendered sign-in page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of PAGES) {
    test(`shows the ${entry.locale} form at ${prefix(entry.locale)}/login`, async ({ page }) => {
      await page.goto(`${prefix(entry.locale)}/login`);
      await expectSignInForm(page, entry);
      // Styled, not bare HTML: the sign-in card has its own background and padding.
      const padding = await page.locator('.login-card').evaluate((el) => getComputedStyle(el).paddingTop);
      expect(padding).not.toBe('0px');
    });
  }

  test('switches language through a plain link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/login$/);
    await expectSignInForm(page, PAGES[1]!);
  });
});

test.describe('prerendered sign-in page with JavaScript', () => {
  for (const entry of PAGES) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`hydrates the ${entry.locale} page (${scheme}) and signs in`, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
        await page.addInitScript((mode) => {
          localStorage.setItem('mui-mode', mode);
          // The server's input element, taken before the app's (deferred) scripts run.
          document.addEventListener('readystatechange', () => {
            const w = window as unknown as { __serverEmail?: Element | null };
            w.__serverEmail ??= document.getElementById('login-email');
          });
        }, scheme);

        const response = await page.goto(`${prefix(entry.locale)}/login`);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        expect(await response?.text()).toContain('id="login-email"');
        await expectSignInForm(page, entry);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
        // The theme switch shows the icon for the stored scheme from the first paint on.
        await expect(
          page.locator(`.login-toolbar .tabler-icon-${scheme === 'dark' ? 'sun' : 'moon'}`),
        ).toBeVisible();
        await expect(
          page.locator(`.login-toolbar .tabler-icon-${scheme === 'dark' ? 'moon' : 'sun'}`),
        ).toBeHidden();

        // Hydrated, not re-rendered: React owns the very input element the server sent.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const input = document.getElementById('login-email');
              const w = window as unknown as { __serverEmail?: Element | null };
              return Boolean(
                input &&
                  input === w.__serverEmail &&
                  Object.keys(input).some((k) => k.startsWith('__reactFiber')),
              );
            }),
          )
          .toBe(true);
        await expect(page.locator('#vd-prerender')).toHaveCount(0);
        // The sign-in CSS came with the HTML; loading the page's chunk did not add it a second time.
        await expect(page.locator('link[rel=stylesheet][href*="login-page"]')).toHaveCount(1);

        // Interactive: the password toggle works, then the demo admin signs in.
        await page.locator('.login-input.has-end button').click();
        await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
        const text = LOGIN_TEXT[entry.locale];
        await page.getByLabel(text.email, { exact: true }).fill(DEMO_ADMIN.email);
        await page.getByLabel(text.password, { exact: true }).fill(DEMO_ADMIN.password);
        await page.getByRole('button', { name: text.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(entry.locale)}/dashboard$`));
        await expect(page.getByTestId('kpi-value').first()).toBeVisible();
        expect(problems).toEqual([]);
      });
    }
  }

  // What the visitor does before React owns the page is held and handed to it (early-input.ts),
  // not posted as the bare HTML form.
  test('signs in with a click made before the page is hydrated', async ({ page }) => {
    const releaseApp = await holdLoginChunk(page);
    await page.goto('/login');
    await page.getByLabel(LOGIN_TEXT.en.email, { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel(LOGIN_TEXT.en.password, { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: LOGIN_TEXT.en.submit }).click();
    // Nothing was posted: the page is still the sign-in form, not hydrated yet.
    await expect(page).toHaveURL(/\/login$/);
    const hydrated = await page
      .locator('#login-email')
      .evaluate((input) => Object.keys(input).some((k) => k.startsWith('__reactFiber')));
    expect(hydrated).toBe(false);
    releaseApp();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('kpi-value').first()).toBeVisible();
  });

  test('keeps a theme switched before the page is hydrated', async ({ page }) => {
    const releaseApp = await holdLoginChunk(page);
    await page.goto('/ar/login');
    await page.locator('.login-toolbar .tabler-icon-moon').click();
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  });

  test('gives a signed-in visitor the app shell, not the sign-in form', async ({ request }) => {
    const signedOut = await request.get('/login');
    expect(await signedOut.text()).toContain('id="login-email"');
    const signedIn = await request.get('/login', { headers: { cookie: 'accessToken=anything' } });
    expect(signedIn.status()).toBe(200);
    expect(await signedIn.text()).not.toContain('id="login-email"');
    // Every other page of the route table still gets the empty shell.
    for (const path of ['/', '/ar', '/dashboard', '/ar/visa/list', '/admin']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });
});
