import { expect, type Locator, type Page } from '@playwright/test';
import { type Locale, prefix } from './fixtures';

/**
 * Every back-office page (the contract's route table): the one list the crawls walk — axe, the
 * Arabic checks (digits, English text, cut text) and the accessibility report.
 */
export const BACK_OFFICE_ROUTES = [
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
] as const;

/** The passes of a crawl: desktop in both themes, phone in the light one. */
export const CRAWL_PASSES = [
  ['light', 1440, 900],
  ['dark', 1440, 900],
  ['light', 390, 844],
] as const;

/** axe-core's rules whose verdict a colour scheme can change: all a dark-theme pass runs. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The colour scheme the back office shows, switched without a reload (what its toggle stores). */
export async function setTheme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((m) => {
    localStorage.setItem('mui-mode', m);
    document.documentElement.setAttribute('data-mui-color-scheme', m);
  }, mode);
}

/**
 * Opens a back-office page the way a click on a link does, inside the running app: a full load
 * of the back office costs the browser about 1.2 CPU-s, a route change a third less
 * (docs/benchmarks.md, "The test command"). The first visit of a crawl is a full load.
 */
export async function openInApp(page: Page, locale: Locale, route: string) {
  const path = `${prefix(locale)}${route}`;
  const loaded = page.url().startsWith('http') && (await page.locator('#root main').count()) > 0;
  if (!loaded || new URL(page.url()).pathname === path) {
    await page.goto(path);
    return;
  }
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  // Every page names itself in its title: a new title means the new page has rendered.
  await expect(page).not.toHaveTitle(before);
}

/**
 * Waits until a page has drawn what it loads after its heading (lists, counters, documents): the
 * back office keeps a live connection open, so "network idle" never comes.
 */
export async function settle(page: Page, ready: string | Locator = 'main h1, main h2, main h3') {
  await (typeof ready === 'string' ? page.locator(ready) : ready).first().waitFor({ timeout: 20_000 });
  await expect(page.locator('[aria-busy=true], .MuiSkeleton-root, .MuiCircularProgress-root')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(500);
}
