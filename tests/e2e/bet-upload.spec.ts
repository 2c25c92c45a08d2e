// Bet Upload: agent1 uploads an ARA file with good and bad lines for a member of its own on the open SG
// draw, processes it, watches the progress bar reach 100%, reads every bad line with its reason, and
// finds the placed ticket in View Tickets. Uploads are the same under every site, so it runs once.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { expectRefused, openShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');
const MEMBER = JOURNEY_MEMBERS.upload;

/** The draw date of the next open SG draw, as the place-bets pages read it. */
async function openDrawDate(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const settings = (await (await fetch('/api/v1/bet/settings?LocId=SG')).json()) as { OpenDraws: { DrawDate: string }[] };
    return settings.OpenDraws[0]?.DrawDate ?? '';
  });
}

/** An ARA file: the header, two good lines (2 and 4) and two bad ones (3: five digits, 5: three digits with StrictNumber on). */
function araFile(drawDate: string): string {
  return [`ARA SG ${drawDate}`, '1234 1-2', '12345 1-', '5678 -1', '123 1-', ''].join('\n');
}

test('agent1 uploads a file for a member: the good lines are placed, each bad line says why, and the ticket is in View Tickets', async ({ page }) => {
  // An upload processed as a job (its progress polled to 100%) and the ticket read back: near the
  // default 60 s on a busy machine.
  test.slow();
  await openShell(page, 'agent1');
  await page.locator('[data-menu-link="betUpload"]').click();
  await expect(page).toHaveURL(/\/bet\/bet-upload\?/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bet Upload' })).toBeVisible();
  const drawDate = await openDrawDate(page);
  expect(drawDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The browser's own checks first: nothing chosen, then a file of the wrong type.
  await main(page).getByRole('button', { name: 'Upload and process' }).click();
  await expect(main(page).getByText('Choose the member the bets are for.')).toBeVisible();
  await expect(main(page).getByRole('combobox', { name: 'Member' })).toBeFocused();
  await main(page).getByLabel('Bet file', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(main(page).getByText('This file type cannot be uploaded')).toBeVisible();

  // The form, by keyboard where a user would type.
  const member = main(page).getByRole('combobox', { name: 'Member' });
  await member.fill(MEMBER);
  await page.getByRole('option', { name: new RegExp(`^${MEMBER}\\b`) }).click();
  await main(page).getByLabel('ARACode').fill('E2E1');
  await main(page).getByLabel('Remarks').fill('e2e upload');
  await expect(main(page).getByLabel(/Strict numbers/)).toBeChecked();
  await expect(main(page).getByLabel(/Accept decimal stakes/)).not.toBeChecked();
  await main(page).getByLabel('Bet file', { exact: true }).setInputFiles({ name: 'e2e-bets.ara', mimeType: 'text/plain', buffer: Buffer.from(araFile(drawDate)) });
  await main(page).getByRole('button', { name: 'Upload and process' }).click();

  // Processing: the bar reaches 100% and the job is DONE.
  const bar = main(page).getByRole('progressbar', { name: 'Processing progress of e2e-bets.ara' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('value', '100', { timeout: 30_000 });
  await expect(main(page).getByTestId('process-progress')).toContainText('100%');
  await expect(main(page).getByTestId('process-status')).toHaveText('Done: 4 of 4 lines processed.');
  await expect(main(page).getByTestId('process-summary')).toHaveText('2 lines of 4 placed, 2 lines refused.');
  await expect(main(page).getByText('1 ticket placed, total $4.00.')).toBeVisible();

  // Every bad line, with its number, its text and its reason.
  const refused = main(page).getByRole('table', { name: 'Refused lines (2)' });
  const rows = refused.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(1)).toContainText('12345 1-');
  await expect(rows.nth(1)).toContainText('12345 is not a 4-digit number');
  await expect(rows.nth(2)).toContainText('5');
  await expect(rows.nth(2)).toContainText('123 1-');
  await expect(rows.nth(2)).toContainText('123 has 3 digits: a 4D number has 4 digits, e.g. 0123.');

  // The upload is listed, done, with its counts.
  const list = main(page).getByTestId('file-list');
  const listed = list.getByRole('row').filter({ hasText: 'e2e-bets.ara' }).first();
  await expect(listed).toContainText('Done');
  await expect(listed).toContainText('e2e upload');

  // The placed ticket, in View Tickets on its draw.
  const ticket = main(page).getByTestId('placed-tickets').getByRole('listitem').first();
  const ticketId = await ticket.getAttribute('data-ticket-id');
  expect(ticketId).toMatch(/^\d+$/);
  await ticket.getByRole('link', { name: `Ticket ${ticketId}` }).click();
  await expect(page).toHaveURL(/\/tickets\/page\?/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'View Tickets' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Ticket ${ticketId}, show its bets` })).toBeVisible();
});

test('member1 has no Bet Upload link and the page says it is for agents and admins', async ({ page }) => {
  await openShell(page, 'member1');
  await expect(page.locator('[data-menu-link="betUpload"]')).toHaveCount(0);
  await page.goto('/bet/bet-upload?LocId=SG');
  await expectRefused(page, 'This page is for agents and admins only.');
});
