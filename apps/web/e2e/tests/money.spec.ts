import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { registerApplicant } from '../applicant';
import { DEMO_ADMIN, type Locale, prefix, signIn } from '../fixtures';

// Money end to end: an applicant submits a group through the API, staff record the cash paid at
// the counter, and the back office shows that payment in the transactions list and the
// dashboard's figures — once per language.

type Messages = Record<string, unknown>;
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync(new URL('../../src/locales/en.json', import.meta.url), 'utf8')),
  ar: JSON.parse(readFileSync(new URL('../../src/locales/ar.json', import.meta.url), 'utf8')),
};

function text(locale: Locale, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`missing ${locale} text ${key}`);
  return value;
}

/** How the UI writes a figure: the app's Intl tags, Arabic with its default Eastern digits. */
const intlTag = (locale: Locale) => (locale === 'ar' ? 'ar-IQ-u-nu-arab' : 'en-US-u-nu-latn');
const iqd = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 })
    .format(amount)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\u00a0/g, ' ');
const count = (n: number, locale: Locale) => new Intl.NumberFormat(intlTag(locale)).format(n);

/** Visible text: bidi marks are invisible and non-breaking spaces read as spaces. */
async function visibleText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Dashboard {
  totals: { requests: number; revenue: number };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await json<{ access_token: string }>(
    await request.post('/api/auth/loginAdmin', { data: DEMO_ADMIN }),
  );
  return login.access_token;
}

async function dashboard(request: APIRequestContext, token: string): Promise<Dashboard> {
  return json<Dashboard>(
    await request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } }),
  );
}

/** Register an applicant, submit a two-traveller group for the latest visa, and pay it in cash. */
async function seedCashPayment(request: APIRequestContext) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const applicant = await registerApplicant(request, {
    fullName: `Money Test ${stamp}`,
    email: `money-${stamp}@example.test`,
    password: `Secret${stamp}9`,
    locale: 'en',
  });
  const [latest] = await json<{ id: string }[]>(await request.get('/api/visa/latest'));
  expect(latest, 'the demo catalog has a visa').toBeTruthy();
  const visa = await json<{ id: string; price: number; nationalities: { id: string; iso2: string }[] }>(
    await request.get(`/api/visa/one/${latest!.id}`),
  );
  const countries = await json<{ id: string; iso2: string }[]>(
    await request.get('/api/countries/complete-list'),
  );
  const iraq = countries.find((c) => c.iso2 === 'IQ');
  expect(iraq, 'Iraq is in the catalog').toBeTruthy();
  const nationalityId = visa.nationalities.some((n) => n.id === iraq!.id)
    ? iraq!.id
    : visa.nationalities[0]!.id;

  // All twelve personal fields, valid whatever the visa requires.
  const traveller = (n: number) => ({
    nationalityId,
    fullName: `Traveller ${n} ${stamp}`,
    fullQuadrupleName: `Traveller ${n} Ali Hassan ${stamp}`,
    passportNumber: `A${stamp.slice(-6)}${n}`
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 20)
      .padEnd(6, '0'),
    email: `traveller${n}-${stamp}@example.test`,
    dateOfBirth: '1990-05-17',
    travelDate: day(30),
    returnDate: day(44),
    passportExpiry: day(900),
    lastEntry: day(-400),
    educationDegree: 'Bachelor',
    travelReason: 'Tourism',
    destinationAirport: 'Main airport',
  });
  const group = await json<{ groupId: string; groupReference: string; totalAmount: number }>(
    await request.post('/api/requests/create-request-group', {
      headers: { Authorization: `Bearer ${applicant.access_token}` },
      data: { visaId: visa.id, travellers: [traveller(1), traveller(2)] },
    }),
  );

  const token = await adminToken(request);
  const before = await dashboard(request, token);
  const payment = await json<{ amount: number }>(
    await request.post('/api/gateways/record-cash-payment', {
      headers: { Authorization: `Bearer ${token}` },
      data: { groupId: group.groupId, note: `e2e ${stamp}` },
    }),
  );
  expect(payment.amount).toBe(group.totalAmount);
  const after = await dashboard(request, token);
  // The group was submitted before `before` was read: paying adds money, not requests.
  expect(after.totals.revenue - before.totals.revenue).toBe(payment.amount);
  return {
    groupReference: group.groupReference,
    amount: payment.amount,
    travellers: 2,
    names: [traveller(1).fullName, traveller(2).fullName],
    stamp,
    after,
  };
}

let seeded: Awaited<ReturnType<typeof seedCashPayment>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  seeded = await seedCashPayment(request);
  expect(seeded.after.totals.requests).toBeGreaterThanOrEqual(seeded.travellers);
});

async function kpiValue(page: Page, label: string): Promise<string> {
  return visibleText(page.getByRole('region', { name: label, exact: true }).getByTestId('kpi-value'));
}

for (const locale of ['en', 'ar'] as const) {
  test(`a cash payment shows in transactions and the dashboard (${locale})`, async ({ page, request }) => {
    const t = (key: string) => text(locale, key);
    await signIn(page, locale);

    // The list, narrowed to this group by its reference: the row and the totals above the table.
    await page.goto(
      `${prefix(locale)}/transactions/list?search=${encodeURIComponent(seeded.groupReference)}`,
    );
    const row = page.getByRole('row').filter({ hasText: seeded.groupReference });
    await expect(row).toHaveCount(1);
    await expect.poll(() => visibleText(row)).toContain(iqd(seeded.amount, locale));
    await expect(row).toContainText(t('transactions.gateways.cash'));
    await expect(row).toContainText(t('transactions.statuses.succeeded'));
    await expect
      .poll(() => visibleText(page.getByTestId('succeeded-amount')))
      .toBe(iqd(seeded.amount, locale));
    // The reference opens the group's requests in the same language.
    await expect(row.getByRole('link', { name: seeded.groupReference })).toHaveAttribute(
      'href',
      `${prefix(locale)}/requests/list?search=${encodeURIComponent(seeded.groupReference)}`,
    );

    // …and following it lists exactly the group's travellers (a group reference is a request search).
    await row.getByRole('link', { name: seeded.groupReference }).click();
    await expect(page).toHaveURL(
      `${prefix(locale)}/requests/list?search=${encodeURIComponent(seeded.groupReference)}`,
    );
    const travellers = page.getByRole('row').filter({ hasText: seeded.stamp });
    await expect(travellers).toHaveCount(seeded.travellers);
    for (const name of seeded.names) await expect(travellers.filter({ hasText: name })).toHaveCount(1);
    // Nothing else: the grid's only body rows are the two travellers.
    await expect(page.getByRole('rowgroup').last().getByRole('row')).toHaveCount(seeded.travellers);
    await page.goBack();

    // The export takes the same filters: a file with just this group's payment.
    const format = locale === 'en' ? 'csv' : 'xlsx';
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t(`transactions.export.${format}`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    if (format === 'csv') {
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toContain(seeded.groupReference);
      expect(csv.trim().split('\n')).toHaveLength(2);
    }

    // The dashboard's default period (last 30 days) includes the payment and the group's requests.
    const now = await dashboard(request, await adminToken(request));
    await page.goto(`${prefix(locale)}/dashboard`);
    await expect.poll(() => kpiValue(page, t('dashboard.kpi.revenue'))).toBe(iqd(now.totals.revenue, locale));
    await expect
      .poll(() => kpiValue(page, t('dashboard.kpi.requests')))
      .toBe(count(now.totals.requests, locale));
    expect(now.totals.revenue).toBeGreaterThanOrEqual(seeded.amount);
    expect(now.totals.requests).toBeGreaterThanOrEqual(seeded.travellers);
    // Cash is listed under revenue by payment method, and the group's requests among the latest.
    const gateways = page.getByRole('region', { name: t('dashboard.gateway.title') });
    await expect(gateways).toContainText(t('dashboard.gateways.cash'));
    const latest = page.getByRole('region', { name: t('dashboard.latest.title') });
    await expect(latest.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^${prefix(locale)}/requests/list\\?request=[0-9a-f-]{36}$`),
    );
  });
}
