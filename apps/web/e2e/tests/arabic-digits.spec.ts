import { expect, type Page, test } from '@playwright/test';
import { latinOnPage, withLatinDigitsInStaffText } from '../checks/latin-digits';
import { json } from '../requests-api';

// Issue 27 item 3 on the portal: the crawl reads each Arabic portal page's visible text and lists
// each Latin digit and Latin unit it finds (checks/latin-digits.ts), after planting Latin digits
// in staff-written Arabic text. The back office: arabic-back-office.spec.ts.

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const DEMO_APPLICANT = { email: 'applicant@visadesk.test', password: 'Applicant#12345' };

async function settle(page: Page, ready: string) {
  await page.locator(ready).first().waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Lists, counters and documents load after the heading (the back office keeps a live
  // connection open, so "network idle" never comes): wait for loading indicators to go.
  await expect(page.locator('[aria-busy=true], .MuiSkeleton-root, .MuiCircularProgress-root')).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
  await page.waitForTimeout(800);
}

test.describe.configure({ timeout: 240_000 });

test('no Latin digit and no Latin unit on any Arabic portal page', async ({ page, request }) => {
  const [visa] = await json<{ id: string; destination: { id: string } }[]>(
    await request.get(`${portal}/api/visa/latest`),
  );
  const countries = await json<{ id: string; iso2: string }[]>(
    await request.get(`${portal}/api/countries/complete-list`),
  );
  const iraq = countries.find((c) => c.iso2 === 'IQ')!;
  const login = await json<{ access_token: string; refresh_token: string; user: unknown }>(
    await request.post(`${portal}/api/auth/loginUser`, { data: DEMO_APPLICANT }),
  );
  const auth = { headers: { authorization: `Bearer ${login.access_token}` } };
  const groups = await json<{ items: { requests: { reference: string; status: string }[] }[] }>(
    await request.get(`${portal}/api/applicant/groups`, auth),
  );
  const all = groups.items.flatMap((g) => g.requests);
  const modified = all.find((r) => r.status === 'Modified')!;
  const tickets = await json<{ items: { id: string }[] }>(
    await request.get(`${portal}/api/applicant/tickets`, auth),
  );
  const pages: [string, string, boolean][] = [
    ['', 'h1', false],
    [`/visas?nationality=${iraq.id}&destination=${visa!.destination.id}`, 'h1', false],
    [`/visas/${visa!.id}`, 'h1', false],
    ['/track', 'h1', false],
    ['/track?reference=22222-22222-22222&secret=A1234567', '[role=alert]', false],
    ['/sign-in', '#app form', false],
    ['/register', '#app form', false],
    ['/contact', '#app form', false],
    ['/applications', '#app h1', true],
    ...all.map((r): [string, string, boolean] => [`/applications/${r.reference}`, '#app h2', true]),
    [`/apply/${visa!.id}`, '#app form', true],
    ['/account', '#app form', true],
    ...tickets.items
      .slice(0, 2)
      .map((t): [string, string, boolean] => [`/contact/tickets/${t.id}`, '#app h1', true]),
  ];
  expect(modified, 'the demo applicant has a request sent back for changes').toBeTruthy();
  const found: string[] = [];
  await withLatinDigitsInStaffText(request, async () => {
    for (const signedIn of [false, true]) {
      if (signedIn) {
        await page.goto(`${portal}/robots.txt`);
        await page.evaluate((l) => {
          localStorage.setItem(
            'visadesk.portal.session',
            JSON.stringify({ user: l.user, accessToken: l.access_token, refreshToken: l.refresh_token }),
          );
        }, login);
      }
      for (const [path, ready, needsSession] of pages) {
        if (needsSession !== signedIn) continue;
        await page.goto(`${portal}/ar${path}`);
        await settle(page, ready);
        found.push(...(await latinOnPage(page, path || '/')));
      }
    }
  });
  expect(found, found.join('\n')).toEqual([]);
});
