// Out Bets (docs/domain.md#house-rules): member1 places a ticket from the grid in the open SG draw, then
// agent2 opens /bet/outBets for that draw and reads the number's In, Intake and Out with its seeded
// eat limit (Big 5, Small 3 per number; platform/seed/outset.ts). The number is new each run, so a
// database that earlier runs already used still gives exact figures. First project only, like the
// other betting journeys (they share member1's credit).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInToShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== testInfo.config.projects[0]?.name, 'bets are the same under every site; they share member1’s credit');
});

const main = (page: Page) => page.getByRole('main');

/** A 4-digit number in 3000-9999 no other journey bets on (they use 1234, 5678, 9012 and 12R4). */
const NUMBER = String(3000 + (Date.now() % 7000)).padStart(4, '0');

test('agent2 sees the In, Intake and Out of the number member1 just bet on', async ({ page, site, member1Credit: _heldCredit }) => {
  await signInToShell(page, site, 'member1', 'Member1234');
  await page.locator('[data-menu-link="placeBets"]').click();
  await expect(page).toHaveURL(/\/bet\/placeBets\/add\?/);
  await page.getByLabel('Number, row 1', { exact: true }).fill(NUMBER);
  await page.getByLabel('Big, row 1', { exact: true }).fill('7');
  await page.getByLabel('Small, row 1', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  await expect(page.getByTestId('placed-ticket')).toContainText('1 bet, total $11.00.');

  // member1 sees the link too: its own stake, nothing kept.
  await page.locator('[data-menu-link="outBets"]').click();
  await expect(page).toHaveURL(/\/bet\/outBets/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Out Bets' })).toBeVisible();
  const ownRow = main(page).getByRole('row').filter({ hasText: NUMBER });
  await expect(ownRow.getByRole('cell')).toHaveText([NUMBER, '7.00', '4.00', '11.00', '0.00', '0.00', '0.00', '7.00', '4.00', '11.00', '0.00']);

  // agent2, in the same browser after member1's session is dropped.
  await page.context().clearCookies();
  await signInToShell(page, site, 'agent2', 'Agent1234');
  await page.locator('[data-menu-link="outBets"]').click();
  await expect(page).toHaveURL(/\/bet\/outBets/);
  // The open draw is the default; the number's row: In 7/4, Intake 5/3 (its limit), Out 2/1, and the
  // intake drawn as the 1st prize: 5 x 2000 + 3 x 3000.
  const row = main(page).getByRole('row').filter({ hasText: NUMBER });
  await expect(row.getByRole('cell')).toHaveText([NUMBER, '7.00', '4.00', '11.00', '5.00', '3.00', '8.00', '2.00', '1.00', '3.00', '19,000.00']);
  await expect(main(page).getByRole('button', { name: 'Export intake (ARA)' })).toBeVisible();
});
