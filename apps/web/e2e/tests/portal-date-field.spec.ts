import { expect, test } from '@playwright/test';
import { messagesFor } from '../../../portal/src/shared/i18n/messages';
import { registerApplicant } from '../applicant';
import { fillDateField } from '../portal/date-field';
import { bearer, day, json } from '../requests-api';

// Issue 27 item 2: the portal's dates are typed as day, month by name and year, in the page's
// language and digits, and reach the API as YYYY-MM-DD.

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

const VALUES: Record<string, string> = {
  FullName: 'زينب علي',
  FullQuadRupleName: 'زينب علي حسن كاظم',
  PassportNumber: 'A7654321',
  Email: 'zainab@example.com',
  DateOfBirth: '1990-02-07',
  TravelDate: day(30),
  ReturnDate: day(45),
  PassportExpiry: day(800),
  LastEntry: day(-400),
  EducationDegree: 'بكالوريوس',
  TravelReason: 'زيارة عائلية',
  DestinationAirport: 'إسطنبول',
};

test('Arabic date fields show Arabic-Indic digits and month names, and post YYYY-MM-DD', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const m = messagesFor('ar');
  const stamp = `date${Date.now().toString(36)}`;
  const login = await registerApplicant(request, {
    fullName: 'زينب علي',
    email: `${stamp}@example.com`,
    password: 'Travel2026x',
    locale: 'ar',
  });
  const [visa] = await json<{ id: string }[]>(await request.get('/api/visa/latest'));
  const detail = await json<{ requiredFields: string[] }>(await request.get(`/api/visa/one/${visa!.id}`));
  expect(detail.requiredFields).toContain('DateOfBirth');
  const countries = await json<{ id: string; iso2: string }[]>(
    await request.get('/api/countries/complete-list'),
  );
  const iraq = countries.find((c) => c.iso2 === 'IQ')!;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${portal}/robots.txt`);
  await page.evaluate((l) => {
    localStorage.setItem(
      'visadesk.portal.session',
      JSON.stringify({ user: l.user, accessToken: l.access_token, refreshToken: l.refresh_token }),
    );
  }, login);
  await page.goto(`${portal}/ar/apply/${visa!.id}`);
  const card = page.getByRole('group', { name: m.apply.travellers.traveller('١') });
  await expect(card).toBeVisible();
  await card.getByLabel(m.apply.travellers.nationality).selectOption(iraq.id);

  const birth = card.getByRole('group', { name: m.common.personalFields.DateOfBirth, exact: true });
  // The months by their Iraqi names, with their numbers in Arabic-Indic digits.
  const months = await birth.getByRole('combobox').locator('option').allTextContents();
  expect(months.slice(1, 4)).toEqual(['٠١ – كانون الثاني', '٠٢ – شباط', '٠٣ – آذار']);
  // Typed in Latin digits: shown in the page's digits.
  await fillDateField(birth, VALUES.DateOfBirth!);
  await expect(birth.getByLabel(m.common.dateParts.day)).toHaveValue('٧');
  await expect(birth.getByLabel(m.common.dateParts.year)).toHaveValue('١٩٩٠');
  await expect(birth.getByRole('combobox')).toHaveValue('2');

  for (const field of detail.requiredFields) {
    if (field === 'DateOfBirth') continue;
    const label = m.common.personalFields[field as keyof typeof m.common.personalFields];
    // The other dates typed in Arabic-Indic digits, as an Arabic keyboard types them.
    if (/Date|Expiry|LastEntry/.test(field))
      await fillDateField(card.getByRole('group', { name: label, exact: true }), VALUES[field]!, 'arab');
    else await card.getByLabel(label, { exact: true }).fill(VALUES[field]!);
  }

  // A travel date in the past is refused in Arabic, on its field.
  if (detail.requiredFields.includes('TravelDate')) {
    const travel = card.getByRole('group', { name: m.common.personalFields.TravelDate, exact: true });
    await fillDateField(travel, day(-3));
    await page.getByRole('button', { name: m.apply.travellers.next }).click();
    await expect(travel.getByText(m.apply.errors.travelNotPast)).toBeVisible();
    await fillDateField(travel, VALUES.TravelDate!, 'arab');
  }

  await page.getByRole('button', { name: m.apply.travellers.next }).click();
  await expect(page.getByRole('heading', { name: m.apply.review.heading })).toBeVisible();
  await page.getByRole('button', { name: m.apply.review.submit }).click();
  await expect(page.getByRole('heading', { name: m.apply.documents.heading })).toBeVisible();

  // The request the server made holds the dates as typed.
  const groups = await json<{ items: { requests: { id: string }[] }[] }>(
    await request.get('/api/applicant/groups', { headers: bearer(login.access_token) }),
  );
  const made = await json<Record<string, string | null>>(
    await request.get(`/api/applicant/requests/${groups.items[0]!.requests[0]!.id}`, {
      headers: bearer(login.access_token),
    }),
  );
  expect(made.dateOfBirth).toBe('1990-02-07');
  if (detail.requiredFields.includes('TravelDate')) expect(made.travelDate).toBe(VALUES.TravelDate);
  if (detail.requiredFields.includes('PassportExpiry'))
    expect(made.passportExpiry).toBe(VALUES.PassportExpiry);
});
