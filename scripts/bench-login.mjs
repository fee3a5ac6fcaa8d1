// Measures how long the sign-in form takes to become visible in Debian's Chromium against the
// production build: cold (empty cache, new context) and warm (same context, reload).
// Usage: npm run bench:login [-- runs]   (needs `npm run build`)
import { chromium } from '@playwright/test';
import { chromiumOptions, startServer } from './lib/server.mjs';

const runs = Number(process.argv[2] ?? 20);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds from navigation start until the email field is visible (page clock). */
async function visibleAfter(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#login-email').waitFor({ state: 'visible' });
  return page.evaluate(() => performance.now());
}

const server = await startServer({ port: 3297 });
const browser = await chromium.launch(chromiumOptions);
try {
  const results = {};
  for (const path of ['/login', '/ar/login']) {
    const cold = [];
    const warm = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      cold.push(await visibleAfter(page, `${server.url}${path}`));
      warm.push(await visibleAfter(page, `${server.url}${path}`));
      await context.close();
    }
    results[path] = { cold, warm };
  }
  console.log(`login form visible (ms), ${runs} runs each, Chromium ${browser.version()}`);
  console.log('page        cache  p50    p95    max');
  for (const [path, { cold, warm }] of Object.entries(results)) {
    for (const [name, values] of [
      ['cold', cold],
      ['warm', warm],
    ]) {
      const row = [percentile(values, 50), percentile(values, 95), Math.max(...values)].map((v) =>
        v.toFixed(0).padStart(5),
      );
      console.log(`${path.padEnd(11)} ${name.padEnd(5)} ${row.join('  ')}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
