import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, fillLogin, signIn } from '../fixtures';

test.describe('sign-in and session', () => {
  test('signs in, reaches the dashboard, and signs out back to the login page', async ({ page }) => {
    await signIn(page, 'en');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The demo runs the payment sandbox: staff are told on every page.
    await expect(page.getByRole('status').filter({ hasText: 'the payment sandbox is on' })).toBeVisible();
    const cookies = await page.context().cookies();
    const refresh = cookies.find((c) => c.name === 'visadesk_staff_refresh');
    expect(refresh, 'refresh token cookie').toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/refreshAdminToken',
    });
    // 30 days, give or take the test's own runtime.
    expect(refresh!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    // Nothing the page's scripts can read holds it.
    const readable = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage)].join(' '));
    expect(readable).not.toContain(refresh!.value);
    expect(cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'accessToken')).toBeUndefined();
  });

  test('renews an expired access token through the HttpOnly cookie and rotates it', async ({ page }) => {
    await signIn(page, 'en');
    const cookieOf = async (name: string) => (await page.context().cookies()).find((c) => c.name === name);
    const before = (await cookieOf('visadesk_staff_refresh'))!.value;
    // An access token the server no longer accepts, as after its 15 minutes.
    const access = (await cookieOf('accessToken'))!;
    await page.context().addCookies([{ ...access, value: 'expired.access.token' }]);

    const renewal = page.waitForRequest((r) => r.url().endsWith('/api/auth/refreshAdminToken'));
    await page.reload();
    const request = await renewal;
    expect(request.postDataJSON()).toEqual({});
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect((await request.response())?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await cookieOf('accessToken'))!.value).not.toBe('expired.access.token');
    expect((await cookieOf('visadesk_staff_refresh'))!.value).not.toBe(before);
  });

  test('shows the server message in a toast for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'en', DEMO_ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Credentials are not correct' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows field errors in the active language before calling the server', async ({ page }) => {
    await page.goto('/ar/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('sends a signed-out visitor from a back-office page to the login page', async ({ page }) => {
    await page.goto('/visa/list');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/ar/transactions/list');
    await expect(page).toHaveURL(/\/ar\/login$/);
  });

  test('sends a signed-in admin from the login page to the dashboard', async ({ page }) => {
    await signIn(page, 'en');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('language', () => {
  test('renders /ar right-to-left with Arabic text', async ({ page }) => {
    await page.goto('/ar/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في VisaDesk');
    await signIn(page, 'ar');
    await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByText('التأشيرات').first()).toBeVisible();
  });

  test('remembers the locale in a cookie and honours it at /', async ({ page, context }) => {
    await page.goto('/ar/login');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    const localeCookie = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    await expect.poll(async () => (await localeCookie())?.value).toBe('ar');
    const cookie = await localeCookie();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/login$/);
  });

  test('switches language on the same page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('publishes canonical and alternate links for both languages', async ({ page }) => {
    await page.goto('/ar/login');
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ar/login`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/login`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      `${origin}/ar/login`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/login`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_IQ');
  });
});

test.describe('theme and errors', () => {
  test('keeps the dark theme across a reload, on the login page and in the shell', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await signIn(page, 'en');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(37, 41, 60)'); // #25293C, the §9 dark background
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  });

  test('answers an unknown page with a 404 and Page Not Found', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/ar/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  });
});
