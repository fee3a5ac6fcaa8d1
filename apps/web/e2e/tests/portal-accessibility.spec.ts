import { expect, type Page, test } from '@playwright/test';
import { describeFindings, seriousViolations } from '../axe';
import type { Locale } from '../fixtures';

// Every portal page, in both languages, light and dark on a phone and light on a desktop, with
// axe-core: public pages by URL, the applicant's pages signed in as the seeded demo applicant
// (whose family has requests approved, in process, sent back for changes and unpaid).

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const DEMO_APPLICANT = { email: 'applicant@visadesk.test', password: 'Applicant#12345' };
const VIEWS = [
  { viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
  { viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
  { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
];

async function signInAsDemoApplicant(page: Page) {
  const response = await page.request.post(`${portal}/api/auth/loginUser`, { data: DEMO_APPLICANT });
  expect(response.ok(), await response.text()).toBe(true);
  const login = await response.json();
  await page.goto(`${portal}/robots.txt`);
  await page.evaluate((l) => {
    localStorage.setItem(
      'visadesk.portal.session',
      JSON.stringify({ user: l.user, accessToken: l.access_token, refreshToken: l.refresh_token }),
    );
  }, login);
}

test.describe.configure({ timeout: 180_000 });

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`no serious or critical axe finding on any portal page (${locale})`, async ({ browser, request }) => {
    const prefix = locale === 'ar' ? '/ar' : '';
    const [visa] = await (await request.get(`${portal}/api/visa/latest`)).json();
    const countries = await (await request.get(`${portal}/api/countries/complete-list`)).json();
    const iraq = countries.find((c: { iso2: string }) => c.iso2 === 'IQ');
    const login = await (await request.post(`${portal}/api/auth/loginUser`, { data: DEMO_APPLICANT })).json();
    const groups = await (
      await request.get(`${portal}/api/applicant/groups`, {
        headers: { authorization: `Bearer ${login.access_token}` },
      })
    ).json();
    const modified = groups.items.find((g: { requests: { status: string }[] }) =>
      g.requests.some((r) => r.status === 'Modified'),
    );
    expect(modified, 'the demo applicant has a request sent back for changes').toBeTruthy();
    const tickets = await (
      await request.get(`${portal}/api/applicant/tickets`, {
        headers: { authorization: `Bearer ${login.access_token}` },
      })
    ).json();
    const answered = tickets.items.find((t: { lastReplyBy: string | null }) => t.lastReplyBy !== null);
    expect(answered, 'the demo applicant has a ticket with a conversation').toBeTruthy();
    // [path, what shows the page is ready, signed in]
    const pages: [string, string, boolean][] = [
      ['/', 'h1', false],
      [`/visas?nationality=${iraq.id}&destination=${visa.destination.id}`, 'h1', false],
      [`/visas/${visa.id}`, 'h1', false],
      ['/track', 'h1', false],
      ['/track?reference=22222-22222-22222&secret=A1234567', '[role=alert]', false],
      ['/no-such-page', 'h1', false],
      ['/sign-in', '#app form', false],
      ['/register', '#app form', false],
      ['/account/forgot-password', '#app form', false],
      ['/contact', '#app form', false],
      ['/applications', '#app h1', true],
      [`/applications/${modified.reference}`, `#app h2`, true],
      [`/apply/${visa.id}`, '#app form', true],
      ['/account', '#app form', true],
      [`/contact/tickets/${answered.id}`, '#app ol.conversation', true],
    ];
    const failures: string[] = [];
    for (const view of VIEWS) {
      const context = await browser.newContext(view);
      const page = await context.newPage();
      // Signed out first (sign-in and registration send a signed-in applicant on), then signed in.
      for (const signedIn of [false, true]) {
        if (signedIn) await signInAsDemoApplicant(page);
        for (const [path, ready, needsSession] of pages) {
          if (needsSession !== signedIn) continue;
          await page.goto(`${portal}${prefix}${path === '/' && prefix ? '' : path}`);
          await page.locator(ready).first().waitFor();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          const findings = await seriousViolations(page);
          if (findings.length > 0)
            failures.push(
              `${path} (${view.viewport.width}px ${view.colorScheme}):\n${describeFindings(findings)}`,
            );
        }
      }
      await context.close();
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
}
