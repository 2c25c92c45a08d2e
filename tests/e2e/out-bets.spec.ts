// Out Bets: a member of agent2 places a ticket from the grid in the open SG draw, then agent2 opens
// /bet/outBets for that draw and reads the number's In, Intake and Out with its seeded eat limit (Big 5,
// Small 3 per number; platform/seed/outset.ts). The number is new each run, so a database that earlier
// runs already used still gives exact figures. It does not depend on the site, so it runs once.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { openShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');

/** A 4-digit number in 3000-9999 no other journey bets on (they use 1234, 5678, 9012 and 12R4). */
const NUMBER = String(3000 + (Date.now() % 7000)).padStart(4, '0');

test('agent2 sees the In, Intake and Out of the number its member just bet on', async ({ page }) => {
  // Two users in turn, a ticket placed and the out report read by each: near the default 60 s on a busy machine.
  test.slow();
  await openShell(page, JOURNEY_MEMBERS.out);
  await page.locator('[data-menu-link="placeBets"]').click();
  await expect(page).toHaveURL(/\/bet\/placeBets\/add\?/);
  await page.getByLabel('Number, row 1', { exact: true }).fill(NUMBER);
  await page.getByLabel('Big, row 1', { exact: true }).fill('7');
  await page.getByLabel('Small, row 1', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  await expect(page.getByTestId('placed-ticket')).toContainText('1 bet, total $11.00.');

  // The member sees the link too: its own stake, nothing kept.
  await page.locator('[data-menu-link="outBets"]').click();
  await expect(page).toHaveURL(/\/bet\/outBets/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Out Bets' })).toBeVisible();
  const ownRow = main(page).getByRole('row').filter({ hasText: NUMBER });
  await expect(ownRow.getByRole('cell')).toHaveText([NUMBER, '7.00', '4.00', '11.00', '0.00', '0.00', '0.00', '7.00', '4.00', '11.00', '0.00']);

  // agent2, in the same browser in place of the member's session.
  await openShell(page, 'agent2');
  await page.locator('[data-menu-link="outBets"]').click();
  await expect(page).toHaveURL(/\/bet\/outBets/);
  // The open draw is the default; the number's row: In 7/4, Intake 5/3 (its limit), Out 2/1, and the
  // intake drawn as the 1st prize: 5 x 2000 + 3 x 3000.
  const row = main(page).getByRole('row').filter({ hasText: NUMBER });
  await expect(row.getByRole('cell')).toHaveText([NUMBER, '7.00', '4.00', '11.00', '5.00', '3.00', '8.00', '2.00', '1.00', '3.00', '19,000.00']);
  await expect(main(page).getByRole('button', { name: 'Export intake (ARA)' })).toBeVisible();
});
