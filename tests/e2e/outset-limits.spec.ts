// Out Setting 2, Bets Out and Bets In as the admin meets them: admin gives agent1 its own Big limit of 2.00
// on one number (the job runs to 100%), a member of agent2 bets Big 10 on it, and Bets Out of agent1
// shows the 3.00 it cannot keep going to the company, which Bets In shows arriving from agent1
// (agent2 keeps 5.00, its seeded limit; agent1 2.00). The number is new each run. The clerk (no OutSet)
// is refused the pages.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { expectRefused, openAs, openShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');

/** A 4-digit number in 1000-2999 no other journey bets on (they use 1234, 5678, 9012, 12R4 and 3000-9999). */
const raw = 1000 + (Date.now() % 2000);
const NUMBER = String(raw === 1234 ? 1235 : raw);

test("agent1's own limit on a number sends the excess up: Bets Out of agent1, Bets In of the company", async ({ page }) => {
  test.slow();
  await openAs(page, 'admin', '/outset/outSetting2?LocId=SG&UserId=agent1');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Out Setting 2' })).toBeVisible();
  await main(page).getByRole('textbox', { name: /^Numbers/ }).fill(`${NUMBER}\nnot-a-number`);
  await main(page).getByLabel('Big', { exact: true }).fill('2');
  await main(page).getByRole('button', { name: 'Generate' }).click();
  const job = main(page).getByTestId('outset-job');
  await expect(job.getByText('Done: 1 applied.')).toBeVisible();
  await expect(job.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(job.getByText(/^Line 2 \(not-a-number\): Not a 4D number/)).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: NUMBER }).first().getByRole('cell')).toHaveText([NUMBER, '2.00', 'Default', 'admin']);
  // On a phone the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A member of agent2 bets Big 10 on the number.
  await openShell(page, JOURNEY_MEMBERS.out);
  await page.locator('[data-menu-link="placeBets"]').click();
  await expect(page).toHaveURL(/\/bet\/placeBets\/add\?/);
  await page.getByLabel('Number, row 1', { exact: true }).fill(NUMBER);
  await page.getByLabel('Big, row 1', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  await expect(page.getByTestId('placed-ticket')).toContainText('1 bet, total $10.00.');

  // Bets Out of agent1: In 5 (agent2 kept 5), Intake 2 (its own limit), Out 3, held by the company.
  await openAs(page, 'admin', '/outset/betsIn?LocId=SG&ViewDay=1&Choice=2&UserId=agent1');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bets Out' })).toBeVisible();
  const out = main(page).getByRole('row').filter({ hasText: NUMBER });
  await expect(out.getByRole('cell')).toHaveText([NUMBER, '5.00', '0.00', '2.00', '0.00', '3.00', '0.00', 'admin: Big 3.00, Small 0.00']);

  // Bets In of the company: the 3.00 arriving from agent1, all kept.
  await page.locator('[data-menu-link="betsIn"]').click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bets In' })).toBeVisible();
  const arriving = main(page).getByRole('row').filter({ hasText: NUMBER });
  await expect(arriving.getByRole('cell')).toHaveText([NUMBER, '3.00', '0.00', '3.00', '0.00', '0.00', '0.00', 'agent1: Big 3.00, Small 0.00']);

  // The clerk holds no OutSet: no Out Setting page for it (Bets In and Out are any admin's).
  await openAs(page, 'clerk', '/outset/outSetting2?LocId=SG');
  await expectRefused(page, 'do not include this page');
});
