import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerApplicant } from '../applicant';
import { DEMO_ADMIN, prefix, signIn } from '../fixtures';

// An applicant pays through the built-in sandbox's pay page, in a real browser, for each provider;
// the back office then shows the requests Paid, the transaction, and the dashboard's revenue.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function submitGroup(request: APIRequestContext) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const applicant = await registerApplicant(request, {
    fullName: `Sandbox ${stamp}`,
    email: `sandbox-${stamp}@example.test`,
    password: `Secret${stamp}9`,
    locale: 'ar',
  });
  const [latest] = await ok<{ id: string }[]>(await request.get('/api/visa/latest'));
  const visa = await ok<{ id: string; nationalities: { id: string; iso2: string }[] }>(
    await request.get(`/api/visa/one/${latest!.id}`),
  );
  const iraq = (
    await ok<{ id: string; iso2: string }[]>(await request.get('/api/countries/complete-list'))
  ).find((c) => c.iso2 === 'IQ')!;
  const nationalityId =
    visa.nationalities.length === 0 || visa.nationalities.some((n) => n.id === iraq.id)
      ? iraq.id
      : visa.nationalities[0]!.id;
  const group = await ok<{ groupId: string; groupReference: string; totalAmount: number }>(
    await request.post('/api/requests/create-request-group', {
      headers: { Authorization: `Bearer ${applicant.access_token}` },
      data: {
        visaId: visa.id,
        travellers: [
          {
            nationalityId,
            fullName: `Sandbox Traveller ${stamp}`,
            fullQuadrupleName: `Sandbox Traveller Ali Hassan ${stamp}`,
            passportNumber: `S${stamp.slice(-7)}`.replace(/[^A-Za-z0-9]/g, '').padEnd(6, '0'),
            email: `traveller-${stamp}@example.test`,
            dateOfBirth: '1988-03-02',
            travelDate: day(25),
            returnDate: day(40),
            passportExpiry: day(800),
            lastEntry: day(-300),
            educationDegree: 'Master',
            travelReason: 'Tourism',
            destinationAirport: 'Main airport',
          },
        ],
      },
    }),
  );
  return { token: applicant.access_token, travellerName: `Sandbox Traveller ${stamp}`, ...group };
}

async function revenue(request: APIRequestContext) {
  const { access_token } = await ok<{ access_token: string }>(
    await request.post('/api/auth/loginAdmin', { data: DEMO_ADMIN }),
  );
  const board = await ok<{ totals: { revenue: number } }>(
    await request.get('/api/dashboard', { headers: { Authorization: `Bearer ${access_token}` } }),
  );
  return board.totals.revenue;
}

for (const [gateway, locale] of [
  ['zain-cash', 'en'],
  ['qi-card', 'ar'],
] as const) {
  test(`an applicant pays with ${gateway} on the sandbox page; the back office sees it (${locale})`, async ({
    page,
    request,
  }) => {
    const group = await submitGroup(request);
    const before = await revenue(request);
    const payment = await ok<{ transactionId: string; payUrl: string; amount: number }>(
      await request.post('/api/gateways/create', {
        headers: { Authorization: `Bearer ${group.token}` },
        data: { groupId: group.groupId, gateway, locale },
      }),
    );
    expect(payment.amount).toBe(group.totalAmount);

    // The applicant's browser: the provider's page, the button, and back to our result page.
    await page.goto(payment.payUrl);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    // The return is verified by the API, which sends the browser on to the portal's result page.
    await expect(page).toHaveURL(/\/payment\/result\?.*status=paid/);

    const details = await ok<{ status: string; requests: { status: string }[] }>(
      await request.post('/api/gateways/public-get-request-details-after-payment', {
        headers: { Authorization: `Bearer ${group.token}` },
        data: { transactionId: payment.transactionId },
      }),
    );
    expect(details.status).toBe('succeeded');
    expect(details.requests.map((r) => r.status)).toEqual(['Paid']);
    expect((await revenue(request)) - before).toBe(payment.amount);

    // The back office, in the test's language.
    await signIn(page, locale);
    await page.goto(`${prefix(locale)}/transactions/list?search=${encodeURIComponent(group.groupReference)}`);
    await expect(page.getByRole('grid').getByText(group.groupReference)).toBeVisible();
    await page.goto(`${prefix(locale)}/requests/list?search=${encodeURIComponent(group.travellerName)}`);
    const row = page.getByRole('row').filter({ hasText: group.travellerName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(locale === 'ar' ? 'مدفوع' : 'Paid', { exact: true })).toBeVisible();
  });
}
