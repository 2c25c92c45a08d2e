// Placing bets as members and agents meet it. What they check does not depend on the site, so the
// journeys run once; each that spends credit has a member of its own, whose CreditLeft only it moves.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { creditLeftCents, expectRefused, openShell } from './support/shell';

async function expectCreditLeft(page: Page, cents: number): Promise<void> {
  await expect.poll(() => creditLeftCents(page)).toBe(cents);
}

const main = (page: Page) => page.getByRole('main');

test('a member places a ticket from the grid and one from bet text, and CreditLeft drops by the exact cost', async ({ page }) => {
  // Two tickets placed, three lists and a search read back, a ticket deleted: eight page loads and
  // four writes, near the default 60 s on a busy machine.
  test.slow();
  const member = JOURNEY_MEMBERS.grid;
  await openShell(page, member);
  const before = await creditLeftCents(page);
  await page.locator('[data-menu-link="placeBets"]').click();
  await expect(page).toHaveURL(/\/bet\/placeBets\/add\?/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Place Bets' })).toBeVisible();
  await expect(main(page).getByTestId('bet-member')).toHaveText(member);

  // The grid: 1234 Big 1 Small 2 (3.00) and the roll 12R4 Big 0.50 (10 lines, 5.00).
  await page.getByLabel('Number, row 1', { exact: true }).fill('1234');
  await page.getByLabel('Big, row 1', { exact: true }).fill('1');
  await page.getByLabel('Small, row 1', { exact: true }).fill('2');
  await page.getByLabel('Number, row 2', { exact: true }).fill('12R4');
  await page.getByLabel('Big, row 2', { exact: true }).fill('0.50');
  await page.getByLabel('Type, row 2', { exact: true }).selectOption('roll');
  await expect(page.getByTestId('grid-total')).toContainText('Total cost: $8.00');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  const gridTicket = page.getByTestId('placed-ticket');
  await expect(gridTicket).toContainText(`placed for ${member}`);
  await expect(gridTicket).toContainText('2 bets, total $8.00.');
  const gridTicketId = await gridTicket.getAttribute('data-ticket-id');
  await expectCreditLeft(page, before - 800);
  await expect(page.getByLabel('Number, row 1', { exact: true })).toHaveValue('');

  // Bet text, with an error first: the preview points at it and nothing can be placed.
  const text = page.getByLabel('Paste or type bets as in an SMS');
  await text.fill('5678 1- 9012 -1.5');
  await expect(page.getByTestId('bet-text-errors')).toContainText('At character 14: Small stakes must be whole numbers');
  await expect(page.getByRole('button', { name: 'Place bet text' })).toBeDisabled();
  await text.fill('5678 1- 9012 -1');
  await expect(page.getByTestId('bet-text-preview')).toContainText('Total cost: $2.00');
  await page.getByRole('button', { name: 'Place bet text' }).click();
  await expect(page.getByTestId('placed-ticket')).toContainText('2 bets, total $2.00.');
  const textTicketId = await page.getByTestId('placed-ticket').getAttribute('data-ticket-id');
  await expectCreditLeft(page, before - 1000);

  // Both tickets are in View Tickets (the open draw is its default).
  await page.locator('[data-menu-link="viewTickets"]').click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'View Tickets' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Ticket ${gridTicketId}, show its bets` })).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Ticket ${textTicketId}, show its bets` })).toBeVisible();

  // Ticket search finds the grid ticket's 1234 and, through the roll 12R4, its 1294.
  await page.locator('[data-menu-link="ticketSearch"]').click();
  await main(page).getByLabel('4D Number').fill('1294');
  await main(page).getByRole('button', { name: 'Search' }).click();
  await expect(main(page).getByRole('button', { name: `Ticket ${gridTicketId}, show its bets` }).first()).toBeVisible();

  // The text ticket is deleted before close, and its 2.00 comes back.
  await page.locator('[data-menu-link="viewTickets"]').click();
  await main(page).getByRole('button', { name: `Ticket ${textTicketId}, show its bets` }).click();
  const details = page.getByRole('dialog', { name: `Ticket ${textTicketId}` });
  await details.getByRole('button', { name: 'Delete ticket' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Ticket ${textTicketId} deleted.`).first()).toBeVisible();
  await expectCreditLeft(page, before - 800);
  await page.keyboard.press('Escape');
  await expect(main(page).getByRole('button', { name: `Ticket ${textTicketId}, show its bets` })).toHaveCount(0);
});

test('agent2 places a ticket for a member, whose CreditLeft it sees', async ({ page }) => {
  const member = JOURNEY_MEMBERS.placedFor;
  await openShell(page, 'agent2');
  await page.goto('/bet/placeBets/add?LocId=SG');
  const picker = main(page).getByRole('combobox', { name: 'Member' });
  await picker.fill(member);
  await page.getByRole('option', { name: new RegExp(`^${member}\\b`) }).click();
  await expect(page.getByTestId('bet-credit-left')).toContainText(/CreditLeft: \$[\d,]+\.\d{2}/);
  await page.getByLabel('Number, row 1', { exact: true }).fill('4321');
  await page.getByLabel('Big, row 1', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Place ticket' }).click();
  await expect(page.getByTestId('placed-ticket')).toContainText(`placed for ${member}`);
  await expect(page.getByTestId('placed-ticket')).toContainText('1 bet, total $2.00.');
});

test('member3 has no Place Bets link, and the page and the API refuse it', async ({ page }) => {
  await openShell(page, 'member3');
  await expect(page.locator('[data-menu-link="viewTickets"]')).toBeAttached();
  await expect(page.locator('[data-menu-link="placeBets"]')).toHaveCount(0);
  await page.goto('/bet/placeBets/add?LocId=SG');
  await expectRefused(page, 'rights in Singapore do not include this page');
  const status = await page.evaluate(async () => {
    const draws = (await (await fetch('/api/v1/bet/settings?LocId=SG')).json()) as { OpenDraws: { DrawId: number }[] };
    const response = await fetch('/api/v1/bet?LocId=SG', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserId: 'member3', DrawId: draws.OpenDraws[0]?.DrawId, IdempotencyKey: 'e2e-member3-refused', Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] }),
    });
    return response.status;
  });
  expect(status).toBe(403);
});
