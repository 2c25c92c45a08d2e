// Fixed bets as a member meets them: a member adds one, it is listed and lands at once as a ticket on
// the open draw (View Tickets shows it), then the member deletes it. member3, stopped from betting, has
// no Fixed Bets link and the page sends it home. They do not depend on the site, so they run once; the
// ticket spends credit, so the member is the journey's own.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { expectRefused, openShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');

test('a member adds a fixed bet, sees it listed and its ticket on the open draw, then deletes it', async ({ page }) => {
  // Six page loads and three writes: near the default 60 s on a busy machine.
  test.slow();
  const member = JOURNEY_MEMBERS.fixed;
  await openShell(page, member);
  await page.locator('[data-menu-link="fixedBets"]').click();
  await expect(page).toHaveURL(/\/bet\/fixedBets/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Fixed Bets' })).toBeVisible();

  // A problem first: no stake.
  const form = page.getByTestId('fixed-bet-form');
  await form.getByLabel('Number').fill('5813');
  await form.getByRole('button', { name: 'Add fixed bet' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter a Big or a Small stake.');

  await form.getByLabel('Big').fill('1');
  await form.getByLabel('Small').fill('1');
  await form.getByRole('button', { name: 'Add fixed bet' }).click();
  const result = page.getByTestId('fixed-bet-result');
  await expect(result).toContainText(new RegExp(`Fixed bet \\d+ added for ${member} and placed on the draw of \\d{2}/\\d{2}/\\d{4} \\(ticket \\d+\\)\\.`));
  const [, fixedBetId, ticketId] = /Fixed bet (\d+) .*\(ticket (\d+)\)/.exec((await result.textContent()) ?? '') ?? [];

  // Listed, with its run.
  const row = main(page).getByRole('row').filter({ hasText: '5813' }).filter({ hasText: `ticket ${ticketId}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`ticket ${ticketId}`);
  await main(page).getByRole('button', { name: `Show runs of fixed bet ${fixedBetId}` }).click();
  const runs = page.getByTestId('fixed-bet-runs');
  await expect(runs).toContainText('Placed');
  await expect(runs).toContainText(String(ticketId));
  await runs.getByRole('button', { name: 'Close' }).click();

  // Its ticket is on the open draw in View Tickets.
  await page.locator('[data-menu-link="viewTickets"]').click();
  await expect(main(page).getByRole('button', { name: `Ticket ${ticketId}, show its bets` })).toBeVisible();

  // Deleted after a confirmation; the ticket stays.
  await page.locator('[data-menu-link="fixedBets"]').click();
  await main(page).getByRole('button', { name: `Delete fixed bet ${fixedBetId}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Fixed bet ${fixedBetId} deleted. Tickets it placed stay.`)).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Delete fixed bet ${fixedBetId}` })).toHaveCount(0);
  await page.locator('[data-menu-link="viewTickets"]').click();
  await expect(main(page).getByRole('button', { name: `Ticket ${ticketId}, show its bets` })).toBeVisible();
});

test('member3 has no Fixed Bets link, and the page says it is not open to it', async ({ page }) => {
  await openShell(page, 'member3');
  await expect(page.locator('[data-menu-link="viewTickets"]')).toBeAttached();
  await expect(page.locator('[data-menu-link="fixedBets"]')).toHaveCount(0);
  await page.goto('/bet/fixedBets?LocId=SG');
  await expectRefused(page, 'rights in Singapore do not include this page');
});
