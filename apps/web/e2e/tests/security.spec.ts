import { expect, type Page, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createAdmin, freshCode, shownSecret } from '../admins';
import { fillLogin, type Locale, prefix } from '../fixtures';

// Each test makes its own admins (admins.ts): the demo admin is never enrolled, locked or limited.

const ARABIC_2FA = {
  title: 'التحقق بخطوتين',
  code: 'رمز التحقق',
  verify: 'تحقّق',
  dashboard: 'لوحة التحكم',
};

async function signOut(page: Page, locale: Locale = 'en') {
  const [menu, item] = locale === 'ar' ? ['قائمة الحساب', 'تسجيل الخروج'] : ['Account menu', 'Sign out'];
  await page.getByRole('button', { name: menu }).click();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/refreshAdminToken/logout'));
  await page.getByRole('menuitem', { name: item }).click();
  expect((await loggedOut).status()).toBe(204);
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login$`));
}

test.describe('sign-in captcha', () => {
  test('after three wrong passwords the page solves a proof of work by itself and the right password signs in', async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request, ['manage-catalog'], 'Captcha');
    // Slow the challenge and the attempt that carries its solution a little, so each state of the
    // check stays on screen long enough to be seen.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 800));
    await page.route('**/api/captcha', async (route) => {
      await pause();
      await route.continue();
    });
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/auth/loginAdmin', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      bodies.push(body);
      if (body.captcha) await pause();
      await route.continue();
    });

    await page.goto('/login');
    for (let i = 0; i < 3; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/loginAdmin'));
      await fillLogin(page, 'en', admin.email, `wrong-password-${i}`);
      expect((await answered).status()).toBe(401);
    }
    await expect(
      page.getByRole('alert').filter({ hasText: 'Credentials are not correct' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /robot|Check/ })).toHaveCount(0);

    // The fourth attempt is refused until a captcha is solved; the page solves one and resends it.
    await fillLogin(page, 'en', admin.email, admin.password);
    const status = page.getByRole('status').filter({ hasText: /robot|Check/ });
    await expect(status).toHaveText('Checking you are not a robot…');
    await expect(status).toHaveText('Check complete. You can sign in.');
    // Only the Visa module is open to this admin, so it lands on the visa list.
    await expect(page).toHaveURL(/\/visa\/list$/);
    await expect(page.getByText('Please complete the security check')).toHaveCount(0);

    expect(bodies).toHaveLength(5);
    // The three wrong attempts and the refused fourth went without a captcha…
    expect(bodies.slice(0, 4).every((b) => b.captcha === undefined)).toBe(true);
    // …and the resent one carried the workers' solution.
    expect(bodies[4]).toMatchObject({
      email: admin.email,
      captcha: {
        challenge: { parameters: expect.any(Object), signature: expect.any(String) },
        solution: { counter: expect.any(Number), derivedKey: expect.any(String) },
      },
    });
  });
});

test.describe('two-factor sign-in', () => {
  test('enrols on the profile page, then signs in with an app code and with a recovery code, in English and Arabic', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // up to one 30 s TOTP step of waiting
    const admin = await createAdmin(request, ['process-requests', 'view-finance'], 'TwoFactor');
    await page.goto('/login');
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Enrol: QR and key, one code, then the recovery codes shown once.
    await page.goto('/admin');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await shownSecret(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    let totp = await freshCode(secret, null);
    await card.getByLabel('Authentication code').fill(totp.code);
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    const done = card.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await card.getByLabel('I have saved these recovery codes').check();
    await done.click();
    await expect(card.getByText(/Two-factor sign-in is on since/)).toBeVisible();
    await expect(card.getByText('10 unused recovery codes left.')).toBeVisible();
    await signOut(page);

    // Password, then the code step, then the dashboard.
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    totp = await freshCode(secret, totp.step);
    await page.getByLabel('Authentication code').fill(totp.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);

    // A recovery code instead of the app; it is spent afterwards.
    await fillLogin(page, 'en', admin.email, admin.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page.getByText('9 unused recovery codes left.')).toBeVisible();
    await signOut(page);

    // The code step in Arabic.
    await page.goto('/ar/login');
    await fillLogin(page, 'ar', admin.email, admin.password);
    await expect(page.getByRole('heading', { name: ARABIC_2FA.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(ARABIC_2FA.code).fill('000000');
    await page.getByRole('button', { name: ARABIC_2FA.verify }).click();
    await expect(page.getByText('الرمز غير صحيح أو سبق استخدامه')).toBeVisible();
    totp = await freshCode(secret, totp.step);
    await page.getByLabel(ARABIC_2FA.code).fill(totp.code);
    await page.getByRole('button', { name: ARABIC_2FA.verify }).click();
    await expect(page).toHaveURL(/\/ar\/dashboard$/);
    await expect(page.getByRole('heading', { name: ARABIC_2FA.dashboard, level: 1 })).toBeVisible();
  });
});

test.describe('permissions in the browser', () => {
  test('a catalog-only admin sees only the Visa module, no export buttons, and a translated not-allowed page', async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request, ['manage-catalog'], 'Catalog');
    await page.goto('/login');
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page).toHaveURL(/\/visa\/list$/);

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByText('Visa', { exact: true })).toBeVisible();
    for (const hidden of ['Dashboard', 'Request', 'Transactions']) {
      await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    for (const path of ['/visa/list', '/visa/countries', '/visa/requirements']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Export (CSV|Excel)/ })).toHaveCount(0);
    }

    await page.goto('/requests/list');
    await expect(page.getByRole('heading', { name: 'Not Allowed', level: 1 })).toBeVisible();
    await expect(page.getByText('Your account does not have the permission this page needs.')).toBeVisible();
    await page.goto('/ar/requests/list');
    await expect(page.getByRole('heading', { name: 'غير مسموح', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an admin who processes requests without export-data sees the requests list without export buttons', async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request, ['process-requests'], 'Requests');
    await page.goto('/login');
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page).toHaveURL(/\/requests\/list$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('button', { name: /Export (CSV|Excel)/ })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByText('Request', { exact: true })).toBeVisible();
    await expect(nav.getByText('Transactions', { exact: true })).toHaveCount(0);
  });
});

test.describe('sign-out', () => {
  test('revokes the session on the server: the refresh token from the cookie stops working', async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request, ['manage-catalog'], 'SignOut');
    await page.goto('/login');
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page).toHaveURL(/\/visa\/list$/);
    // The test reads the HttpOnly cookie through the browser's own store; the page cannot.
    const refresh = (await page.context().cookies()).find((c) => c.name === 'visadesk_staff_refresh')?.value;
    expect(refresh, 'refresh token cookie').toBeTruthy();

    await signOut(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'visadesk_staff_refresh')).toBeUndefined();
    const refused = await request.post('/api/auth/refreshAdminToken', { data: { refreshToken: refresh } });
    expect(refused.status()).toBe(401);

    // Control: a session that was not signed out still refreshes, so the 401 is the revocation.
    const other = await request.post('/api/auth/loginAdmin', {
      data: { email: admin.email, password: admin.password },
    });
    const { refresh_token } = (await other.json()) as { refresh_token: string };
    const renewed = await request.post('/api/auth/refreshAdminToken', {
      data: { refreshToken: refresh_token },
    });
    expect(renewed.status()).toBe(200);
  });
});

test.describe('account lock and known devices', () => {
  test('an admin locked out by failures from elsewhere still signs in from the browser that signed in before', async ({
    page,
    browser,
    playwright,
    request,
    baseURL,
  }) => {
    const admin = await createAdmin(request, ['manage-catalog'], 'Device');
    // The owner's browser signs in once and keeps the device cookie, also after signing out.
    await page.goto('/login');
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page).toHaveURL(/\/visa\/list$/);
    await signOut(page);
    const device = (await page.context().cookies()).find((c) => c.name === 'visadesk_device_admin');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/loginAdmin' });

    // Someone who knows only the email: wrong passwords, paying each captcha, until the lock's checks are spent.
    const attacker = await playwright.request.newContext({ baseURL });
    const captcha = async () => {
      const challenge = await (await attacker.get('/api/captcha')).json();
      const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
      return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
    };
    let last = 0;
    for (let i = 1; i <= 15; i++) {
      const data = {
        email: admin.email,
        password: `wrong-${i}`,
        ...(i > 3 ? { captcha: await captcha() } : {}),
      };
      last = (await attacker.post('/api/auth/loginAdmin', { data })).status();
    }
    expect(last).toBe(401);
    expect(
      (
        await attacker.post('/api/auth/loginAdmin', { data: { ...admin, captcha: await captcha() } })
      ).status(),
    ).toBe(429);
    await attacker.dispose();

    // A browser that never signed in is told about the lock (the page pays the captcha, to no avail).
    const stranger = await browser.newPage({ baseURL });
    await stranger.goto('/login');
    await fillLogin(stranger, 'en', admin.email, admin.password);
    await expect(
      stranger
        .getByRole('alert')
        .filter({ hasText: 'A device you have signed in from before still can' })
        .first(),
    ).toBeVisible();
    await expect(stranger).toHaveURL(/\/login$/);
    await stranger.close();

    // The owner's browser sends its device cookie and gets in with the right password.
    await fillLogin(page, 'en', admin.email, admin.password);
    await expect(page).toHaveURL(/\/visa\/list$/);
  });
});
