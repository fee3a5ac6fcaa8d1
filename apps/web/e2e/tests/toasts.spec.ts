import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Locale, prefix, signIn } from '../fixtures';
import { submitGroup, text } from '../requests-api';

// Notices never cover a control of the open request drawer (issue 27, item 5): the toast raised
// by a cash payment in the drawer, in both directions, on a desktop and on a phone.

/** The drawer's enabled controls that the toast covers (each checked to be really on top). */
async function coveredControls(page: Page, drawer: Locator): Promise<string[]> {
  const toast = page.locator('.Toastify__toast').first();
  const box = (await toast.boundingBox())!;
  return drawer.evaluate((root, t) => {
    const containers = [...document.querySelectorAll<HTMLElement>('.Toastify__toast-container')];
    // Hidden for a moment, so that what is under the toast is found by hit-testing.
    for (const c of containers) c.style.visibility = 'hidden';
    const hits: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [role="combobox"], [tabindex="0"]',
    );
    for (const control of controls) {
      if ((control as HTMLButtonElement).disabled || control.getAttribute('aria-disabled') === 'true')
        continue;
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      // Not actually visible (scrolled away, under the sticky header): the toast hides nothing.
      if (!top || !(control === top || control.contains(top))) continue;
      const overlaps = r.left < t.x + t.width && r.right > t.x && r.top < t.y + t.height && r.bottom > t.y;
      if (overlaps)
        hits.push(control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
    }
    for (const c of containers) c.style.visibility = '';
    return hits;
  }, box);
}

for (const locale of ['ar', 'en'] as Locale[]) {
  test(`a notice covers no control of the request drawer (${locale}, desktop and phone)`, async ({
    page,
    request: api,
  }) => {
    const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
    await signIn(page, locale);
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const { group } = await submitGroup(api, `e2e-toast-${locale}-${device}-${Date.now().toString(36)}`);
      const { id, reference } = group.requests[0]!;
      await page.setViewportSize(viewport);
      await page.goto(`${prefix(locale)}/requests/list?request=${id}`);
      const drawer = page.getByRole('dialog', { name: reference });
      await drawer.getByRole('button', { name: t('requests.cash.action') }).click();
      const cash = page.getByRole('dialog', { name: t('requests.cash.title') });
      await cash.getByLabel(t('requests.cash.note')).fill('Receipt 7');
      await cash.getByRole('button', { name: t('requests.cash.confirm') }).click();
      await expect(cash).toBeHidden();
      const notice = page
        .locator('.Toastify__toast')
        .filter({ hasText: t('requests.cash.done', { reference }) });
      await expect(notice).toBeVisible();
      // Settled after its enter animation.
      await page.waitForTimeout(800);
      expect(await coveredControls(page, drawer), device).toEqual([]);
      // Still heard by assistive technology: not hidden with the page behind the drawer.
      await expect(
        page.getByRole('alert').filter({ hasText: t('requests.cash.done', { reference }) }),
      ).toBeVisible();
    }
  });
}
