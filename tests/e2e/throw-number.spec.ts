// Placing out (docs/decisions/placing-out.md): member1 (under agent2 and agent1) bets on a number of the
// open SG draw; what passes the agents' eat limits (Big 5 + 20, Small 3 + 10; platform/seed/outset.ts)
// reaches the company. Admin adds a distributor on Out Setting 3, throws part of the number to it on
// Throw Number, and the throw shows at once in the company's Out (the Throw Number page and Out Bets)
// and in the distributor's figures. Admin takes the throw back at the end, so the books are as before.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { platformAs } from './support/platform-api';
import { openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');
/** A number in 2000-2999: no other journey bets there (they use 1234, 5678, 9012, 12R4 and 3000-9999). */
const NUMBER = String(2000 + (Date.now() % 1000));
const NAME = `E2E Books ${Date.now() % 100000}`;

test('admin creates a distributor, throws a number to it, and the throw shows in Out and in its figures', async ({ page }) => {
  test.slow();
  const member = await platformAs('member1', 'Member1234');
  // The open draw: between a draw day's close and its result the pages default to that day's draw, so
  // each page is pointed at this one.
  let draw: { DrawId: number; DrawDate: string };
  try {
    draw = await member.get<{ DrawId: number; DrawDate: string }>('draw/activeLatest');
    await member.post('bet', { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: randomUUID(), Bets: [{ Number: NUMBER, Big: '30', Small: '15', Kind: 'ORDINARY' }] });
  } finally {
    await member.dispose();
  }

  // Out Setting 3: its outlets are tabs; the distributor tab is the default.
  await openAs(page, 'admin', '/outset/outSetting3?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Out Setting 3' })).toBeVisible();
  const tabs = main(page).getByRole('navigation', { name: 'Out Setting 3 sections' });
  await expect(tabs.getByRole('link', { name: 'Distributors' })).toHaveAttribute('aria-current', 'page');
  await main(page).getByLabel('Name', { exact: true }).fill(NAME);
  await main(page).getByLabel('Contact', { exact: true }).fill('Mr Tan');
  await main(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(main(page).getByRole('status').first()).toHaveText(`Distributor ${NAME} added.`);
  await expect(main(page).getByTestId('distributor-list').getByRole('row').filter({ hasText: NAME })).toBeVisible();
  // The other outlets are sub-routes.
  await tabs.getByRole('link', { name: 'Out Setting 6' }).click();
  await expect(page).toHaveURL(/\/outset\/outSetting3\/outSetting6/);
  await expect(main(page).getByLabel('Placing out applies at this location')).toBeChecked();

  // Throw Number: Big 2 of the number to the new distributor.
  await page.goto('/outset/throwNumber?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Throw Number' })).toBeVisible();
  await main(page).getByRole('combobox', { name: 'Draw' }).selectOption({ label: draw.DrawDate });
  await main(page).getByLabel('Distributor').selectOption({ label: NAME });
  await main(page).getByLabel('Number', { exact: true }).fill(NUMBER);
  await main(page).getByLabel('Big', { exact: true }).fill('2');
  await main(page).getByRole('button', { name: 'Throw', exact: true }).click();
  await expect(main(page).getByRole('status').first()).toHaveText(`${NUMBER} thrown.`);
  // The company on the number: In 5 / 2 (past the agents' limits), Held 3 / 2, Out 2 / 0.
  const company = main(page).getByTestId('company-out');
  await expect(company.getByRole('row').filter({ hasText: 'Big' }).getByRole('cell')).toHaveText(['5.00', '3.00', '2.00']);
  await expect(company.getByRole('row').filter({ hasText: 'Small' }).getByRole('cell')).toHaveText(['2.00', '2.00', '0.00']);
  const figures = main(page).getByTestId('distributor-figures');
  await expect(figures.getByRole('row').filter({ hasText: NUMBER }).getByRole('cell').nth(2)).toHaveText('2.00');
  // More than the company still holds is refused.
  await main(page).getByLabel('Big', { exact: true }).fill('3.01');
  await main(page).getByRole('button', { name: 'Throw', exact: true }).click();
  await expect(main(page).getByRole('alert')).toContainText(`The company holds only 3.00 Big of ${NUMBER}.`);

  // Out Bets (the company): the number's Out is the throw.
  await page.goto(`/bet/outBets?LocId=SG&DrawId=${draw.DrawId}`);
  const row = main(page).getByRole('row').filter({ hasText: NUMBER });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(NUMBER);
  await expect(cells.nth(1)).toHaveText('5.00');
  await expect(cells.nth(4)).toHaveText('3.00');
  await expect(cells.nth(7)).toHaveText('2.00');

  // The distributor's figures on Out Setting 3.
  await page.goto('/outset/outSetting3/distributor?LocId=SG');
  await expect(main(page).getByTestId('distributor-list').getByRole('row').filter({ hasText: NAME }).getByRole('cell').nth(3)).not.toHaveText('');

  // At 360 px the throw page never scrolls sideways.
  await page.goto('/outset/throwNumber?LocId=SG');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Taken back: the company holds the number again.
  await main(page).getByRole('combobox', { name: 'Draw' }).selectOption({ label: draw.DrawDate });
  await main(page).getByLabel('Distributor').selectOption({ label: NAME });
  await main(page).getByRole('button', { name: `Take back ${NUMBER}` }).click();
  await expect(main(page).getByRole('status').first()).toHaveText(`The throw of ${NUMBER} taken back.`);
  await expect(main(page).getByTestId('distributor-figures').getByText('Nothing placed yet.')).toBeVisible();
});
