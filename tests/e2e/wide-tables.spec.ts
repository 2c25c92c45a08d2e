// Wide tables at 1024 px: a wide report scrolls inside its own box (never the page) with a sticky header
// and first column. That every table fits at 1280x800 is checked on every menu page by page-checks.spec.ts.
import { expect, test } from './support/fixtures';
import { openShell } from './support/shell';

test('at 1024 px the Strike Report scrolls in its own box, with a sticky header; the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openShell(page, 'admin');
  await page.goto('/report/strike?VW=RPTSTRIKE&LocId=SG');
  const table = page.getByRole('main').locator('table').first();
  await expect(table).toBeVisible();
  const fit = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    const head = element.querySelector('thead') as HTMLElement;
    return {
      page: document.documentElement.scrollWidth,
      boxScroll: box.scrollWidth,
      boxWidth: box.clientWidth,
      overflowX: getComputedStyle(box).overflowX,
      headPosition: getComputedStyle(head).position,
      firstCellPosition: getComputedStyle(element.querySelector('tbody td') ?? head).position,
    };
  });
  expect(fit.page, 'the page does not scroll sideways').toBeLessThanOrEqual(1024);
  expect(fit.overflowX).toBe('auto');
  expect(fit.boxScroll, 'the table scrolls inside its box').toBeGreaterThan(fit.boxWidth);
  expect(fit.headPosition).toBe('sticky');
  expect(fit.firstCellPosition).toBe('sticky');
});
