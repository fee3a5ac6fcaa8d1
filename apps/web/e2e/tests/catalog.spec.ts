import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Locale, prefix, signIn } from '../fixtures';

// The catalog screens end to end, once per language: a country with a flag, a requirement, and a
// visa that uses both; then find the visa by search, edit it and delete it.

const FLAG_PNG = fileURLToPath(new URL('../fixtures/flag.png', import.meta.url));

type Messages = Record<string, unknown>;
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync(new URL('../../src/locales/en.json', import.meta.url), 'utf8')),
  ar: JSON.parse(readFileSync(new URL('../../src/locales/ar.json', import.meta.url), 'utf8')),
};

/** The UI's own text for a key, so the Arabic run asserts the Arabic the user sees. */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`missing ${locale} text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const toast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });
const row = (page: Page, content: string) => page.getByRole('row').filter({ hasText: content });

/** A user-assigned ISO code (X?) that no country has yet, so reruns on one database never clash. */
async function unusedIso2(page: Page): Promise<string> {
  const response = await page.request.get('/api/countries/complete-list');
  const taken = new Set(((await response.json()) as { iso2: string }[]).map((c) => c.iso2));
  const free = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => `X${c}`).filter((code) => !taken.has(code));
  return free[Math.floor(Math.random() * free.length)]!;
}

async function choose(dialog: Locator, page: Page, label: string, option: string) {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option }).click();
}

for (const locale of ['en', 'ar'] as const) {
  test(`catalog round trip in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
    // Letters only: Arabic pages write staff-typed digits in Arabic-Indic (ADR 0037), which would
    // make the names read back differently from how they were typed.
    const stamp = `${locale}${Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const country = { en: `Testland ${stamp}`, ar: `أرض الاختبار ${stamp}`, iso2: '' };
    const requirement = { en: `Sponsor letter ${stamp}`, ar: `خطاب الكفيل ${stamp}` };
    const visa = { en: `Test visa ${stamp}`, ar: `تأشيرة اختبار ${stamp}` };
    // What the active language shows for a bilingual record.
    const shown = (record: { en: string; ar: string }) => record[locale];
    // A dozen dialogs and lists round trip: about a minute on a quiet 2-core machine, so the
    // default 60 s failed it on a slow one (measured 2026-11-28: 59.5 s and 60 s).
    test.setTimeout(120_000);

    await signIn(page, locale);
    country.iso2 = await unusedIso2(page);

    // A country, with a flag uploaded in the same dialog.
    await page.goto(`${prefix(locale)}/visa/countries`);
    await page.getByRole('button', { name: t('catalog.countries.new') }).click();
    let dialog = page.getByRole('dialog', { name: t('catalog.countries.new') });
    await dialog.getByRole('button', { name: t('ui.create') }).click();
    await expect(dialog.getByText(text(locale, 'validation.required')).first()).toBeVisible();
    await dialog.getByLabel(t('catalog.fields.nameEn')).fill(country.en);
    await dialog.getByLabel(t('catalog.fields.nameAr')).fill(country.ar);
    await dialog.getByLabel(t('catalog.countries.iso2')).fill(country.iso2.toLowerCase());
    await dialog.locator('input[type="file"]').setInputFiles(FLAG_PNG);
    await expect(
      dialog.getByRole('img', { name: t('ui.upload.preview', { label: t('catalog.countries.flag') }) }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: t('ui.create') }).click();
    await expect(toast(page, t('catalog.countries.created', { name: shown(country) }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: t('catalog.countries.search') }).fill(stamp);
    const countryRow = row(page, country.en);
    await expect(countryRow).toContainText(country.iso2);
    await expect(countryRow.locator('img')).toHaveAttribute('src', /\/api\/files\/public\//);

    // A requirement.
    await page.goto(`${prefix(locale)}/visa/requirements`);
    await page.getByRole('button', { name: t('catalog.requirements.new') }).click();
    dialog = page.getByRole('dialog', { name: t('catalog.requirements.new') });
    await dialog.getByLabel(t('catalog.fields.nameEn')).fill(requirement.en);
    await dialog.getByLabel(t('catalog.fields.nameAr')).fill(requirement.ar);
    await dialog.getByRole('button', { name: t('ui.create') }).click();
    await expect(toast(page, t('catalog.requirements.created', { name: shown(requirement) }))).toBeVisible();

    // A visa to that country, asking for that document.
    await page.goto(`${prefix(locale)}/visa/list`);
    await page.getByRole('button', { name: t('catalog.visas.new') }).click();
    // Not by name: the title turns to "Edit visa" once it is created.
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t('catalog.visas.new') })).toBeVisible();
    await dialog.getByLabel(t('catalog.visas.titleEn')).fill(visa.en);
    await dialog.getByLabel(t('catalog.visas.titleAr')).fill(visa.ar);
    await choose(dialog, page, t('catalog.visas.destination'), shown(country));
    await dialog.getByRole('spinbutton', { name: t('catalog.visas.price') }).fill('150000');
    await choose(dialog, page, t('catalog.visas.documents'), shown(requirement));
    await dialog.getByRole('heading', { name: t('catalog.visas.descriptions') }).click(); // closes the list
    await expect(dialog.getByText(t('catalog.visas.imagesAfterSave')).first()).toBeVisible();
    await dialog.getByRole('button', { name: t('ui.create') }).click();
    // The toast sits behind the still-open modal (hidden from the accessibility tree there), so
    // look for its text; the dialog itself announces the save in a status line.
    await expect(page.getByText(t('catalog.visas.created', { name: shown(visa) }))).toBeVisible();
    // A new visa stays open for editing: description images need its id.
    await expect(dialog.getByText(t('catalog.visas.createdHint'))).toBeVisible();
    await expect(dialog.getByRole('heading', { name: t('catalog.visas.edit') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('catalog.editor.image') }).first()).toBeEnabled();
    await dialog
      .getByRole('button', { name: t('ui.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();

    // Find it by search; the search lives in the URL and survives a reload.
    const search = page.getByRole('searchbox', { name: t('catalog.visas.search') });
    await search.fill(visa.en);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(row(page, visa.en)).toContainText(shown(country));
    await page.reload();
    await expect(search).toHaveValue(visa.en);
    await expect(row(page, visa.en)).toHaveCount(1);

    // Edit the price.
    await row(page, visa.en)
      .getByRole('button', { name: t('catalog.edit') })
      .click();
    dialog = page.getByRole('dialog', { name: t('catalog.visas.edit') });
    const price = dialog.getByRole('spinbutton', { name: t('catalog.visas.price') });
    // Shown in the page's digits; the number itself is the spinbutton's value.
    await expect(price).toHaveAttribute('aria-valuenow', '150000');
    await expect(price).toHaveValue(
      new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ-u-nu-arab' : 'en-US', { useGrouping: false }).format(
        150000,
      ),
    );
    await price.fill('175000');
    await dialog.getByRole('button', { name: t('ui.save') }).click();
    await expect(toast(page, t('catalog.visas.updated', { name: shown(visa) }))).toBeVisible();
    await expect(dialog).toBeHidden();
    // The digits as the locale writes them (the currency sign's spacing varies between ICU builds).
    const formatted = new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ-u-nu-arab' : 'en-US').format(175000);
    await expect(row(page, visa.en)).toContainText(formatted);

    // The country cannot go while the visa uses it: the 409 is worded in the active language.
    const visaListUrl = page.url();
    await page.goto(`${prefix(locale)}/visa/countries?search=${encodeURIComponent(stamp)}`);
    await row(page, country.en)
      .getByRole('button', { name: t('catalog.delete') })
      .click();
    await page
      .getByRole('dialog', { name: t('catalog.countries.deleteTitle') })
      .getByRole('button', { name: t('ui.delete') })
      .click();
    await expect(toast(page, t('catalog.countries.inUse', { name: shown(country) }))).toBeVisible();
    await expect(row(page, country.en)).toHaveCount(1);
    await page.goto(visaListUrl);

    // Delete the visa, after confirming.
    await row(page, visa.en)
      .getByRole('button', { name: t('catalog.delete') })
      .click();
    const confirm = page.getByRole('dialog', { name: t('catalog.visas.deleteTitle') });
    await confirm.getByRole('button', { name: t('ui.delete') }).click();
    await expect(toast(page, t('catalog.visas.deleted', { name: shown(visa) }))).toBeVisible();
    await expect(page.getByText(t('ui.table.noMatches'))).toBeVisible();
  });
}
