import type { Page } from '@playwright/test';

// Issue 27 item 4: no text cut to fit may hide part of itself for good.

/**
 * Every element cut with an ellipsis on the page must offer its whole text: a title, an accessible
 * name, or the shared TruncatedText (a tooltip on hover and focus). The first two of those on each
 * page are hovered to see the tooltip really come. Returns what fails.
 */
export async function unrevealedCuts(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const cuts: { index: number; text: string; titled: boolean; tooltip: boolean }[] = [];
    let index = 0;
    // Marks of a page seen before, when the app moved here without a reload.
    for (const old of document.querySelectorAll('[data-cut]')) old.removeAttribute('data-cut');
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.textOverflow !== 'ellipsis' || style.visibility === 'hidden') continue;
      const shown = el.getBoundingClientRect();
      if (shown.width === 0 || shown.height === 0) continue;
      if (el.scrollWidth <= el.clientWidth) continue;
      const whole = (el.textContent ?? '').trim();
      if (!whole) continue;
      // Only what a person sees: not rows behind an open drawer, not what is scrolled away.
      const x = Math.min(Math.max(shown.left + shown.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(shown.top + shown.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (!top || !(el.contains(top) || top.contains(el))) continue;
      el.setAttribute('data-cut', String(index));
      const own = [el.closest('[title]')?.getAttribute('title'), el.getAttribute('aria-label')];
      cuts.push({
        index,
        text: whole,
        titled: own.some((v) => v?.includes(whole)),
        tooltip: Boolean(el.closest('[data-truncated-text]')),
      });
      index++;
    }
    return cuts;
  });
  const missing = found.filter((c) => !c.titled && !c.tooltip).map((c) => c.text);
  for (const cut of found.filter((c) => c.tooltip).slice(0, 2)) {
    const el = page.locator(`[data-cut="${cut.index}"]`);
    const hovered = await el.hover({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    const tooltip = page.getByRole('tooltip').filter({ hasText: cut.text });
    const shown =
      hovered &&
      (await tooltip.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ));
    if (!shown) missing.push(`${cut.text} (no tooltip on hover)`);
    await page.mouse.move(1, 1);
  }
  return missing;
}
