import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoToken } from '../admins';
import { signIn } from '../fixtures';
import { bearer, json, text } from '../requests-api';

// Issue 27 item 3: an Arabic page writes every number in one digit style (Arabic-Indic, the
// default) and every unit in Arabic. The crawl reads each Arabic page's visible text and lists
// each Latin digit and Latin unit it finds. Latin on purpose — references, e-mail addresses,
// passport numbers, file names — is marked `translate="no"` (with `dir="ltr"`); text in English
// is marked `lang="en"`; what a person types (input values, the rich-text editor) is theirs.
// Staff-written Arabic text with Latin digits is put on the pages first: it must be shown in
// the page's digits too.

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const DEMO_APPLICANT = { email: 'applicant@visadesk.test', password: 'Applicant#12345' };

/** Latin units and currency codes an Arabic page must not show (it writes ميغابايت, د.ع., ٪). */
const LATIN_UNITS = /\b(?:[KMGT]i?B|kB|bytes?|IQD|USD|hrs?|mins?|days?)\b|%/;

/** Every visible text node outside `translate="no"` with a Latin digit or unit, with its place. */
async function latinOnPage(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((units) => {
    const unit = new RegExp(units);
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim();
      if (!value || !parent || !visible(parent)) continue;
      // Latin on purpose, English text (lang="en"), and what is being edited (like an input's value).
      if (parent.closest('[translate="no"], [contenteditable=true], script, style, noscript, option'))
        continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'en') continue;
      // Other specs share this server and name their records with a time stamp in base 36
      // ("Traveller axe-ar-mx0kdkmf"): data typed by a test, not text of the page.
      const checked = value.replace(/\b[a-z0-9-]*-[0-9a-z]{8}\b/g, '');
      if (/[0-9]/.test(checked) || unit.test(checked)) out.push(value.slice(0, 80));
    }
    return out;
  }, LATIN_UNITS.source);
  return [...new Set(found)].map((value) => `${where}: "${value}"`);
}

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

/**
 * Staff type numbers in Latin digits into Arabic names and descriptions: for the crawl, the latest
 * visa's Arabic title and description and its first requirement's Arabic name and description get
 * some (the visa page, the lists and the drawer show them); put back as they were afterwards.
 */
async function withLatinDigitsInStaffText(request: APIRequestContext, run: () => Promise<void>) {
  const auth = { headers: bearer(await demoToken(request)) };
  const [latest] = await json<{ id: string }[]>(await request.get('/api/visa/latest'));
  const visa = await json<{
    id: string;
    titleAr: string;
    descriptionAr: string;
    requirements: { id: string; kind: string }[];
  }>(await request.get(`/api/visa/one/${latest!.id}`, auth));
  const requirementId = visa.requirements.find((r) => r.kind === 'document')!.id;
  const requirement = await json<{ nameAr: string; descriptionAr: string }>(
    await request.get(`/api/visa-requirements/one/${requirementId}`, auth),
  );
  const patch = async (visaBody: object, requirementBody: object) => {
    expect((await request.patch(`/api/visa/${visa.id}`, { ...auth, data: visaBody })).ok()).toBe(true);
    expect(
      (
        await request.patch(`/api/visa-requirements/${requirementId}`, { ...auth, data: requirementBody })
      ).ok(),
    ).toBe(true);
  };
  await patch(
    {
      titleAr: `${visa.titleAr} 2026`,
      descriptionAr: `${visa.descriptionAr}<p>المدة 30 يوماً، <a href="https://example.com/form-12">النموذج 12</a>.</p>`,
    },
    { nameAr: `${requirement.nameAr} 2`, descriptionAr: `${requirement.descriptionAr} بقياس 4×6 سم.` },
  );
  try {
    await run();
  } finally {
    await patch(
      { titleAr: visa.titleAr, descriptionAr: visa.descriptionAr },
      { nameAr: requirement.nameAr, descriptionAr: requirement.descriptionAr },
    );
  }
}

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

const ROUTES = [
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
];

test('no Latin digit and no Latin unit on any Arabic back-office page', async ({ page, request }) => {
  const t = (key: string) => text('ar', key);
  await signIn(page, 'ar');
  const found: string[] = [];
  await withLatinDigitsInStaffText(request, async () => {
    for (const route of ROUTES) {
      await page.goto(`/ar${route}`);
      await settle(page, 'main h1, main h2, main h3');
      found.push(...(await latinOnPage(page, route)));
    }
    // A request's drawer (with its documents, payments and history) and the visa form.
    const login = await json<{ access_token: string }>(
      await request.post(`${portal}/api/auth/loginUser`, { data: DEMO_APPLICANT }),
    );
    const groups = await json<{ items: { requests: { id: string; reference: string }[] }[] }>(
      await request.get(`${portal}/api/applicant/groups`, {
        headers: { authorization: `Bearer ${login.access_token}` },
      }),
    );
    for (const r of groups.items.flatMap((g) => g.requests).slice(0, 3)) {
      await page.goto(`/ar/requests/list?request=${r.id}`);
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('heading', { name: t('requests.sections.personal') }).waitFor();
      await page.waitForTimeout(1500);
      found.push(...(await latinOnPage(page, `request drawer ${r.reference}`)));
    }
    await page.goto('/ar/visa/list');
    await settle(page, 'main h1');
    await page
      .getByRole('button', { name: t('catalog.edit') })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    found.push(...(await latinOnPage(page, 'visa form')));
  });
  expect(found, found.join('\n')).toEqual([]);
});
