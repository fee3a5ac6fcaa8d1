import { expect, test } from '@playwright/test';
import { describeFindings, seriousViolations } from '../axe';
import {
  BACK_OFFICE_ROUTES,
  COLOUR_RULES,
  CRAWL_PASSES,
  openInApp,
  setTheme,
  settle,
} from '../back-office-pages';
import { unrevealedCuts } from '../checks/cut-text';
import { englishInterfaceStrings, englishOnPage } from '../checks/english-text';
import { latinOnPage, withLatinDigitsInStaffText } from '../checks/latin-digits';
import { signIn } from '../fixtures';
import { json, text } from '../requests-api';

// One walk of the Arabic back office checks every page it loads four ways (each page load costs
// the browser more than all four checks): axe-core's serious and critical findings; no English
// interface text, shown or read aloud; one digit style and Arabic units (issue 27 item 3, with
// Latin digits planted in staff-written text first); and no text cut to fit without a way to read
// it whole (issue 27 item 4). The dark theme changes colours only, so there axe runs its colour rules.

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const DEMO_APPLICANT = { email: 'applicant@visadesk.test', password: 'Applicant#12345' };

test('every Arabic back-office page: no serious axe finding, no English, one digit style, cut text readable', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const t = (key: string) => text('ar', key);
  const english = englishInterfaceStrings();
  const found = {
    axe: [] as string[],
    english: [] as string[],
    digits: [] as string[],
    cuts: [] as string[],
  };
  const login = await json<{ access_token: string }>(
    await request.post(`${portal}/api/auth/loginUser`, { data: DEMO_APPLICANT }),
  );
  const groups = await json<{ items: { requests: { id: string; reference: string }[] }[] }>(
    await request.get(`${portal}/api/applicant/groups`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    }),
  );
  const demoRequests = groups.items.flatMap((g) => g.requests);
  expect(demoRequests.length, 'the demo applicant has requests').toBeGreaterThanOrEqual(3);

  await signIn(page, 'ar');
  await withLatinDigitsInStaffText(request, async () => {
    for (const [mode, width, height] of CRAWL_PASSES) {
      await page.setViewportSize({ width, height });
      await setTheme(page, mode);
      for (const [index, route] of BACK_OFFICE_ROUTES.entries()) {
        // The first page of each pass is a full load, so the stored theme is the one applied.
        if (index === 0) await page.goto(`/ar${route}`);
        else await openInApp(page, 'ar', route);
        await settle(page);
        const where = `${route} (${mode}, ${width}px)`;
        const findings = await seriousViolations(page, mode === 'dark' ? COLOUR_RULES : undefined);
        if (findings.length) found.axe.push(`${where}:\n${describeFindings(findings)}`);
        if (mode === 'dark') continue;
        found.english.push(...(await englishOnPage(page, where, english)));
        found.digits.push(...(await latinOnPage(page, where)));
        found.cuts.push(...(await unrevealedCuts(page)).map((cut) => `${where}: ${cut}`));
      }
      if (mode === 'dark') continue;
      // Requests' drawers, with their documents, payments and history: three on a desktop, one on a phone.
      for (const r of demoRequests.slice(0, width > 600 ? 3 : 1)) {
        await page.goto(`/ar/requests/list?request=${r.id}`);
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('heading', { name: t('requests.sections.personal') }).waitFor();
        await settle(page, drawer.getByRole('list'));
        const where = `request drawer ${r.reference} (${width}px)`;
        found.english.push(...(await englishOnPage(page, where, english)));
        found.digits.push(...(await latinOnPage(page, where)));
        found.cuts.push(...(await unrevealedCuts(page)).map((cut) => `${where}: ${cut}`));
      }
    }
    // The visa form, with the planted digits in its Arabic fields' neighbours.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openInApp(page, 'ar', '/visa/list');
    await settle(page, 'main h1');
    await page
      .getByRole('button', { name: t('catalog.edit') })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    found.digits.push(...(await latinOnPage(page, 'visa form')));
  });
  expect.soft(found.axe, found.axe.join('\n\n')).toEqual([]);
  expect.soft([...new Set(found.english)], 'English interface text').toEqual([]);
  expect.soft([...new Set(found.digits)], 'Latin digits or units').toEqual([]);
  expect.soft(found.cuts, 'cut text with no title, label or tooltip').toEqual([]);
});
