import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoToken } from '../admins';
import { bearer, json } from '../requests-api';

// Issue 27 item 3: an Arabic page writes every number in one digit style (Arabic-Indic, the
// default) and every unit in Arabic. Latin on purpose — references, e-mail addresses, passport
// numbers, file names — is marked `translate="no"` (with `dir="ltr"`); text in English is marked
// `lang="en"`; what a person types (input values, the rich-text editor) is theirs.

/** Latin units and currency codes an Arabic page must not show (it writes ميغابايت, د.ع., ٪). */
const LATIN_UNITS = /\b(?:[KMGT]i?B|kB|bytes?|IQD|USD|hrs?|mins?|days?)\b|%/;

/** Every visible text node outside `translate="no"` with a Latin digit or unit, with its place. */
export async function latinOnPage(page: Page, where: string): Promise<string[]> {
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

/**
 * Staff type numbers in Latin digits into Arabic names and descriptions: for a crawl, the latest
 * visa's Arabic title and description and its first requirement's Arabic name and description get
 * some (the visa page, the lists and the drawer show them); put back as they were afterwards.
 */
export async function withLatinDigitsInStaffText(request: APIRequestContext, run: () => Promise<void>) {
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
