import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createAdmin } from '../admins';
import { prefix, signIn } from '../fixtures';
import { bearer, json, submitGroup, text } from '../requests-api';
import { moveRequest as move } from '../staff';

// Applications end to end, once per language: an applicant submits through the API; staff find the
// request, take a cash payment and walk it through the workflow; the bell hears about changes made
// elsewhere live; and the filtered list exports to CSV and XLSX in the page's language.

/** The bell's unread count as a number, whatever digits the page writes it in. */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count').locator('.MuiBadge-badge');
  if ((await badge.getAttribute('class'))?.includes('MuiBadge-invisible')) return 0;
  const shown = (await badge.textContent()) ?? '0';
  return Number(shown.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, ''));
}

// A long walk through many screens: more time than the suite's default minute.
test.describe.configure({ timeout: 120_000 });

for (const locale of ['en', 'ar'] as const) {
  test(`request workflow, live bell and exports in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    request: api,
  }) => {
    const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
    const status = (s: string) => t(`requests.status.${s}`);
    const stamp = `e2e-${locale}-${Date.now().toString(36)}`;
    const { group, userToken } = await submitGroup(api, stamp);
    const { reference } = group.requests[0]!;

    await signIn(page, locale);
    await page.goto(`${prefix(locale)}/requests/list`);
    await page.getByRole('searchbox', { name: t('requests.search') }).fill(reference);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(status('Requested'));

    // Open it: a deep link on the list route.
    await page.getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`request=${group.requests[0]!.id}`));
    const drawer = page.getByRole('dialog', { name: reference });
    await expect(drawer.getByText(`Traveller ${stamp}`, { exact: true })).toBeVisible();
    const timeline = drawer.getByRole('list', { name: t('requests.timeline') });
    const moved = (from: string, to: string) =>
      t('requests.movedFromTo', { from: status(from), to: status(to) });

    // Requested: only cancel and the cash payment are offered.
    await expect(drawer.getByRole('button', { name: t('requests.actions.Approved') })).toHaveCount(0);
    await drawer.getByRole('button', { name: t('requests.cash.action') }).click();
    const cash = page.getByRole('dialog', { name: t('requests.cash.title') });
    await cash.getByLabel(t('requests.cash.note')).fill('Receipt 42');
    await cash.getByRole('button', { name: t('requests.cash.confirm') }).click();
    // The toast sits outside the drawer, which hides the rest of the page from assistive tech
    // while open (the drawer announces the new status itself): find it by its text.
    await expect(page.getByText(t('requests.cash.done', { reference }))).toBeVisible();
    await expect(drawer.getByRole('status')).toHaveText(status('Paid'));
    await expect(timeline).toContainText(moved('Requested', 'Paid'));

    await move(page, drawer, locale, 'InProcess');
    await expect(timeline).toContainText(moved('Paid', 'InProcess'));
    const reason = locale === 'en' ? 'Please upload a clearer passport scan' : 'يرجى رفع نسخة أوضح من الجواز';
    await move(page, drawer, locale, 'Modified', reason);
    await expect(timeline).toContainText(moved('InProcess', 'Modified'));
    await expect(timeline).toContainText(reason);
    await move(page, drawer, locale, 'InProcess');
    await expect(timeline).toContainText(moved('Modified', 'InProcess'));
    await move(page, drawer, locale, 'Approved');
    await expect(timeline).toContainText(moved('InProcess', 'Approved'));
    await expect(timeline.getByRole('listitem')).toHaveCount(6);
    await expect(drawer.getByText(t('requests.finalStatus', { status: status('Approved') }))).toBeVisible();

    // The bell hears about changes made elsewhere, live.
    await drawer.getByRole('button', { name: t('ui.close') }).click();
    await expect(drawer).toBeHidden();
    await page.waitForTimeout(500);
    const before = await bellCount(page);
    const second = await submitGroup(api, `${stamp}-2`, userToken);
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(before + 1);
    // A colleague's change is news to this reader; their own moves above were not (ADR 0034).
    const colleague = await createAdmin(api, ['process-requests'], 'Colleague');
    const admin = await json<{ access_token: string }>(
      await api.post('/api/auth/loginAdmin', {
        data: { email: colleague.email, password: colleague.password },
      }),
    ).then((login) => login.access_token);
    const other = second.group.requests[0]!;
    const otherDetail = await json<{ version: number }>(
      await api.get(`/api/requests/one-by-admin/${other.id}`, { headers: bearer(admin) }),
    );
    await json(
      await api.patch(`/api/requests/${other.id}`, {
        headers: bearer(admin),
        data: { version: otherDetail.version, status: 'Canceled' },
      }),
    );
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(before + 2);

    await page.getByTestId('notification-count').click();
    const bell = page.getByRole('dialog', { name: t('notifications.title') });
    const change = bell
      .getByRole('button')
      .filter({ hasText: other.reference })
      .filter({ hasText: status('Canceled') });
    await expect(change).toBeVisible();
    await change.click();
    await expect(page).toHaveURL(new RegExp(`request=${other.id}`));
    await expect(page.getByRole('dialog', { name: other.reference })).toBeVisible();
    await page
      .getByRole('dialog', { name: other.reference })
      .getByRole('button', { name: t('ui.close') })
      .click();

    await page.getByTestId('notification-count').click();
    await bell.getByRole('button', { name: t('notifications.markAll') }).click();
    await expect.poll(() => bellCount(page)).toBe(0);
    await page.keyboard.press('Escape');

    // Exports of the filtered list, in the page's language.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('requests.export.csv') }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvBytes = readFileSync((await csv.path())!);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = csvBytes.toString('utf8');
    expect(csvText).toContain(reference);
    expect(csvText).not.toContain(other.reference);
    if (locale === 'ar') expect(csvText).toMatch(/[\u0600-\u06FF]/);
    else expect(csvText.split('\n')[0]).not.toMatch(/[\u0600-\u06FF]/);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('requests.export.xlsx') }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const xlsxBytes = readFileSync((await xlsx.path())!);
    // An XLSX file is a ZIP archive.
    expect(xlsxBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
}
