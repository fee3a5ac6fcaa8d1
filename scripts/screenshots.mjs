// Regenerates docs/screenshots/: each screen in English and Arabic, light and dark, then the flows
// (screens in a state: the sign-in captcha, two-factor, the admin form, the not-allowed page).
// Needs the builds (`npm run build`) and Debian's Chromium. Usage: npm run screenshots [-- name…]
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createAdmin, totpCode } from './lib/admins.mjs';
import { createSampleRequests } from './lib/sample-requests.mjs';
import { chromiumOptions, startServer } from './lib/server.mjs';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });

// path: the page (English form); signedIn: whether it needs the demo admin.
// phone: also shot at a phone's 390 × 844 (as `<name>-phone-<locale>-<mode>.png`).
const screens = [
  { name: 'login', path: '/login', signedIn: false, phone: true },
  { name: 'dashboard', path: '/dashboard', signedIn: true, phone: true },
  { name: 'visa-countries', path: '/visa/countries', signedIn: true },
  { name: 'visa-list', path: '/visa/list', signedIn: true, phone: true },
  { name: 'visa-requirements', path: '/visa/requirements', signedIn: true },
  { name: 'requests-list', path: '/requests/list', signedIn: true, phone: true },
  { name: 'transactions-list', path: '/transactions/list', signedIn: true, phone: true },
  { name: 'user-list', path: '/user/list', signedIn: true },
  { name: 'tickets-list', path: '/tickets/list', signedIn: true, phone: true },
  { name: 'admin-list', path: '/admin/list', signedIn: true },
  { name: 'admin', path: '/admin', signedIn: true },
];
const PHONE = { width: 390, height: 844 };

// The app's own texts, to find buttons and labels in either language.
const locales = Object.fromEntries(
  ['en', 'ar'].map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${l}.json`, import.meta.url), 'utf8')),
  ]),
);
const text = (locale, key) => key.split('.').reduce((o, k) => o[k], locales[locale]);

const DEMO_ADMIN = { email: 'admin@visadesk.test', password: 'Admin#12345' };

async function signInAs(page, { url, prefix }, { email, password }) {
  await page.goto(`${url}${prefix}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('button[type=submit]').click();
}

// Flows sign in their own admins (never the demo admin: two-factor and limited permissions would
// change it). Each gets a fresh browser context and `shoot(name)` for every PNG it takes.
const flows = [
  {
    // A request opened from the list: the drawer with its summary, fields, actions and history.
    name: 'request-drawer',
    async run({ page, site, shoot }) {
      await signInAs(page, site, DEMO_ADMIN);
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${site.url}${site.prefix}/requests/list`);
      await page.locator('.MuiDataGrid-row a').first().click();
      await page.getByRole('dialog').getByRole('list').first().waitFor();
      await shoot('request-drawer');
    },
  },
  {
    // A ticket the demo agency answered, opened from the list: the conversation, the answer box,
    // the contact and the status.
    name: 'ticket-drawer',
    async run({ page, site, shoot }) {
      await signInAs(page, site, DEMO_ADMIN);
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${site.url}${site.prefix}/tickets/list?status=in-progress`);
      await page.locator('.MuiDataGrid-row a').first().click();
      await page.getByRole('dialog').locator('form').waitFor();
      await shoot('ticket-drawer');
    },
  },
  {
    // On a phone the list's filters live in a sheet opened from the toolbar, with a count badge.
    name: 'phone-filters',
    viewport: PHONE,
    async run({ page, site, locale, shoot }) {
      await signInAs(page, site, DEMO_ADMIN);
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${site.url}${site.prefix}/requests/list?status=Paid`);
      await page.locator('main h1').waitFor();
      await page.getByRole('button', { name: new RegExp(text(locale, 'phone.filters')) }).click();
      await page.getByRole('dialog').waitFor();
      await shoot('requests-filters-phone');
    },
  },
  {
    // The submitted-date filter's calendar, localized (Arabic months, digits and direction).
    name: 'date-picker',
    async run({ page, site, locale, shoot }) {
      await signInAs(page, site, DEMO_ADMIN);
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${site.url}${site.prefix}/requests/list`);
      await page.locator('main h1').waitFor();
      // The "from" field's calendar button (the first date field of the filters).
      await page
        .getByRole('button', { name: text(locale, 'dates.chooseDate') })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shoot('requests-date-picker');
    },
  },
  {
    // Three wrong passwords, then the right one: the page does the proof of work by itself. The
    // attempt carrying the solution is held until the shot, so "Check complete" stays on screen.
    name: 'login-captcha',
    async run({ page, site, shoot }) {
      const admin = await createAdmin(site.url, { name: 'Captcha Shot', permissions: ['manage-catalog'] });
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await page.route('**/api/auth/loginAdmin', async (route) => {
        if (route.request().postDataJSON().captcha) await held;
        await route.continue();
      });
      for (const password of ['wrong-one', 'wrong-two', 'wrong-three']) {
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/loginAdmin'));
        await signInAs(page, site, { email: admin.email, password });
        await answered;
      }
      await page.locator('#login-password').fill(admin.password);
      await page.locator('button[type=submit]').click();
      await page.locator('.login-captcha-solved').waitFor();
      await shoot('login-captcha');
      release();
      // The right password clears the address's failures, so later sign-ins need no captcha.
      await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    },
  },
  {
    // Enrol on the profile page (QR and key), confirm a code (recovery codes), sign in again (code step).
    name: 'two-factor',
    // Tall enough for the profile page's two-factor card without scrolling.
    viewport: { width: 1440, height: 1200 },
    async run({ page, site, locale, shoot }) {
      const admin = await createAdmin(site.url, {
        name: 'Two Factor Shot',
        permissions: ['process-requests', 'view-finance'],
      });
      await signInAs(page, site, admin);
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${site.url}${site.prefix}/admin`);
      const card = page.getByRole('region', { name: text(locale, 'admins.twoFactor.title') });
      await card.getByRole('button', { name: text(locale, 'admins.twoFactor.start') }).click();
      const secret = (await page.getByTestId('totp-secret').textContent()).replace(/\s+/g, '');
      await shoot('two-factor-enrol');
      await card.getByLabel(text(locale, 'auth.twoFactor.code')).fill(await totpCode(secret));
      await card.getByRole('button', { name: text(locale, 'admins.twoFactor.enable') }).click();
      await card.getByRole('list').waitFor();
      await card.getByLabel(text(locale, 'admins.twoFactor.savedConfirm')).check();
      await shoot('two-factor-recovery');
      await card.getByRole('button', { name: text(locale, 'admins.twoFactor.done') }).click();
      await page.setViewportSize({ width: 1440, height: 900 }); // the sign-in page, as the others
      await page.context().clearCookies({ name: 'accessToken' });
      await page.context().clearCookies({ name: 'visadesk_staff_refresh' });
      await signInAs(page, site, admin);
      await page.locator('#login-second-factor').waitFor();
      await shoot('two-factor-signin');
    },
  },
  {
    // The demo admin edits a limited admin: the permission checkboxes with what each grants.
    name: 'admin-form',
    async run({ page, site, locale, shoot }) {
      const admin = await createAdmin(site.url, {
        name: 'Catalog Editor',
        permissions: ['manage-catalog', 'export-data'],
      });
      await signInAs(page, site, DEMO_ADMIN);
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${site.url}${site.prefix}/admin/list?search=${encodeURIComponent(admin.email)}`);
      await page
        .getByRole('button', { name: text(locale, 'admins.edit') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('group', { name: text(locale, 'admins.fields.permissions') })
        .scrollIntoViewIfNeeded();
      await shoot('admin-form');
    },
  },
  {
    // A catalog-only admin opens the requests list.
    name: 'forbidden',
    async run({ page, site, shoot }) {
      const admin = await createAdmin(site.url, { name: 'Catalog Only', permissions: ['manage-catalog'] });
      await signInAs(page, site, admin);
      await page.waitForURL(/\/visa\/list$/);
      await page.goto(`${site.url}${site.prefix}/requests/list`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot('forbidden');
    },
  },
];

const wanted = process.argv.slice(2);
const isWanted = (name) => wanted.length === 0 || wanted.includes(name);

// The flows sign in many times from one address within a minute.
const server = await startServer({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
// Lists and the dashboard with content: applicants' requests in every status.
await createSampleRequests(server.url, server.dataDir);
const browser = await chromium.launch(chromiumOptions);
const newContext = async (mode, viewport = { width: 1440, height: 900 }) => {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  return context;
};
const variants = ['light', 'dark'].flatMap((mode) =>
  ['en', 'ar'].map((locale) => ({ mode, locale, prefix: locale === 'ar' ? '/ar' : '' })),
);
try {
  for (const { mode, locale, prefix } of variants) {
    const context = await newContext(mode);
    const page = await context.newPage();
    for (const screen of screens.filter((s) => isWanted(s.name))) {
      if (screen.signedIn && !(await context.cookies()).some((c) => c.name === 'accessToken')) {
        await signInAs(page, { url: server.url, prefix }, DEMO_ADMIN);
        await page.waitForURL(/\/dashboard$/);
      }
      for (const [suffix, viewport] of [['', null], ...(screen.phone ? [['-phone', PHONE]] : [])]) {
        await page.setViewportSize(viewport ?? { width: 1440, height: 900 });
        await page.goto(`${server.url}${prefix}${screen.path}`);
        // Not 'networkidle': the signed-in shell keeps its live event stream open.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForTimeout(1500);
        const file = `${out}${screen.name}${suffix}-${locale}-${mode}.png`;
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      }
    }
    await context.close();
  }

  // After every plain screen, so the admin list shows only the demo admin in each variant.
  for (const { mode, locale, prefix } of variants) {
    for (const flow of flows.filter((f) => isWanted(f.name))) {
      const context = await newContext(mode, flow.viewport);
      const page = await context.newPage();
      const shoot = async (name) => {
        await page.waitForTimeout(800); // let transitions and toasts settle
        const file = `${out}${name}-${locale}-${mode}.png`;
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      };
      await flow.run({ page, site: { url: server.url, prefix }, locale, shoot });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
