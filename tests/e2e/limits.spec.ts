// TT's Limit Setting as an admin and a member meet it: admin sets a limit on one number (system
// entries, so no other journey's ordinary Toto entry counts toward it), member1's entry past it is
// refused naming the number and what is left, with what it typed kept, and an entry within it is
// placed. The clerk (no DrawSetting) is refused the page. Admin deletes the limit at the end.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { restoreSession } from './support/sessions';
import { expectRefused, openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');
const NUMBER = '47';

test('admin limits one TT number; member1 is refused past it and placed within it', async ({ page }) => {
  test.slow();
  await openAs(page, 'admin', '/control/limitSetting?LocId=TT');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Limit Setting' })).toBeVisible();
  await main(page).getByLabel('Number', { exact: true }).fill(NUMBER);
  await main(page).getByLabel('Bet type').selectOption('SYSTEM');
  await main(page).getByLabel('Limit', { exact: true }).fill('20');
  await main(page).getByRole('button', { name: 'Add limit' }).click();
  await expect(main(page).getByRole('status')).toHaveText(`Limit for ${NUMBER} saved.`);
  await expect(main(page).getByRole('row', { name: new RegExp(`${NUMBER}.*System.*20\\.00`) })).toBeVisible();
  // A second limit of the same number and type is refused at the field, with what was typed kept.
  await main(page).getByLabel('Number', { exact: true }).fill(NUMBER);
  await main(page).getByLabel('Bet type').selectOption('SYSTEM');
  await main(page).getByLabel('Limit', { exact: true }).fill('5');
  await main(page).getByRole('button', { name: 'Add limit' }).click();
  await expect(main(page).getByText(`Number ${NUMBER} has a limit of this bet type already: edit that one.`)).toBeVisible();
  await expect(main(page).getByLabel('Limit', { exact: true })).toHaveValue('5');
  // On a phone the page never scrolls sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // member1: a system 7 entry at 3.00 costs 21.00, past the 20.00 the number takes.
  await restoreSession(page.context(), 'member1');
  await page.goto('/bet/placeBets/add-simple?LocId=TT');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Place Bets (Toto)' })).toBeVisible();
  const numbers = page.getByLabel('Numbers, row 1', { exact: true });
  const amount = page.getByLabel('Amount, row 1', { exact: true });
  await numbers.fill(`01 02 03 04 05 06 ${NUMBER}`);
  await amount.fill('3');
  await expect(page.getByTestId('grid-total')).toContainText('Total cost: $21.00');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(`Limit reached for ${NUMBER} (system entries): 20.00 left.`);
  await expect(numbers).toHaveValue(`01 02 03 04 05 06 ${NUMBER}`);

  // At 2.00 the entry costs 14.00 and fits.
  await amount.fill('2');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  await expect(page.getByTestId('placed-ticket')).toContainText('1 bet, total $14.00.');

  // The clerk holds no DrawSetting: no page for it.
  await openAs(page, 'clerk', '/control/limitSetting?LocId=TT');
  await expectRefused(page, 'do not include this page');

  // Admin deletes the limit; the list is empty again.
  await openAs(page, 'admin', '/control/limitSetting?LocId=TT');
  await main(page).getByRole('button', { name: new RegExp(`^Delete ${NUMBER} System`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(main(page).getByRole('status')).toHaveText('1 limit deleted.');
  await expect(main(page).getByText('No limits yet: every number takes any stake.')).toBeVisible();
});
