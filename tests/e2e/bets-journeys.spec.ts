// Three betting journeys beside bets.spec.ts: member1's ticket history of past draws, placing on the
// phone form, and a Toto entry in TT. They do not depend on the site, so they run once. The two that
// place have a member each, so the CreditLeft each compares before and after its placement moves by
// its own ticket only.
import type { Page } from '@playwright/test';
import { displayToIsoDate } from '@/lib/domain/date-input';
import { addDays, formatShownDate as shown, operatorDate } from '@/lib/domain/operator-time';
import { formatDollars } from '@/lib/domain/money';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { creditLeftCents, openShell, switchLocation } from './support/shell';

const main = (page: Page) => page.getByRole('main');

const dollars = (cents: number) => formatDollars(cents / 100);

/** Today in GMT+8 (the draws' calendar) moved by `days`, as 'YYYY-MM-DD'. */
const localDay = (days: number) => addDays(operatorDate(new Date()), days);

/** A 4D number of this run (ordinary bets take any 4 digits). */
const runNumber = () => String(Date.now() % 10_000).padStart(4, '0');

/** Six different Toto numbers of this run, ascending, two digits each. */
function runTotoNumbers(): string[] {
  const picked = new Set<number>();
  let seed = Date.now();
  while (picked.size < 6) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    picked.add((seed % 49) + 1);
  }
  return [...picked].sort((a, b) => a - b).map((number) => String(number).padStart(2, '0'));
}

test('member1 sees its tickets of past draws in Ticket History and opens one', async ({ page }) => {
  await openShell(page, 'member1');
  await page.locator('[data-menu-link="ticketHistory"]').click();
  await expect(page).toHaveURL(/\/tickets\/history\?.*ViewDay=1/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ticket History' })).toBeVisible();

  // The last two weeks up to yesterday: only past draws, and member1 bet on every one (docs/demo.md).
  const [from, to] = [localDay(-14), localDay(-1)];
  await main(page).getByLabel('Draw From').fill(shown(from));
  await main(page).getByLabel('Draw To').fill(shown(to));
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`DrawFrom=${from}&DrawTo=${to}`));
  await expect(main(page).getByRole('table', { name: `Tickets of the draws from ${shown(from)} to ${shown(to)}` })).toBeVisible();

  const tickets = main(page).getByRole('button', { name: /^Ticket \d+, show its bets$/ });
  await expect(tickets.first()).toBeVisible();
  const dates = await main(page).getByRole('row').evaluateAll((rows) =>
    rows.slice(1).map((row) => row.querySelectorAll('[role="cell"]')[3]?.textContent ?? ''),
  );
  expect(dates.length).toBeGreaterThan(0);
  // Every ticket listed is of a draw before today (MM/DD/YYYY back to YYYY-MM-DD to compare).
  for (const date of dates) expect((displayToIsoDate(date) ?? '') < localDay(0), `draw date ${date}`).toBe(true);

  const ticketId = /^Ticket (\d+),/.exec((await tickets.first().getAttribute('aria-label')) ?? '')?.[1];
  expect(ticketId).toBeDefined();
  await tickets.first().click();
  const details = page.getByRole('dialog', { name: `Ticket ${ticketId}` });
  await expect(details).toBeVisible();
  await expect(details.getByText('member1').first()).toBeVisible();
  // A past draw is closed: nothing can be deleted.
  await expect(details.getByRole('button', { name: 'Delete ticket' })).toHaveCount(0);
  await expect(details.getByText('These bets can no longer be deleted', { exact: false })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a member places a ticket on the 20-row form and CreditLeft drops by the exact cost', async ({ page }) => {
    const member = JOURNEY_MEMBERS.phone;
    await openShell(page, member);
    await page.goto('/bet/placeBets/add-20?LocId=SG');
    await expect(main(page).getByTestId('bet-member')).toHaveText(member);
    await expect(page.getByLabel('Number, row 20', { exact: true })).toBeAttached();
    const before = await creditLeftCents(page);

    // One ordinary bet: Big 1.50 and Small 2 cost 3.50.
    const number = runNumber();
    await page.getByLabel('Number, row 1', { exact: true }).fill(number);
    await page.getByLabel('Big, row 1', { exact: true }).fill('1.50');
    await page.getByLabel('Small, row 1', { exact: true }).fill('2');
    await expect(page.getByTestId('grid-total')).toContainText('Total cost: $3.50');
    await page.getByRole('button', { name: 'Place ticket' }).click();

    const ticket = page.getByTestId('placed-ticket');
    await expect(ticket).toContainText(`placed for ${member}`);
    await expect(ticket).toContainText('1 bet, total $3.50.');
    await expect(ticket).toContainText(`${number}: Big $1.50, Small $2.00, Ordinary, cost $3.50`);
    await expect(page.getByTestId('credit-after')).toHaveText(`CreditLeft now ${dollars(before - 350)}.`);
    await expect.poll(() => creditLeftCents(page)).toBe(before - 350);
    // The phone width never scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('a member switches to TT and places a Toto entry', async ({ page }) => {
  const member = JOURNEY_MEMBERS.toto;
  await openShell(page, member);
  await switchLocation(page, 'TT');
  await page.locator('[data-menu-link="placeBets"]').click();
  await expect(page).toHaveURL(/\/bet\/placeBets\/add-simple\?/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Place Bets (Toto)' })).toBeVisible();
  await expect(main(page).getByTestId('bet-member')).toHaveText(member);
  const before = await creditLeftCents(page);

  // An ordinary entry of 6 numbers: 1 combination at 2.00.
  const numbers = runTotoNumbers();
  await page.getByLabel('Numbers, row 1', { exact: true }).fill(numbers.join(' '));
  await page.getByLabel('Amount, row 1', { exact: true }).fill('2');
  await expect(page.getByTestId('grid-total')).toContainText('Total cost: $2.00');
  await page.getByRole('button', { name: 'Place ticket' }).click();

  const ticket = page.getByTestId('placed-ticket');
  await expect(ticket).toContainText(`placed for ${member}`);
  await expect(ticket).toContainText('1 bet, total $2.00.');
  await expect(ticket).toContainText(`${numbers.join(' ')}: $2.00 per combination, 1 combination, cost $2.00`);
  await expect(page.getByTestId('credit-after')).toHaveText(`CreditLeft now ${dollars(before - 200)}.`);
  await expect.poll(() => creditLeftCents(page)).toBe(before - 200);
});
