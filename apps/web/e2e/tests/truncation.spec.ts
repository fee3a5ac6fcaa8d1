import { expect, type Locator, test } from '@playwright/test';
import { createAdmin } from '../admins';
import { prefix, signIn } from '../fixtures';
import { adminToken, bearer, json, submitGroup, text } from '../requests-api';

// Text cut to fit (issue 27, item 4): in the Arabic list a Latin name keeps its beginning and
// loses its end, the whole value shows on hover and on keyboard focus, every column of the
// requests list fits a 1440 px screen. (No cut text anywhere lacking a way to read it whole:
// arabic-back-office.spec.ts.)

/**
 * Finds the element that cuts `cell`'s text with an ellipsis (the cell itself, or the innermost one
 * inside it), marks it `data-test-cut`, and says where its first and last letters are against it.
 */
async function cutGeometry(cell: Locator) {
  return cell.evaluate((root) => {
    const candidates = [root, ...root.querySelectorAll<HTMLElement>('*')].filter(
      (e) => getComputedStyle(e).textOverflow === 'ellipsis' && (e.textContent ?? '').trim(),
    );
    const el = candidates[candidates.length - 1]!;
    el.setAttribute('data-test-cut', '');
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode())
      if ((walker.currentNode as Text).data.trim()) nodes.push(walker.currentNode as Text);
    const rectOf = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect();
    };
    const first = nodes[0]!;
    const last = nodes[nodes.length - 1]!;
    const box = el.getBoundingClientRect();
    const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1;
    return {
      overflows: el.scrollWidth > el.clientWidth,
      direction: getComputedStyle(el).direction,
      firstInside: inside(rectOf(first, first.data.search(/\S/))),
      lastInside: inside(rectOf(last, last.data.trimEnd().length - 1)),
    };
  });
}

test('a Latin name in the Arabic requests list is cut at its end, whole on hover and focus', async ({
  page,
  request: api,
}) => {
  const t = (key: string) => text('ar', key);
  // A long Latin name: the demo agency's staff are named in Latin letters.
  const admin = await createAdmin(api, ['process-requests'], 'Abdulrahman Mustafa Hussein Al-Obaidi');
  const { group } = await submitGroup(api, `e2e-cut-${Date.now().toString(36)}`);
  const { id, reference } = group.requests[0]!;
  const token = await adminToken(api);
  const detail = await json<{ version: number }>(
    await api.get(`/api/requests/one-by-admin/${id}`, { headers: bearer(token) }),
  );
  await json(
    await api.patch(`/api/requests/${id}`, {
      headers: bearer(token),
      data: { version: detail.version, assignedAdminId: admin.id },
    }),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'ar');
  await page.goto(`${prefix('ar')}/requests/list`);
  await page.getByRole('searchbox', { name: t('requests.search') }).fill(reference);
  await expect(page.getByRole('row')).toHaveCount(2);

  const cell = page.getByRole('row').nth(1).locator('[role="gridcell"][data-field="assignedAdmin"]');
  await expect(cell).toContainText(admin.name);
  const geometry = await cutGeometry(cell);
  const cut = cell.locator('[data-test-cut]').or(cell.and(page.locator('[data-test-cut]')));
  expect(geometry.overflows, 'the long name is cut in its column').toBe(true);
  expect(geometry.firstInside, 'its first letter is shown').toBe(true);
  expect(geometry.lastInside, 'its last letter is the one cut').toBe(false);
  expect(geometry.direction, 'the cut follows the Latin text').toBe('ltr');
  // Aligned like the column: the text starts at the cell's right (start) side, inside its padding.
  const [cellBox, cutBox] = [await cell.boundingBox(), await cut.boundingBox()];
  expect(cellBox!.x + cellBox!.width - (cutBox!.x + cutBox!.width)).toBeLessThan(16);

  // Hover shows the whole name.
  const tooltip = page.getByRole('tooltip');
  await cut.hover();
  await expect(tooltip).toHaveText(admin.name);
  await page.mouse.move(5, 5);
  await expect(tooltip).toBeHidden();

  // So does keyboard focus on the cell (DataGrid focuses cells, not what is inside them).
  await page.getByRole('searchbox', { name: t('requests.search') }).focus();
  await page.keyboard.press('Shift');
  await cell.focus();
  await expect(tooltip).toHaveText(admin.name);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // Short values get no tooltip: nothing is hidden.
  await page.getByRole('row').nth(1).locator('[data-field="status"]').hover();
  await page.waitForTimeout(400);
  await expect(tooltip).toBeHidden();
});

for (const locale of ['ar', 'en'] as const) {
  test(`every requests column fits at 1440 px in ${locale === 'ar' ? 'Arabic' : 'English'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, locale);
    await page.goto(`${prefix(locale)}/requests/list`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const layout = await page.evaluate(() => {
      const grid = document.querySelector('.MuiDataGrid-main')!.getBoundingClientRect();
      const scroller = document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
      const clipped = [
        ...document.querySelectorAll('.MuiDataGrid-columnHeader, .MuiDataGrid-cell[data-field]'),
      ]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < grid.left - 1 || box.right > grid.right + 1;
        })
        .map((el) => el.getAttribute('data-field'));
      return { clipped: [...new Set(clipped)], overflow: scroller.scrollWidth - scroller.clientWidth };
    });
    expect(layout.clipped, 'columns outside the grid').toEqual([]);
  });
}
