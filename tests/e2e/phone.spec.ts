// The signed-in app on a phone (360 x 740): the header keeps Logout in view, the drawer shows the
// balances whole, the page title leaves no blank band, the Place Bets fields stay usable with their
// Cost in view, and the page fits the screen (that no page of a menu scrolls sideways is page-checks.spec.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openShell } from './support/shell';
import { PHONE, PHONE_WIDTH as WIDTH, sidewaysScroll, switchLocationOnPhone } from './support/phone';

/** A touch target: the narrowest a stake field may be. */
const MIN_FIELD = 44;
/**
 * The title leaves the screen at 360 px: the first painted content starts within this of the page's
 * top (a card's own padding may come first; the title's bar and margin took 52 px more).
 */
const MAX_BAND = 16;

test.use(PHONE);

/** Asserts the element lies wholly inside the viewport's width. */
async function expectInView(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.width, `${what} has a width`).toBeGreaterThan(0);
  expect(box!.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the screen`).toBeLessThanOrEqual(WIDTH);
}

/**
 * Pixels between the top of main's content box and the first thing painted in it (text, a control,
 * or a box with a border or background): the band the hidden page title would leave. The h1 itself
 * (visually hidden) is skipped.
 */
function bandAboveContent(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((main) => {
    const top = main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop);
    const painted = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') return false;
      if (element.matches('input, select, textarea, button, img, svg')) return true;
      return parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
    };
    const tops: number[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node && tops.length < 20; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (!element || element.closest('h1')) continue;
      if (node instanceof Element && !painted(node)) continue;
      if (node instanceof Text && !node.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect();
      if (rect.width > 1 && rect.height > 1) tops.push(rect.top);
    }
    return tops.length ? Math.min(...tops) - top : 0;
  });
}

test('the header keeps Logout in view, the drawer shows CreditLeft whole, the title leaves no band', async ({ page }) => {
  await openShell(page, 'member1');
  await expectInView(page.getByTestId('shell-header').getByRole('button', { name: 'Logout' }), 'Logout');

  await page.getByTestId('menu-toggle').click();
  const creditLeft = page.getByTestId('member-info').locator('[data-field="creditLeft"]');
  await expect(creditLeft).toBeVisible();
  await expect(creditLeft).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
  await expectInView(creditLeft, 'CreditLeft');
  // Whole: its text is not cut by its box or an ellipsis.
  expect(await creditLeft.evaluate((cell) => cell.scrollWidth - cell.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('menu-toggle').click();

  // The title is gone at 360 px (still the page's heading) and leaves no blank band above the page.
  await page.goto('/admin/profile?LocId=SG');
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Profile');
  expect((await title.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  expect(await bandAboveContent(page)).toBeLessThanOrEqual(MAX_BAND);
});

/** Fills the first row of the grid and checks its stake fields' width and its Cost in view. */
async function expectUsableGrid(page: Page, path: string, stakes: string[], fill: Record<string, string>, cost: string): Promise<void> {
  await page.goto(path);
  const grid = page.getByRole('main').locator('form').filter({ has: page.getByRole('table') }).first();
  await expect(grid.getByRole('table')).toBeVisible();
  for (const stake of stakes) {
    const field = page.getByLabel(`${stake}, row 1`, { exact: true });
    const box = await field.boundingBox();
    expect(box?.width ?? 0, `${path}: ${stake} is ${box?.width} px wide`).toBeGreaterThanOrEqual(MIN_FIELD);
    await expectInView(field, `${path}: ${stake}`);
  }
  await expectInView(grid.getByRole('columnheader', { name: 'Cost' }), `${path}: the Cost heading`);
  for (const [label, value] of Object.entries(fill)) await page.getByLabel(`${label}, row 1`, { exact: true }).fill(value);
  const rowCost = grid.locator('tr[data-row="1"] td').last();
  await expect(rowCost).toHaveText(cost);
  await expectInView(rowCost, `${path}: the Cost of row 1`);
  expect(await bandAboveContent(page), `${path}: band above the page`).toBeLessThanOrEqual(MAX_BAND);
  expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('Place Bets on a phone: stake fields at least 44 px wide and the Cost in view', async ({ page }) => {
  // Three pages and a location switch, each a full render on a busy 2-core machine.
  test.slow();
  await openShell(page, 'member1');
  const fourD = { Number: '1234', Big: '1.50', Small: '2' };
  await expectUsableGrid(page, '/bet/placeBets/add?LocId=SG', ['Big', 'Small'], fourD, '$3.50');
  await expectUsableGrid(page, '/bet/placeBets/add-20?LocId=SG', ['Big', 'Small'], fourD, '$3.50');

  // Toto is TT's game: the location switch sits in the drawer on a phone.
  await switchLocationOnPhone(page, 'TT');
  await expectUsableGrid(page, '/bet/placeBets/add-simple?LocId=TT', ['Amount'], { Numbers: '1 2 3 4 5 6', Amount: '2' }, '$2.00');
});
