// What the platform had and no page offered, as a user meets it:
// - admin creates the coming weeks' draws from Draw Setting (Check, then Create draws, then Check finds
//   none missing);
// - a journey member combines two of its tickets, and agent2 transfers a line of it to another member;
// - admin records a batch of two payments, after the form refused an empty amount without losing a row.
// The payments are +10.00 and -10.00 to agent3 in one all-or-none call: its AccBal ends where it was,
// and no one ever sees it half-way. It does not depend on the site, so it runs once.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS, JOURNEY_MEMBER_PASSWORD } from './support/members';
import { platformAs } from './support/platform-api';
import { openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');
const { moves: MEMBER, movesTo: RECEIVER } = JOURNEY_MEMBERS;

test('admin creates the coming weeks\' draws from the calendar on Draw Setting', async ({ page }) => {
  await openAs(page, 'admin', '/control/drawSetting');
  const panel = main(page).getByRole('region', { name: "Coming weeks' draws" });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Weeks').selectOption('6');
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(panel.getByText(/(is|are) missing from|No draw is missing/)).toBeVisible();
  await panel.getByRole('button', { name: 'Create draws' }).click();
  await expect(panel.getByText(/(was|were) created from|Nothing to create/)).toBeVisible();
  // Run again, the job finds nothing to do.
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(panel.getByText(/^No draw is missing from/)).toBeVisible();
});

test('a member combines two tickets; agent2 transfers one of its lines to another member', async ({ page }) => {
  // Two tickets of two lines each in the draw taking bets now, placed behind the browser's back.
  const member = await platformAs(MEMBER, JOURNEY_MEMBER_PASSWORD);
  let ticketIds: number[];
  try {
    const draw = await member.get<{ DrawId: number }>('draw/activeLatest');
    const place = (numbers: string[]) =>
      member.post<{ TicketId: number }>('bet', { UserId: MEMBER, DrawId: draw.DrawId, IdempotencyKey: randomUUID(), Bets: numbers.map((Number) => ({ Number, Big: '1', Kind: 'ORDINARY' })) });
    ticketIds = [(await place(['2201', '2202'])).TicketId, (await place(['2203', '2204'])).TicketId];
  } finally {
    await member.dispose();
  }
  const [first, second] = ticketIds as [number, number];

  await openAs(page, MEMBER, '/tickets/page?VW=TICKET');
  await main(page).getByText('Transfer or combine tickets').click();
  await main(page).getByRole('checkbox', { name: new RegExp(`^Ticket ${second} `) }).check();
  await main(page).getByRole('button', { name: 'Combine tickets' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Choose two or more tickets to combine.' })).toBeVisible();
  await main(page).getByRole('checkbox', { name: new RegExp(`^Ticket ${first} `) }).check();
  await main(page).getByRole('button', { name: 'Combine tickets' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Combine tickets?' });
  await expect(confirm).toContainText(`join ticket ${first} of ${MEMBER}`);
  await confirm.getByRole('button', { name: 'Combine tickets' }).click();
  // The result shows above the table (a copy waits in the closed details dialog, hidden).
  await expect(main(page).getByRole('status').filter({ hasText: `2 tickets combined into ticket ${first}: $4.00.` })).toBeVisible();

  await openAs(page, 'agent2', `/tickets/page?VW=TICKET&UserId=${MEMBER}`);
  await main(page).getByRole('button', { name: `Ticket ${first}, show its bets` }).click();
  const details = page.getByRole('dialog', { name: `Ticket ${first}` });
  await expect(details.getByRole('checkbox')).toHaveCount(4);
  await details.getByRole('checkbox', { name: 'Choose 2203' }).check();
  await details.getByLabel('Transfer to').selectOption(RECEIVER);
  await details.getByRole('button', { name: 'Transfer chosen lines' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Transfer lines?' });
  await expect(ask).toContainText(`1 line of ticket ${first} move into a new ticket of ${RECEIVER}`);
  await ask.getByRole('button', { name: 'Transfer chosen lines' }).click();
  await expect(details.getByRole('status').filter({ hasText: new RegExp(`1 line moved to ticket \\d+ of ${RECEIVER}: \\$1\\.00\\.`) })).toBeVisible();
  await expect(details.getByRole('checkbox')).toHaveCount(3);
});

test('admin records a batch of two payments; a refused row keeps what was typed', async ({ page }) => {
  await openAs(page, 'admin', '/admin/payments?VW=PAYMENT');
  await main(page).getByRole('button', { name: 'Record several payments…' }).click();
  const batch = main(page).getByRole('form', { name: 'Record several payments' });
  await expect(batch.getByRole('group')).toHaveCount(2);
  const row = (n: number) => batch.getByRole('group', { name: `Payment ${n}` });
  await row(1).getByLabel('User').selectOption('agent3');
  await row(1).getByLabel('Amount').fill('10');
  await row(1).getByLabel('Remark').fill('batch in');
  await row(2).getByLabel('User').selectOption('agent3');
  await batch.getByRole('button', { name: 'Record 2 payments' }).click();
  await expect(row(2).getByLabel('Amount')).toBeFocused();
  await expect(row(2).getByText('Enter the amount')).toBeVisible();
  await expect(row(1).getByLabel('Amount')).toHaveValue('10');

  // A third row, then removed: the form keeps the other two as they were.
  await batch.getByRole('button', { name: 'Add a row' }).click();
  await expect(batch.getByRole('group')).toHaveCount(3);
  await batch.getByRole('button', { name: 'Remove payment 3' }).click();
  await row(2).getByLabel('Amount').fill('-10');
  await batch.getByRole('button', { name: 'Record 2 payments' }).click();
  await expect(main(page).getByText('2 payments were recorded, $0.00 in all.')).toBeVisible();
  await expect(row(1).getByLabel('Amount')).toHaveValue('');
});
