import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerApplicant } from '../applicant';
import { signIn } from '../fixtures';
import { adminToken, bearer, json, submitGroup, text } from '../requests-api';

// One event, one clock (ADR 0033). The suite's server runs with TZ=America/New_York
// (playwright.config.ts) and this browser in Auckland; the agency is in Baghdad (the default
// AGENCY_TIME_ZONE). A request submitted now must read the same Baghdad wall time in the back
// office, on the applicant's portal page, in the submission mail and in the CSV export.

test.use({ timezoneId: 'Pacific/Auckland', locale: 'en-US' });

const BAGHDAD = 'Asia/Baghdad';
/** What a reader compares: the characters, without bidi marks or the kinds of space Intl writes. */
const plain = (s: string) =>
  s
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

async function mailTo(email: string, template: string) {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) =>
      n.endsWith(`-${template}.json`),
    )) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; text: string };
      if (mail.to.toLowerCase() === email.toLowerCase()) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} mail to ${email} in ${dir}`);
}

test("the same event reads the same Baghdad time everywhere, whatever the server's and the browser's zones", async ({
  page,
  request: api,
}) => {
  test.setTimeout(120_000);
  const stamp = `tz-${Date.now().toString(36)}`;
  const email = `${stamp}@example.com`;
  const applicant = await registerApplicant(api, {
    fullName: `Applicant ${stamp}`,
    email,
    password: 'Travel2026x',
    locale: 'en',
  });
  const { group } = await submitGroup(api, stamp, applicant.access_token);
  const { id, reference } = group.requests[0]!;
  const admin = await adminToken(api);
  const detail = await json<{ createdAt: string }>(
    await api.get(`/api/requests/one-by-admin/${id}`, { headers: bearer(admin) }),
  );
  const at = new Date(detail.createdAt);
  const inZone = (locale: string, options: Intl.DateTimeFormatOptions, timeZone = BAGHDAD) =>
    plain(new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at));
  const moment = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  } as const;
  const baghdad = inZone('en-US', moment);
  // The three clocks read differently for every instant: a pass cannot be a coincidence.
  expect(inZone('en-US', moment, 'Pacific/Auckland')).not.toBe(baghdad);
  expect(inZone('en-US', moment, 'America/New_York')).not.toBe(baghdad);
  const hhmm = inZone('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const ymd = inZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

  // The back office: the list's Submitted cell, the drawer's history, and the zone said once there.
  await signIn(page, 'en');
  await page.goto('/requests/list');
  await page.getByRole('searchbox', { name: text('en', 'requests.search') }).fill(reference);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect
    .poll(async () => plain((await page.getByRole('row').nth(1).textContent()) ?? ''))
    .toContain(baghdad);
  await page.getByRole('link', { name: reference }).click();
  const drawer = page.getByRole('dialog');
  const history = drawer.getByRole('list', { name: text('en', 'requests.timeline') });
  await expect.poll(async () => plain((await history.textContent()) ?? '')).toContain(baghdad);
  await expect(drawer.getByTestId('times-in-zone')).toHaveText('All times are Baghdad time.');

  // The portal: the applicant's page, in the same browser zone.
  const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
  await page.goto(`${portal}/robots.txt`);
  await page.evaluate((l) => {
    localStorage.setItem(
      'visadesk.portal.session',
      JSON.stringify({ user: l.user, accessToken: l.access_token, refreshToken: l.refresh_token }),
    );
  }, applicant);
  await page.goto(`${portal}/applications/${group.groupReference}`);
  const timeline = page.locator('ol.follow-timeline').first();
  await timeline.waitFor();
  const portalTime = inZone('en-IQ', { dateStyle: 'medium', timeStyle: 'short' });
  await expect.poll(async () => plain((await timeline.textContent()) ?? '')).toContain(portalTime);
  await expect(page.getByText('All times are Baghdad time.').first()).toBeVisible();

  // The mail: the submission's time, with the zone.
  const mail = await mailTo(email, 'application-submitted');
  expect(plain(mail.text)).toContain(`Submitted on: ${baghdad} (Baghdad time)`);

  // The export: the agency's wall time, the zone in the header.
  const csv = await api.get(`/api/requests/export-list/csv?search=${encodeURIComponent(reference)}`, {
    headers: bearer(admin),
  });
  expect(csv.ok()).toBe(true);
  const [header, row] = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  // The last column (names and titles before it may hold commas).
  expect(header!.split(',').at(-1)).toBe('Submitted at (Asia/Baghdad)');
  expect(row!.split(',').at(-1)).toMatch(new RegExp(`^${ymd} ${hhmm}:\\d\\d$`));
});
