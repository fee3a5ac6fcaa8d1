import { expect, type Page, test } from '@playwright/test';
import { messagesFor } from '../../../portal/src/shared/i18n/messages';
import { createAdmin } from '../admins';
import { fillLogin, hydrated, type Locale, prefix, signIn } from '../fixtures';

// Issue 27 item 8: the back office's screens are in its sidebar (not only in the avatar menu), and
// the portal's header keeps one row on a phone with Contact reachable from it.

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const SIDEBAR = {
  en: {
    tickets: 'Tickets',
    users: 'Users',
    admins: 'Admins',
    menu: 'Account menu',
    openMenu: 'Open navigation menu',
  },
  ar: {
    tickets: 'التذاكر',
    users: 'المستخدمون',
    admins: 'المشرفون',
    menu: 'قائمة الحساب',
    openMenu: 'فتح قائمة التنقل',
  },
};

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${name}`) });

test.describe('back office sidebar', () => {
  test('lists Tickets (with the open count), Users and Admins; the avatar menu no longer does', async ({
    page,
    request,
  }) => {
    // A visitor's question: at least one ticket waits for an answer.
    const asked = await request.post('/api/ticket', {
      data: {
        name: 'Mustafa Kareem',
        email: `nav-${Date.now()}@example.iq`,
        subject: 'Visa for Turkey',
        message: 'How long does a tourist visa for Turkey take?',
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'en');
    const t = SIDEBAR.en;
    const tickets = sidebarLink(page, t.tickets);
    // The badge's number is said in words to screen readers, as part of the link's name.
    await expect(tickets).toHaveAccessibleName(/^Tickets \(\d+ open tickets?\)$/);
    await expect(sidebarLink(page, t.users)).toBeVisible();
    await expect(sidebarLink(page, t.admins)).toBeVisible();
    await tickets.click();
    await expect(page).toHaveURL(/\/tickets\/list$/);
    await expect(tickets).toHaveAttribute('aria-current', 'page');
    await sidebarLink(page, t.admins).click();
    await expect(page).toHaveURL(/\/admin\/list$/);
    await expect(sidebarLink(page, t.admins)).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: t.menu }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(['My profile', 'Sign out']);
  });

  test('shows each screen only to staff who may open it', async ({ page, request }) => {
    const clerk = await createAdmin(request, ['process-requests'], 'Navigation');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await hydrated(page);
    await fillLogin(page, 'en', clerk.email, clerk.password);
    await expect(page).toHaveURL(/\/requests\/list$/);
    await expect(sidebarLink(page, 'Tickets')).toBeVisible();
    await expect(sidebarLink(page, 'Users')).toBeVisible();
    await expect(sidebarLink(page, 'Admins')).toHaveCount(0);
  });

  test('the phone drawer in Arabic opens the screens and closes behind them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'ar');
    const t = SIDEBAR.ar;
    await page.getByRole('button', { name: t.openMenu }).click();
    const users = sidebarLink(page, t.users);
    await expect(users).toBeVisible();
    // Right to left: the drawer comes from the right edge.
    const box = (await page.locator('.MuiDrawer-paper').boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(389);
    await users.click();
    await expect(page).toHaveURL(/\/ar\/user\/list$/);
    await expect(users).toBeHidden();
  });
});

test.describe('portal header', () => {
  for (const locale of ['en', 'ar'] as Locale[]) {
    for (const width of [390, 320]) {
      test(`keeps one row at ${width} px with Contact reachable (${locale})`, async ({ page }) => {
        const m = messagesFor(locale).common;
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${portal}${prefix(locale)}/track`);
        const header = page.locator('header.site');
        const items = header.locator('.wrap > *:visible');
        expect(await items.count()).toBeGreaterThanOrEqual(3);
        const tops = await items.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().top)),
        );
        const heights = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        // One row: every item starts on the same line, and the header is no taller than one of them.
        expect(new Set(tops).size, `tops ${tops}`).toBe(1);
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(Math.max(...heights) + 16);
        // Nothing spills out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        const menu = header.getByText(m.nav.menu, { exact: true });
        await menu.click();
        const contact = header.getByRole('link', { name: m.nav.contact });
        await expect(contact).toBeVisible();
        await contact.click();
        await expect(page).toHaveURL(`${portal}${prefix(locale)}/contact`);
      });
    }
  }

  test('shows its links in the row on a desktop, Contact among them', async ({ page }) => {
    const m = messagesFor('en').common;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${portal}/track`);
    const header = page.locator('header.site');
    await expect(header.getByText(m.nav.menu, { exact: true })).toBeHidden();
    await expect(header.getByRole('link', { name: m.nav.contact })).toBeVisible();
    await expect(header.getByRole('link', { name: m.nav.track })).toHaveAttribute('aria-current', 'page');
  });
});
