// Regenerates docs/screenshots/: each screen in English and Arabic, light and dark.
// Needs the builds (`npm run build`) and Debian's Chromium. Usage: npm run screenshots [-- name…]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumOptions, startServer } from './lib/server.mjs';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });

// path: the page (English form); signedIn: whether it needs the demo admin.
const screens = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'visa-countries', path: '/visa/countries', signedIn: true },
  { name: 'visa-list', path: '/visa/list', signedIn: true },
  { name: 'visa-requirements', path: '/visa/requirements', signedIn: true },
  { name: 'requests-list', path: '/requests/list', signedIn: true },
  { name: 'transactions-list', path: '/transactions/list', signedIn: true },
  { name: 'user-list', path: '/user/list', signedIn: true },
  { name: 'admin-list', path: '/admin/list', signedIn: true },
  { name: 'admin', path: '/admin', signedIn: true },
];
const wanted = process.argv.slice(2);

const server = await startServer();
const browser = await chromium.launch(chromiumOptions);
try {
  for (const mode of ['light', 'dark']) {
    for (const locale of ['en', 'ar']) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
      const page = await context.newPage();
      const prefix = locale === 'ar' ? '/ar' : '';
      for (const screen of screens.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
        if (screen.signedIn && !(await context.cookies()).some((c) => c.name === 'accessToken')) {
          await page.goto(`${server.url}${prefix}/login`);
          await page.locator('#login-email').fill('admin@visadesk.test');
          await page.locator('#login-password').fill('Admin#12345');
          await page.locator('button[type=submit]').click();
          await page.waitForURL(/\/dashboard$/);
        }
        await page.goto(`${server.url}${prefix}${screen.path}`);
        // Not 'networkidle': the signed-in shell keeps its live event stream open.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForTimeout(1500);
        const file = `${out}${screen.name}-${locale}-${mode}.png`;
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
