// Measures, in Debian's Chromium against the production build:
// - how long the sign-in form takes to become visible: cold (empty cache, new context) and warm
//   (same context, reload), for /login and /ar/login, side by side with reference pages on a bare
//   node:http server (lib/login-baselines.mjs: a bare form, and the same pages without their JS);
// - how long the dashboard takes to draw its cards after the sign-in click (a new context each run:
//   open the sign-in page, type the demo admin's email and password, click, wait for a KPI card).
// Usage: npm run bench:login [-- runs]   (needs `npm run build`; at least 10 runs, default 20;
// WEB_DIST_DIR=… measures another web build with the same server)
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startBaselineServer } from './lib/login-baselines.mjs';
import { chromiumOptions, startServer } from './lib/server.mjs';

const runs = Math.max(10, Number(process.argv[2] ?? 20));
const DEMO_ADMIN = { email: 'admin@visadesk.test', password: 'Admin#12345' };
// A fast typist; the page has this long to prepare the dashboard while the user types.
const KEY_DELAY_MS = 40;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (v) => v.toFixed(0).padStart(5);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * Milliseconds from navigation start (page clock) until the email field is visible, and until the
 * page's first contentful paint (the form: neither build paints anything before it); null when the
 * field is not visible within 30 s (counted and printed as a stall rather than ending the run).
 */
async function visibleAfter(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await page.locator('#login-email').waitFor({ state: 'visible', timeout: 30_000 });
  } catch {
    return null;
  }
  return page.evaluate(async () => {
    const visible = performance.now();
    // The paint entry is queued after the frame; give it a few frames to arrive.
    for (let i = 0; i < 20 && !performance.getEntriesByName('first-contentful-paint').length; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    // When the browser painted the email field's label (Element Timing, `elementtiming` on the
    // label): the form as the user sees it, whether or not the main thread was free to answer the
    // visibility check above.
    const painted = await new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntries().find((e) => e.identifier === 'login-email');
        if (!entry) return;
        observer.disconnect();
        resolve(entry.renderTime || entry.loadTime);
      });
      observer.observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(Number.NaN), 1000);
    });
    return { visible, fcp, painted };
  });
}

/**
 * Milliseconds from the sign-in click to the first dashboard KPI card in the DOM and painted
 * (page clock: a capture-phase click listener and a MutationObserver, then the next frame).
 */
async function clickToCards(page, url, { typed }) {
  await page.goto(url);
  await page.locator('#login-email').waitFor({ state: 'visible', timeout: 120_000 });
  // Typed or autofilled once the page works: a prerendered form is visible before it is hydrated,
  // and a click before that would submit natively.
  await page.waitForFunction(() => {
    const input = document.getElementById('login-email');
    return Boolean(input && Object.keys(input).some((k) => k.startsWith('__reactFiber')));
  });
  if (typed) {
    await page.locator('#login-email').pressSequentially(DEMO_ADMIN.email, { delay: KEY_DELAY_MS });
    await page.locator('#login-password').pressSequentially(DEMO_ADMIN.password, { delay: KEY_DELAY_MS });
  } else {
    // A password manager's autofill: nothing typed, the click follows at once.
    await page.locator('#login-email').fill(DEMO_ADMIN.email);
    await page.locator('#login-password').fill(DEMO_ADMIN.password);
  }
  await page.evaluate(() => {
    const w = window;
    w.__cards = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const clickedAt = performance.now();
          const found = () => document.querySelector('[data-testid="kpi-value"]');
          const done = () => requestAnimationFrame(() => resolve(performance.now() - clickedAt));
          if (found()) return done();
          const observer = new MutationObserver(() => {
            if (!found()) return;
            observer.disconnect();
            done();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    });
  });
  await page.locator('button[type=submit]').click();
  return page.evaluate(() => window.__cards);
}

const server = await startServer({
  port: 3297,
  // One address signs in many times here.
  env: { LOGIN_RATE_LIMIT_MAX: '10000' },
});
const baseline = await startBaselineServer({ port: 3296 });
// The product's pages, then the references (lib/login-baselines.mjs), measured in turn within each
// run so that all of them share the machine's load of the moment.
const PAGES = [
  { name: '/login', url: `${server.url}/login` },
  { name: '/ar/login', url: `${server.url}/ar/login` },
  { name: '/login, no JS', url: `${baseline.url}/login` },
  { name: '/ar/login, no JS', url: `${baseline.url}/ar/login` },
  { name: 'bare form', url: `${baseline.url}/form` },
];
const loadBefore = load();
let browser;
try {
  browser = await chromium.launch(chromiumOptions);
  const visible = Object.fromEntries(
    PAGES.map((p) => [
      p.name,
      { cold: [], warm: [], coldPaint: [], warmPaint: [], coldForm: [], warmForm: [] },
    ]),
  );
  const stalls = [];
  for (let i = 0; i < runs; i++) {
    for (const { name, url } of PAGES) {
      const runsOf = visible[name];
      const context = await browser.newContext();
      const page = await context.newPage();
      let stalled = false;
      for (const cache of ['cold', 'warm']) {
        const result = stalled ? null : await visibleAfter(page, url);
        if (result === null) {
          if (!stalled) stalls.push(`${name} ${cache}`);
          stalled = true;
          // Keep the runs paired with the bare form's: a stalled run (and the warm load after a
          // stalled cold one) counts as missing, so later runs keep their index.
          for (const key of [cache, `${cache}Paint`, `${cache}Form`]) runsOf[key].push(Number.NaN);
          continue;
        }
        runsOf[cache].push(result.visible);
        runsOf[`${cache}Paint`].push(result.fcp);
        runsOf[`${cache}Form`].push(result.painted);
      }
      await context.close();
    }
  }
  const dashboard = {};
  for (const path of ['/login', '/ar/login']) {
    for (const typed of [true, false]) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        times.push(await clickToCards(page, `${server.url}${path}`, { typed }));
        await context.close();
      }
      dashboard[`${path} ${typed ? 'typed' : 'filled'}`] = times;
    }
  }

  console.log(`${new Date().toISOString()}  Chromium ${browser.version()}  ${runs} runs each`);
  console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}`);
  console.log(
    '\nsign-in form after navigation start (ms): #login-email visible (Playwright) | email label painted (Element Timing) | first contentful paint',
  );
  console.log(
    'page              cache  median    min    max | median    min    max | median    min    max | over bare form',
  );
  const stats = (values) => {
    const v = values.filter(Number.isFinite);
    return [median(v), Math.min(...v), Math.max(...v)].map(fmt).join('  ');
  };
  for (const [name, runsOf] of Object.entries(visible)) {
    for (const cache of ['cold', 'warm']) {
      const cells = [runsOf[cache], runsOf[`${cache}Form`], runsOf[`${cache}Paint`]].map(stats);
      // Median of the paired differences (same run, moments apart) to the bare form's visibility.
      const bare = visible['bare form'][cache];
      const over = runsOf[cache].map((v, i) => v - bare[i]).filter(Number.isFinite);
      const overCell = name === 'bare form' ? '' : `${over.length ? fmt(median(over)) : '    -'}`;
      console.log(`${name.padEnd(17)} ${cache.padEnd(5)} ${cells.join(' | ')} | ${overCell}`);
    }
  }
  if (stalls.length) console.log(`form not visible within 30 s (left out above): ${stalls.join(', ')}`);
  console.log(
    `\nsign-in click → dashboard cards drawn (ms), cold context; typed = ${KEY_DELAY_MS} ms a key, filled = at once`,
  );
  console.log('page+input         median    min    max');
  for (const [name, values] of Object.entries(dashboard)) {
    const row = [median(values), Math.min(...values), Math.max(...values)].map(fmt);
    console.log(`${name.padEnd(18)} ${row[0]}  ${row[1]}  ${row[2]}`);
  }
} finally {
  await browser?.close();
  server.stop();
  baseline.stop();
}
