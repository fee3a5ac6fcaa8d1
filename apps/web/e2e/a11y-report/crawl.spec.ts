import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { seriousViolations } from '../axe';
import { CRAWL_PASSES, BACK_OFFICE_ROUTES as ROUTES, setTheme } from '../back-office-pages';
import { type Locale, prefix, signIn } from '../fixtures';

test('serious and critical axe findings on every route', async ({ page }) => {
  test.setTimeout(600_000);
  const rows: string[] = [];
  const byRule: Record<string, number> = {};
  let pages = 0,
    withFindings = 0,
    nodes = 0;
  for (const locale of ['en', 'ar'] as Locale[]) {
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, locale);
    for (const [mode, width, height] of CRAWL_PASSES) {
      await page.setViewportSize({ width, height });
      await setTheme(page, mode);
      for (const route of ROUTES) {
        await page.goto(`${prefix(locale)}${route}`);
        await page.locator('main h1, main h2, main h3').first().waitFor();
        await page.waitForTimeout(300);
        const f = await seriousViolations(page);
        pages++;
        const n = f.reduce((a, v) => a + v.nodes.length, 0);
        if (n) withFindings++;
        nodes += n;
        for (const v of f) byRule[v.rule] = (byRule[v.rule] ?? 0) + v.nodes.length;
        rows.push(
          `${locale} ${mode} ${width} ${route}: ${f.map((v) => `${v.rule}×${v.nodes.length}`).join(', ')}`,
        );
      }
    }
  }
  writeFileSync(
    process.env.A11Y_OUT ?? 'a11y-report.txt',
    `${rows.join('\n')}\n\npages ${pages}, with findings ${withFindings}, serious/critical nodes ${nodes}\n${JSON.stringify(byRule, null, 1)}\n`,
  );
});
